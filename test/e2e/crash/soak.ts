import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, shuffled } from '../../../src/core/random/rng';
import type { Rng } from '../../../src/core/random/rng';
import { TournamentListPage } from '../pages/TournamentListPage';
import { TournamentPage } from '../pages/TournamentPage';
import type { ResultKey } from '../pages/TournamentPage';
import { exited, killBrowser, startBrowser } from './browser';
import type { OwnBrowser } from './browser';
import { readStored, roundComplete, rowsOf, structuralFailures } from './stored';
import type { Stored, StoredTournament } from './stored';

/**
 * The crash-safety soak. A scripted event is played through the UI — tournaments are
 * created, players registered, seeding locked, rounds paired, results typed on the keyboard (in
 * bursts, as a TO types them), corrected, a late entry added — and at points chosen by a seeded
 * PRNG the page or the whole browser is killed in the middle of whatever it is doing. After each
 * kill the browser and the app are reopened on the same profile and the stored data is checked.
 *
 * "Confirmed" means: the UI showed the change, and the UI only shows what the database holds.
 * The result cells, the boards and the players table are rendered from a Dexie live query that
 * re-reads IndexedDB after a read-write transaction commits (every repository write is an
 * explicit transaction, which Dexie never applies optimistically); so when a result cell's name
 * reads "Board 3 result: ½-½", that result's transaction has committed. A change whose
 * confirmation had not been seen when the kill came is "pending": afterwards it may be there or
 * not, but nothing else.
 */

export const killModes = ['close-page', 'crash-renderer', 'close-browser', 'sigkill-browser'] as const;
export type KillMode = (typeof killModes)[number];

export interface SoakOptions {
  readonly baseURL: string;
  readonly kills: number;
  /**
   * Play whole actions, without a kill, until a result has been confirmed, before the first kill:
   * the kills then always find typed results to check, however slow the machine makes each action
   * (under load fewer changes land before a kill, and the event may not reach its results).
   */
  readonly warmUntilResults?: boolean;
  readonly seed: number;
  /** Called with one line per kill (the CLI prints them; the spec stays quiet). */
  readonly log?: (line: string) => void;
}

export interface SoakReport {
  readonly kills: number;
  readonly byMode: Readonly<Record<KillMode, number>>;
  readonly reopeningsVerified: number;
  /** Confirmed results compared with the store, summed over every reopening. */
  readonly confirmedResultsChecked: number;
  /** Distinct results (tournament, round, board) confirmed at least once. */
  readonly confirmedResults: number;
  readonly confirmedActions: number;
  /** Kills that came before the UI had confirmed the change in flight (the others came just after). */
  readonly interrupted: number;
  /** Results typed but not yet confirmed at a kill: found stored / not stored afterwards (either is allowed). */
  readonly pendingLanded: number;
  readonly pendingLost: number;
  readonly tournaments: number;
  readonly failures: readonly string[];
  readonly ms: number;
}

const playersPerEvent = 8;
const roundsPerEvent = 4;
const keyResult: Readonly<Record<ResultKey, string>> = { '1': 'white-wins', '0': 'black-wins', '=': 'draw', '+': 'white-wins-forfeit', '-': 'black-wins-forfeit' };
const resultText: Readonly<Record<string, string>> = {
  'white-wins': '1-0', 'black-wins': '0-1', draw: '½-½', 'white-wins-forfeit': '+/-', 'black-wins-forfeit': '-/+',
};

/** What the UI has confirmed, and what was in flight when the kill came. */
class Ledger {
  readonly tournaments = new Set<string>();
  readonly players = new Set<string>();
  readonly seeded = new Set<string>();
  /** "tournament|round" → the boards as shown ("W B" start ranks). */
  readonly rounds = new Map<string, readonly string[]>();
  /** "tournament|round|board" → the stored result value the UI showed. */
  readonly results = new Map<string, string | null>();
  readonly everConfirmed = new Set<string>();
  pending = new Map<string, string | null>();
  pendingOther: string | null = null;
  confirmedActions = 0;
}

const cellKey = (t: string, round: number, board: number) => `${t}|${round}|${board}`;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The event being played: the last "Soak n" tournament that is not finished. */
const currentEvent = (s: Stored): StoredTournament | undefined => {
  // Created last (ids are random, so by the time it was created).
  const last = [...s.tournaments].filter((t) => t.name.startsWith('Soak ')).sort((a, b) => a.createdAt - b.createdAt).at(-1);
  if (!last) return undefined;
  const { rounds } = rowsOf(s, last.id);
  const finished = rounds.length === last.totalRounds && roundComplete(s, last.id, rounds.length);
  return finished ? undefined : last;
};

type Action =
  | { readonly kind: 'create'; readonly name: string }
  | { readonly kind: 'add-player'; readonly t: StoredTournament; readonly name: string; readonly rating: number }
  | { readonly kind: 'seed'; readonly t: StoredTournament }
  | { readonly kind: 'pair'; readonly t: StoredTournament; readonly round: number }
  | { readonly kind: 'results'; readonly t: StoredTournament; readonly round: number; readonly fromBoard: number; readonly keys: readonly ResultKey[] }
  /** `confirm`: the round is not the latest, so the app asks before changing it. */
  | { readonly kind: 'correct'; readonly t: StoredTournament; readonly round: number; readonly board: number; readonly key: ResultKey; readonly confirm: boolean }
  | { readonly kind: 'late-entry'; readonly t: StoredTournament; readonly name: string };

const pickKey = (rng: Rng): ResultKey => {
  const x = rng.int(0, 19);
  return x < 7 ? '1' : x < 13 ? '0' : x < 19 ? '=' : '+';
};

/** The next step of the script, from what is stored now. */
const nextAction = (s: Stored, rng: Rng): Action => {
  const t = currentEvent(s);
  if (!t) return { kind: 'create', name: `Soak ${s.tournaments.filter((x) => x.name.startsWith('Soak ')).length + 1}` };
  const { players, rounds, pairings } = rowsOf(s, t.id);
  if (t.status === 'registration') {
    if (players.length < playersPerEvent) return { kind: 'add-player', t, name: `${t.name} player ${players.length + 1}`, rating: 2400 - 37 * players.length };
    return { kind: 'seed', t };
  }
  const last = rounds.at(-1);
  const entered = pairings.filter((p) => p.games[0] !== null);
  if (entered.length > 0 && rng.int(0, 6) === 0) {
    const p = entered[rng.int(0, entered.length - 1)]!;
    const keys = (['1', '0', '='] as const).filter((k) => keyResult[k] !== p.games[0]);
    return { kind: 'correct', t, round: p.round, board: p.board, key: keys[rng.int(0, keys.length - 1)]!, confirm: last !== undefined && p.round < last };
  }
  if (last !== undefined && !roundComplete(s, t.id, last)) {
    const open = pairings.filter((p) => p.round === last && p.games[0] === null).map((p) => p.board).sort((a, b) => a - b);
    const fromBoard = open[0]!;
    const boards = pairings.filter((p) => p.round === last).length;
    const n = rng.int(1, boards - fromBoard + 1);
    return { kind: 'results', t, round: last, fromBoard, keys: Array.from({ length: n }, () => pickKey(rng)) };
  }
  if (rounds.length === 2 && players.length === playersPerEvent) return { kind: 'late-entry', t, name: `${t.name} late entry` };
  return { kind: 'pair', t, round: rounds.length + 1 };
};

const describeAction = (a: Action): string => {
  switch (a.kind) {
    case 'create': return `create ${a.name}`;
    case 'add-player': return `add ${a.name}`;
    case 'seed': return `seed ${a.t.name}`;
    case 'pair': return `pair ${a.t.name} round ${a.round}`;
    case 'results': return `type ${a.keys.join('')} in ${a.t.name} round ${a.round} from board ${a.fromBoard}`;
    case 'correct': return `correct ${a.t.name} round ${a.round} board ${a.board} to ${a.key}`;
    case 'late-entry': return `late entry ${a.name}`;
    default: {
      const never: never = a;
      return never;
    }
  }
};

/** Opens the tournament's section by its address (as a reload or a bookmark would). */
const openTournament = async (page: Page, baseURL: string, id: number, tab: 'players' | 'seeding' | 'rounds'): Promise<TournamentPage> => {
  const want = `${baseURL}/#/t/${id}/${tab}`;
  if (page.url() !== want) await page.goto(want);
  await expect(page.getByRole('heading', { name: new RegExp(`^${tab}`, 'i'), level: 2 })).toBeVisible();
  return new TournamentPage(page);
};

/** Plays one action through the UI and waits for its confirmation, updating the ledger. */
const play = async (page: Page, baseURL: string, a: Action, ledger: Ledger): Promise<void> => {
  switch (a.kind) {
    case 'create': {
      ledger.pendingOther = a.name;
      if (!page.url().endsWith('/#/')) await page.goto(`${baseURL}/#/`);
      await new TournamentListPage(page).createTournament(a.name, { system: 'dutch', rounds: roundsPerEvent });
      ledger.tournaments.add(a.name);
      break;
    }
    case 'add-player': {
      ledger.pendingOther = a.name;
      const tp = await openTournament(page, baseURL, a.t.id, 'players');
      await tp.addPlayer({ name: a.name, rating: a.rating });
      ledger.players.add(`${a.t.name}|${a.name}`);
      break;
    }
    case 'seed': {
      ledger.pendingOther = `seeding of ${a.t.name}`;
      const tp = await openTournament(page, baseURL, a.t.id, 'seeding');
      await tp.seed({ method: 'group', groups: 2 });
      ledger.seeded.add(a.t.name);
      break;
    }
    case 'late-entry': {
      ledger.pendingOther = a.name;
      await openTournament(page, baseURL, a.t.id, 'players');
      const form = page.getByRole('form', { name: 'Late entry' });
      await form.getByLabel('Name', { exact: true }).fill(a.name);
      await form.getByLabel('Rating', { exact: true }).fill('1999');
      await form.getByLabel('Missed rounds').selectOption('Z');
      await form.getByRole('button', { name: 'Add late entry' }).click();
      await expect(page.getByRole('table', { name: 'Players' }).getByRole('cell', { name: a.name, exact: true })).toBeVisible();
      ledger.players.add(`${a.t.name}|${a.name}`);
      break;
    }
    case 'pair': {
      ledger.pendingOther = `${a.t.name} round ${a.round}`;
      const tp = await openTournament(page, baseURL, a.t.id, 'rounds');
      await page.getByRole('button', { name: `Pair round ${a.round}` }).click();
      await expect(tp.boards(a.round)).toBeVisible({ timeout: 30_000 });
      ledger.rounds.set(`${a.t.name}|${a.round}`, await tp.pairings(a.round));
      break;
    }
    case 'results':
    case 'correct': {
      const tp = await openTournament(page, baseURL, a.t.id, 'rounds');
      await tp.showRound(a.round);
      await expect(tp.boards(a.round)).toBeVisible();
      const typed = a.kind === 'results' ? a.keys.map((k, i) => ({ board: a.fromBoard + i, key: k })) : [{ board: a.board, key: a.key }];
      // Typed one after the other without waiting (focus moves on by itself), then confirmed.
      await tp.resultCell(typed[0]!.board).focus();
      for (const { board, key } of typed) {
        ledger.pending.set(cellKey(a.t.name, a.round, board), keyResult[key]);
        await page.keyboard.press(key);
      }
      // A result of an earlier round changes only once the arbiter confirms it.
      if (a.kind === 'correct' && a.confirm) {
        await page.getByRole('dialog', { name: `Change a result of round ${a.round}?` }).getByRole('button', { name: 'Change the result' }).click();
      }
      for (const { board, key } of typed) {
        await expect(tp.resultCell(board)).toHaveAccessibleName(`Board ${board} result: ${resultText[keyResult[key]]}`);
        const k = cellKey(a.t.name, a.round, board);
        ledger.results.set(k, keyResult[key]);
        ledger.everConfirmed.add(k);
        ledger.pending.delete(k);
      }
      break;
    }
    default: {
      const never: never = a;
      return never;
    }
  }
  ledger.pendingOther = null;
  ledger.confirmedActions++;
};

/**
 * Compares the store with everything confirmed; a pending change may have landed or not. The
 * ledger then takes the stored values as its new baseline. Returns failures and counts.
 */
const verify = (s: Stored, ledger: Ledger): { failures: string[]; checked: number; landed: number; lost: number } => {
  const failures = structuralFailures(s);
  const byName = new Map(s.tournaments.map((t) => [t.name, t]));
  for (const name of ledger.tournaments) if (!byName.has(name)) failures.push(`confirmed tournament ${name} is missing`);
  for (const key of ledger.players) {
    const [t, player] = key.split('|') as [string, string];
    const id = byName.get(t)?.id;
    if (!s.players.some((p) => p.tournamentId === id && p.name === player)) failures.push(`confirmed player ${player} is missing`);
  }
  for (const t of ledger.seeded) if (byName.get(t)?.status === 'registration') failures.push(`confirmed seeding of ${t} is undone`);
  for (const [key, boards] of ledger.rounds) {
    const [t, r] = key.split('|') as [string, string];
    const id = byName.get(t)?.id;
    const stored = s.pairings.filter((p) => p.tournamentId === id && p.round === Number(r)).sort((a, b) => a.board - b.board).map((p) => `${p.white} ${p.black}`);
    if (stored.join(',') !== boards.join(',')) failures.push(`confirmed ${t} round ${r} boards ${boards.join(',')} stored as ${stored.join(',') || 'nothing'}`);
  }
  let checked = 0;
  let landed = 0;
  let lost = 0;
  const storedResult = (key: string): string | null | undefined => {
    const [t, r, b] = key.split('|') as [string, string, string];
    const id = byName.get(t)?.id;
    const p = s.pairings.find((q) => q.tournamentId === id && q.round === Number(r) && q.board === Number(b));
    return p ? p.games[0] ?? null : undefined;
  };
  for (const [key, value] of ledger.results) {
    checked++;
    const got = storedResult(key);
    const pending = ledger.pending.get(key);
    if (got === value) continue;
    if (ledger.pending.has(key) && got === pending) continue;
    failures.push(`confirmed result ${key} = ${value} stored as ${got === undefined ? 'no board' : got}`);
  }
  for (const [key, value] of ledger.pending) {
    const got = storedResult(key);
    if (got === value) landed++;
    else lost++;
    // What is stored now (and was read back after the reopening) must stay from now on.
    if (got !== undefined && (got !== null || ledger.results.has(key))) ledger.results.set(key, got);
  }
  // The stored state is the new baseline (a pending creation that landed is confirmed from now on).
  for (const t of s.tournaments) if (t.name.startsWith('Soak ')) ledger.tournaments.add(t.name);
  for (const p of s.players) {
    const t = s.tournaments.find((x) => x.id === p.tournamentId);
    if (t) ledger.players.add(`${t.name}|${p.name}`);
  }
  for (const t of s.tournaments) {
    if (t.status !== 'registration') ledger.seeded.add(t.name);
    for (const r of rowsOf(s, t.id).rounds) {
      ledger.rounds.set(`${t.name}|${r}`, s.pairings.filter((p) => p.tournamentId === t.id && p.round === r).sort((a, b) => a.board - b.board).map((p) => `${p.white} ${p.black}`));
    }
  }
  ledger.pending = new Map();
  ledger.pendingOther = null;
  return { failures, checked, landed, lost };
};

/** The app opens and shows what is stored: the list, then the current event's last round or its players. */
const verifyUi = async (page: Page, baseURL: string, s: Stored): Promise<string[]> => {
  const out: string[] = [];
  const t = currentEvent(s);
  if (!t) return out;
  const { rounds, pairings, players } = rowsOf(s, t.id);
  if (rounds.length === 0) {
    const tp = await openTournament(page, baseURL, t.id, 'players');
    const names = await tp.playersTable.locator('tbody tr').count();
    if (names !== players.length) out.push(`${t.name}: the players table shows ${names} rows, ${players.length} stored`);
    return out;
  }
  const tp = await openTournament(page, baseURL, t.id, 'rounds');
  const last = rounds.at(-1)!;
  await expect(tp.boards(last)).toBeVisible();
  const shown = await tp.boards(last).locator('button[data-result]').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''));
  const want = pairings.filter((p) => p.round === last).sort((a, b) => a.board - b.board)
    .map((p) => `Board ${p.board} result: ${p.games[0] == null ? 'not entered' : resultText[p.games[0]] ?? p.games[0]}`);
  if (shown.join('|') !== want.join('|')) out.push(`${t.name} round ${last}: the UI shows ${shown.join('; ')}, stored ${want.join('; ')}`);
  return out;
};

/**
 * Opens the app on its list and waits until the app has read its database (the list, or its "no
 * tournaments" line, replaces "Loading…"), so the database exists when the soak reads it.
 */
const openList = async (page: Page, baseURL: string): Promise<void> => {
  await page.goto(`${baseURL}/#/`);
  await expect(new TournamentListPage(page).heading).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0, { timeout: 15_000 });
};

/** Kills the page or the browser as `mode` says; returns the browser to use next (a new one after a browser kill). */
const kill = async (mode: KillMode, b: OwnBrowser, page: Page, profile: string): Promise<OwnBrowser> => {
  switch (mode) {
    case 'close-page':
      await page.close({ runBeforeUnload: false }).catch(() => undefined);
      return b;
    case 'crash-renderer': {
      const cdp = await b.context.newCDPSession(page);
      void cdp.send('Page.crash').catch(() => undefined);
      await page.waitForEvent('crash', { timeout: 5_000 }).catch(() => undefined);
      await page.close().catch(() => undefined);
      return b;
    }
    case 'close-browser': {
      // An orderly quit (as from the menu): Chromium shuts down, closing every page.
      const cdp = await b.browser.newBrowserCDPSession();
      void cdp.send('Browser.close').catch(() => undefined);
      await Promise.race([exited(b.process), sleep(10_000)]);
      killBrowser(b.process);
      await exited(b.process);
      await b.browser.close().catch(() => undefined);
      return startBrowser(profile);
    }
    case 'sigkill-browser':
      killBrowser(b.process);
      await exited(b.process);
      await b.browser.close().catch(() => undefined);
      return startBrowser(profile);
    default: {
      const never: never = mode;
      return never;
    }
  }
};

/**
 * The kill of life `life`: the first four lives take each kind once in a seeded order, so even a
 * short run meets every kind; later lives draw them weighted towards the harshest. The schedule has
 * its own PRNG, so how many actions the warm-up needed (which depends on the machine's speed) does
 * not change which kills come.
 */
const killSchedule = (seed: number) => {
  const rng = createRng(seed ^ 0x5bd1e995);
  const firstFour = shuffled(killModes, rng);
  return (life: number): KillMode => {
    if (life < firstFour.length) return firstFour[life]!;
    const x = rng.int(0, 9);
    return x < 4 ? 'sigkill-browser' : x < 7 ? 'crash-renderer' : x < 9 ? 'close-page' : 'close-browser';
  };
};

/** Plays the event with `kills` kills, reopening and verifying after each. */
export const runSoak = async (opts: SoakOptions): Promise<SoakReport> => {
  const started = Date.now();
  const rng = createRng(opts.seed);
  const pickMode = killSchedule(opts.seed);
  const ledger = new Ledger();
  const profile = await mkdtemp(join(tmpdir(), 'pairwise-soak-'));
  const failures: string[] = [];
  const byMode: Record<KillMode, number> = { 'close-page': 0, 'crash-renderer': 0, 'close-browser': 0, 'sigkill-browser': 0 };
  let kills = 0;
  let interrupted = 0;
  let reopenings = 0;
  let checked = 0;
  let landed = 0;
  let lost = 0;
  let b = await startBrowser(profile);
  try {
    if (opts.warmUntilResults) {
      const page = await b.context.newPage();
      page.setDefaultTimeout(15_000);
      await openList(page, opts.baseURL);
      for (let i = 0; i < 80 && ledger.everConfirmed.size === 0; i++) {
        await play(page, opts.baseURL, nextAction(await readStored(page), rng), ledger);
      }
      await page.close();
    }
    for (let life = 0; life < opts.kills; life++) {
      const t0 = Date.now();
      const page = await b.context.newPage();
      page.setDefaultTimeout(15_000);
      // Reopen: the app must open, show the list, and the store must hold everything confirmed.
      await openList(page, opts.baseURL);
      let stored = await readStored(page);
      if (life > 0) {
        const v = verify(stored, ledger);
        const ui = await verifyUi(page, opts.baseURL, stored).catch((e: unknown) => [`the app did not show the event: ${String(e).split('\n')[0]}`]);
        failures.push(...v.failures.map((f) => `after kill ${life}: ${f}`), ...ui.map((f) => `after kill ${life}: ${f}`));
        checked += v.checked;
        landed += v.landed;
        lost += v.lost;
        reopenings++;
      }
      const t1 = Date.now();
      // Live: some whole actions, then one more that the kill interrupts after a random delay.
      const whole = rng.int(0, 4);
      // Within the usual time a change takes to show (a typed result ~100 ms, a pairing ~500 ms).
      const delay = rng.int(0, 400);
      const mode = pickMode(life);
      let last = '';
      for (let i = 0; i < whole; i++) {
        const a = nextAction(stored, rng);
        last = describeAction(a);
        await play(page, opts.baseURL, a, ledger);
        stored = await readStored(page);
      }
      const a = nextAction(stored, rng);
      last = describeAction(a);
      const t2 = Date.now();
      const inFlight = play(page, opts.baseURL, a, ledger).then(() => 'confirmed', (e: unknown) => `interrupted (${String(e).split('\n')[0]?.slice(0, 60)})`);
      await sleep(delay);
      b = await kill(mode, b, page, profile);
      const outcome = await Promise.race([inFlight, sleep(10_000).then(() => 'still waiting')]);
      kills++;
      byMode[mode]++;
      if (outcome !== 'confirmed') interrupted++;
      const timing = `reopen+verify ${t1 - t0} ms, actions ${t2 - t1} ms, kill ${Date.now() - t2} ms`;
      opts.log?.(`kill ${kills}: ${mode} after ${whole} actions + ${delay} ms into "${last}" (${outcome.startsWith('interrupted') ? 'interrupted' : outcome}; ${timing})`);
    }
    // The last reopening, then the event goes on.
    const page = await b.context.newPage();
    await openList(page, opts.baseURL);
    const stored = await readStored(page);
    const v = verify(stored, ledger);
    failures.push(...v.failures.map((f) => `after kill ${opts.kills}: ${f}`), ...(await verifyUi(page, opts.baseURL, stored)));
    checked += v.checked;
    landed += v.landed;
    lost += v.lost;
    reopenings++;
    await play(page, opts.baseURL, nextAction(stored, rng), ledger).catch((e: unknown) => failures.push(`the event could not continue: ${String(e).split('\n')[0]}`));
    return {
      kills, byMode, reopeningsVerified: reopenings, confirmedResultsChecked: checked, confirmedResults: ledger.everConfirmed.size,
      confirmedActions: ledger.confirmedActions, interrupted, pendingLanded: landed, pendingLost: lost,
      tournaments: stored.tournaments.length, failures, ms: Date.now() - started,
    };
  } finally {
    await b.browser.close().catch(() => undefined);
    killBrowser(b.process);
    await exited(b.process);
    await rm(profile, { recursive: true, force: true });
  }
};
