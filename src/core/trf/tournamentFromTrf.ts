import { detailsFromRecords } from './header';
import type {
  BoardResult, Bye, ByeKind, GameCode, Pairing, Player, PlannedBye, PlayerId, ResultsAsPaired, Round, ScoringRule, Sex, SystemSettings, Tenths, Tournament,
} from '../model';
import { assertNever, boardResultOf, codesOf, gamesWhenPairing, playerId, pointsForBye, pointsForGame } from '../model';
import { colourColumn, opponentColumn, resultColumn } from './playerLine';
import { pairedRounds, pointsFromRounds } from './readTrf';
import type { TrfDocument, TrfError, TrfForbiddenGroup, TrfPlannedBye, TrfPlayer, TrfResultAsPaired, TrfRoundEntry, TrfWithdrawal } from './types';
import { tieBreakListOf } from './recordReaders';
import { absenceRunStart, inferInitialColour } from './inferred';

export interface TournamentFromTrfOptions {
  readonly settings: SystemSettings;
  /**
   * 2 for TCEC double rounds (and two-game matches): tournament round k = TRF rounds 2k-1 and 2k,
   * same opponents, colours reversed, folded into one Round whose Pairing has games[0], games[1].
   * Any positive whole number works the same way (engine matches of n games); default 1.
   */
  readonly gamesPerRound?: number;
  /** Tournament.randomSeed (the TRF has none); 0 when not given. */
  readonly randomSeed?: number;
}

export type TournamentFromTrfResult =
  | { readonly ok: true; readonly tournament: Tournament }
  | { readonly ok: false; readonly error: TrfError };

const blank: TrfRoundEntry = { opponent: null, colour: ' ', result: ' ' };

/** The bye a TRF entry without an opponent stands for (TRF-16 result codes). */
export const byeKindOfEntry = (e: TrfRoundEntry): ByeKind => {
  const r = e.result;
  switch (r) {
    case 'U': case 'F': case 'H': case 'Z': return r;
    case ' ': return 'absent';
    // A forfeit without an opponent: '+' scores like a full-point bye, '-' like a zero-point bye.
    case '+': return 'F';
    case '-': return 'Z';
    case '1': case '=': case '0': case 'W': case 'D': case 'L': return 'absent'; // refused by readTrf
    default: return assertNever(r);
  }
};

/** The BoardResult of one game from the codes on its White's and Black's lines; null = no result yet. */
const gameResult = (white: TrfRoundEntry, black: TrfRoundEntry): BoardResult | null => {
  if (white.result === ' ' || black.result === ' ') return null;
  const w = white.result, b = black.result;
  if (w === 'H' || w === 'F' || w === 'U' || w === 'Z' || b === 'H' || b === 'F' || b === 'U' || b === 'Z') return null;
  return boardResultOf(w, b);
};

const sexOf = (s: string): Sex | undefined => {
  const l = s.toLowerCase();
  return l === 'm' ? 'm' : l === 'w' || l === 'f' ? 'w' : undefined;
};

export const playerFromTrf = (p: TrfPlayer): Player => ({
  id: playerId(p.startRank),
  name: p.name,
  rating: p.rating,
  ...(p.title !== '' ? { title: p.title } : {}),
  ...(p.federation !== '' ? { federation: p.federation } : {}),
  ...(p.fideId !== '' ? { fideId: p.fideId } : {}),
  ...(p.birthDate !== '' ? { birthDate: p.birthDate } : {}),
  ...(sexOf(p.sex) !== undefined ? { sex: sexOf(p.sex) as Sex } : {}),
});

/** The 1-based line writeTrf(doc) puts player i on (the line it was read from, for a read document). */
const lineOfPlayer = (doc: TrfDocument, index: number): number =>
  index + 1 + doc.records.filter((r) => r.playersBefore <= index).length;

/** All pairs of a forbidden group, smaller id first. */
const pairsOf = (g: TrfForbiddenGroup): [PlayerId, PlayerId][] => {
  const out: [PlayerId, PlayerId][] = [];
  g.players.forEach((a, i) => g.players.slice(i + 1).forEach((b) => { if (a !== b) out.push(a < b ? [a, b] : [b, a]); }));
  return out;
};

/**
 * Builds the model's Tournament from a TRF document.
 *
 * - Rounds 1..k are the TRF rounds up to the last one in which some entry took part in the pairing
 *   (pairedRounds); with gamesPerRound 2, TRF rounds 2k-1 and 2k make tournament round k.
 * - A played game (1 0 = W D L), a forfeit (+ -) or a double forfeit (- -) becomes a Pairing;
 *   with colours '-' (a forfeit without colours) the lower start rank is taken as White.
 *   A game listed without a result yet (blank result) is a null game.
 * - `0000 - U/F/H/Z` become Byes of that kind, a blank entry or a missing one an 'absent' Bye.
 * - Entries after round k that are `0000 - H/Z/F`, 240 records for later rounds and XXZ (round
 *   k+1) become plannedByes.
 * - Withdrawals (Player.withdrawnFromRound; TRF-16 and TRF-2026 have no record for one): a PWW
 *   line, or absence from the last round paired with zero-point byes written ahead for every round
 *   left (XXR/142), from the first round of the player's run of absences; those byes are then the
 *   withdrawal, not plannedByes.
 * - Board numbers: the TRF does not record them, so boards are numbered 1..n in order of the
 *   better (lower) start rank of the two players.
 * - initialColour: XXC / 152, else inferred from the first coloured round (inferInitialColour).
 * - forbiddenPairs: every pair of each XXP group, and of each 260 group whose rounds include the
 *   next TRF round to pair.
 */
export const tournamentFromTrf = (doc: TrfDocument, options: TournamentFromTrfOptions): TournamentFromTrfResult => {
  const g = Number.isInteger(options.gamesPerRound) && (options.gamesPerRound ?? 1) >= 1 ? (options.gamesPerRound ?? 1) : 1;
  const paired = pairedRounds(doc.players);
  const k = Math.ceil(paired / g);
  const players = [...doc.players].sort((a, b) => a.startRank - b.startRank);
  const indexOf = new Map(doc.players.map((p, i) => [p.startRank, i] as const));
  const f: Folding = {
    doc, g, paired, players,
    byRank: new Map(doc.players.map((p) => [p.startRank, p] as const)),
    fail: (p, column, message) => ({ ok: false, error: { line: lineOfPlayer(doc, indexOf.get(p.startRank) ?? 0), column, message } }),
  };

  const rounds: Round[] = [];
  for (let t = 1; t <= k; t++) {
    const round = roundOf(f, t);
    if (!round.ok) return round;
    rounds.push(round.round);
  }

  const kept = resultsAsPairedOf(doc.settings.resultsAsPaired ?? [], rounds, g);
  if (!kept.ok) return kept;
  const roundsAsPaired = boardsAsPaired(kept.rounds, doc.settings.scoring);

  const planned = plannedByesOf(players, doc.settings.plannedByes, k, g);
  const forbidden = forbiddenPairsOf(doc.settings.forbidden, k * g + 1);

  const lastPlannedAll = [...planned.values()].reduce((m, b) => Math.max(m, b.round), 0);
  const totalRounds = doc.settings.totalRounds !== undefined ? Math.ceil(doc.settings.totalRounds / g) : Math.max(k, lastPlannedAll);

  const withdrawnFrom = withdrawalsOf(doc.settings.withdrawals ?? [], players, rounds, planned, { k, g, totalRounds });
  for (const [key, b] of planned) {
    const from = withdrawnFrom.get(b.player);
    if (from !== undefined && b.round >= from) planned.delete(key);
  }
  const plannedByes = [...planned.values()].sort((a, b) => a.round - b.round || a.player - b.player);
  const acceleration = doc.settings.accelerationGiven ? (doc.settings.acceleration as ReadonlyMap<PlayerId, readonly Tenths[]>) : undefined;

  const initialColour = doc.settings.initialColour ?? inferInitialColour(doc.players);
  const tieBreaks = tieBreakListOf(doc.settings);
  const details = detailsFromRecords(doc.records);
  const tournament: Tournament = {
    name: doc.settings.name ?? '',
    ...(Object.keys(details).length > 0 ? { details } : {}),
    settings: options.settings,
    scoring: doc.settings.scoring,
    totalRounds,
    players: players.map((p) => {
      const from = withdrawnFrom.get(playerId(p.startRank));
      return from === undefined ? playerFromTrf(p) : { ...playerFromTrf(p), withdrawnFromRound: from };
    }),
    rounds: roundsAsPaired,
    plannedByes,
    ...(initialColour !== undefined ? { initialColour } : {}),
    ...(forbidden.size > 0 ? { forbiddenPairs: [...forbidden.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]) } : {}),
    ...(acceleration !== undefined ? { acceleration } : {}),
    ...(tieBreaks !== undefined ? { tieBreaks } : {}),
    ...(doc.settings.pointAdjustments !== undefined
      ? { pointAdjustments: doc.settings.pointAdjustments.map((a) => ({ player: a.player, round: a.round === null ? null : Math.ceil(a.round / g), points: a.points })) }
      : {}),
    randomSeed: options.randomSeed ?? 0,
  };
  return { ok: true, tournament };
};

type Failed = { readonly ok: false; readonly error: TrfError };

/** What folding the file's TRF rounds into the tournament's rounds needs. */
interface Folding {
  readonly doc: TrfDocument;
  /** TRF rounds per tournament round. */
  readonly g: number;
  /** The TRF rounds paired (pairedRounds). */
  readonly paired: number;
  /** By start rank. */
  readonly players: readonly TrfPlayer[];
  readonly byRank: ReadonlyMap<number, TrfPlayer>;
  /** An error on a player's line. */
  readonly fail: (p: TrfPlayer, column: number, message: string) => Failed;
}

/** Tournament round t: TRF rounds (t-1)g+1 .. tg, a Pairing per board (built from White's line) and a Bye per player without one. */
const roundOf = (f: Folding, t: number): { readonly ok: true; readonly round: Round } | Failed => {
  const trfRounds = Array.from({ length: f.g }, (_, j) => (t - 1) * f.g + j + 1);
  const pairings: Omit<Pairing, 'board'>[] = [];
  const byes: Bye[] = [];
  for (const p of f.players) {
    const first = trfRounds[0] as number;
    const e1 = p.rounds[first - 1] ?? blank;
    if (e1.opponent === null) {
      const wrong = sameByeInEveryGame(f, p, t, trfRounds, e1);
      if (wrong !== null) return wrong;
      byes.push({ player: playerId(p.startRank), kind: byeKindOfEntry(e1) });
      continue;
    }
    const built = pairingOf(f, p, t, trfRounds, e1);
    if (!built.ok) return built;
    if (built.pairing !== null) pairings.push(built.pairing);
  }
  return { ok: true, round: { number: t, pairings: boardOrder(f, t, pairings), byes } };
};

/** TCEC double rounds: a bye covers both games ("a bye gets U in both"). */
const sameByeInEveryGame = (f: Folding, p: TrfPlayer, t: number, trfRounds: readonly number[], e1: TrfRoundEntry): Failed | null => {
  const first = trfRounds[0] as number;
  for (const r of trfRounds.slice(1)) {
    const e = p.rounds[r - 1];
    if (e === undefined || r > f.paired) continue;
    if (e.opponent !== null) {
      return f.fail(p, opponentColumn(r), `TRF rounds ${first} and ${r} make round ${t}: expected no opponent in round ${r} after a bye in round ${first}, found ${e.opponent}`);
    }
    if (byeKindOfEntry(e) !== byeKindOfEntry(e1)) {
      return f.fail(p, resultColumn(r), `TRF rounds ${first} and ${r} make round ${t}: expected the same bye in both, found '${e1.result}' and '${e.result}'`);
    }
  }
  return null;
};

/** The pairing of player p in round t when p is its White (null when p is Black: built from the other line). */
const pairingOf = (
  f: Folding, p: TrfPlayer, t: number, trfRounds: readonly number[], e1: TrfRoundEntry,
): { readonly ok: true; readonly pairing: Omit<Pairing, 'board'> | null } | Failed => {
  const first = trfRounds[0] as number;
  const opp = e1.opponent === null ? undefined : f.byRank.get(e1.opponent);
  if (opp === undefined) return f.fail(p, opponentColumn(first), `round ${first}: expected the opponent to be a player of this file, found ${e1.opponent}`);
  const coloured = e1.colour === 'w' || e1.colour === 'b';
  // TCEC double rounds: both TRF rounds list the same opponent, colours reversed (both lines).
  for (const r of trfRounds.slice(1)) {
    const mine = p.rounds[r - 1];
    if (r > f.paired || mine === undefined || (mine.opponent === null && mine.result === ' ')) continue;
    if (mine.opponent !== opp.startRank) {
      return f.fail(p, opponentColumn(r), `TRF rounds ${first} and ${r} make round ${t}: expected the same opponent (${opp.startRank}) in both, found ${mine.opponent ?? '0000'}`);
    }
    const reversed = mine.colour === 'w' || mine.colour === 'b' ? mine.colour !== e1.colour : !coloured;
    if (!reversed) {
      return f.fail(p, colourColumn(r), `TRF rounds ${first} and ${r} make round ${t}: expected colours reversed in the second game, found '${e1.colour}' then '${mine.colour}'`);
    }
  }
  const pIsWhite = coloured ? e1.colour === 'w' : p.startRank < opp.startRank;
  if (!pIsWhite) return { ok: true, pairing: null }; // the pairing is built from White's line
  const games: (BoardResult | null)[] = [];
  for (let j = 0; j < f.g; j++) {
    const r = trfRounds[j] as number;
    const mine = p.rounds[r - 1];
    const theirs = opp.rounds[r - 1];
    if (r > f.paired || mine === undefined || theirs === undefined || mine.opponent !== opp.startRank) { games.push(null); continue; }
    // Game j's White is the pairing's White when j is even, its Black when j is odd.
    games.push(j % 2 === 0 ? gameResult(mine, theirs) : gameResult(theirs, mine));
  }
  return { ok: true, pairing: { white: playerId(p.startRank), black: playerId(opp.startRank), games } };
};

/**
 * The TRF has no board numbers: boards are ordered as the FIDE systems order them when they pair
 * (C.04.2 board order; bbpPairings' sortResults): the higher score of the pair first, then the
 * lower score, then the start rank of the pair's higher player; so export and re-import keep the boards.
 */
const boardOrder = (f: Folding, t: number, pairings: readonly Omit<Pairing, 'board'>[]): Pairing[] => {
  // The scores before round t: its TRF rounds before (t-1)g.
  const before = (id: number): number => pointsFromRounds((f.byRank.get(id)?.rounds ?? []).slice(0, (t - 1) * f.g), f.doc.settings.scoring);
  const key = (q: Omit<Pairing, 'board'>): [number, number, number] => {
    const a = before(q.white), b = before(q.black);
    const higher = a > b ? q.white : b > a ? q.black : Math.min(q.white, q.black);
    return [Math.max(a, b), Math.min(a, b), higher];
  };
  const ordered = [...pairings].map((q) => ({ q, k: key(q) }))
    .sort((x, y) => y.k[0] - x.k[0] || y.k[1] - x.k[1] || x.k[2] - y.k[2]).map((x) => x.q);
  return ordered.map((q, i) => ({ board: i + 1, ...q }));
};

/** Byes decided before their round was paired: entries after the paired rounds, then 240/XXZ (the first one of a player and round counts). */
const plannedByesOf = (players: readonly TrfPlayer[], records: readonly TrfPlannedBye[], k: number, g: number): Map<string, PlannedBye> => {
  const planned = new Map<string, PlannedBye>();
  const plan = (player: PlayerId, trfRound: number, kind: 'H' | 'Z' | 'F'): void => {
    const round = Math.ceil(trfRound / g);
    const key = `${player}:${round}`;
    if (round > k && !planned.has(key)) planned.set(key, { player, round, kind });
  };
  for (const p of players) {
    p.rounds.forEach((e, i) => {
      if (i + 1 <= k * g || e.opponent !== null) return;
      const kind = byeKindOfEntry(e);
      if (kind === 'H' || kind === 'Z' || kind === 'F') plan(playerId(p.startRank), i + 1, kind);
    });
  }
  for (const b of records) plan(b.player, b.round ?? k * g + 1, b.kind);
  return planned;
};

/** Every pair of each XXP group, and of each 260 group whose rounds include the next TRF round to pair. */
const forbiddenPairsOf = (groups: readonly TrfForbiddenGroup[], nextTrfRound: number): Map<string, readonly [PlayerId, PlayerId]> => {
  const forbidden = new Map<string, readonly [PlayerId, PlayerId]>();
  for (const grp of groups) {
    const inRange = grp.firstRound === undefined || (grp.firstRound <= nextTrfRound && nextTrfRound <= (grp.lastRound ?? grp.firstRound));
    if (!inRange) continue;
    for (const pair of pairsOf(grp)) forbidden.set(`${pair[0]}-${pair[1]}`, pair);
  }
  return forbidden;
};

/**
 * Withdrawals: Pairwise's PWW lines, else a player absent from the last round paired (no board,
 * a zero-point bye or nothing) whose every remaining round is a zero-point bye written ahead (the
 * way a TRF(x) says a player will not be paired again), from the first round of that run of
 * absences. Their byes written ahead are the withdrawal, not planned byes.
 */
const withdrawalsOf = (
  records: readonly TrfWithdrawal[], players: readonly TrfPlayer[], rounds: readonly Round[], planned: ReadonlyMap<string, PlannedBye>,
  { k, g, totalRounds }: { readonly k: number; readonly g: number; readonly totalRounds: number },
): Map<PlayerId, number> => {
  const withdrawnFrom = new Map<PlayerId, number>();
  for (const w of records) withdrawnFrom.set(w.player, Math.ceil(w.fromRound / g));
  if (totalRounds > k) {
    for (const p of players) {
      const id = playerId(p.startRank);
      if (withdrawnFrom.has(id)) continue;
      let allZ = true;
      for (let r = k + 1; r <= totalRounds && allZ; r++) allZ = planned.get(`${id}:${r}`)?.kind === 'Z';
      // Absent from the last round paired too: a zero-point bye asked for ahead (the last round
      // only, say) is not a withdrawal. (Looked for only then: it reads the round's boards, and
      // asked for every player it made reading a 5,000-player file quadratic.)
      if (!allZ) continue;
      const start = absenceRunStart(rounds, id, k);
      if (start <= k) withdrawnFrom.set(id, start);
    }
  }
  return withdrawnFrom;
};

/**
 * Pairwise's PWR records onto the boards (Pairing.asPaired): both players of a board list the
 * same rounds, and their two codes make one board result. Written for one game per round only.
 */
/**
 * The board order above counts each earlier round as the file now gives it. A result corrected
 * after later rounds were paired (PWR lines, FIDE C.04.2) changed nothing in those rounds: their
 * boards were ordered by the scores as they stood then. So a round whose earlier results were
 * corrected later is ordered again with each earlier board's result as it was when that round was
 * paired (gamesWhenPairing); every other round keeps its order.
 */
const boardsAsPaired = (rounds: readonly Round[], scoring: ScoringRule): readonly Round[] => {
  if (!rounds.some((r) => r.pairings.some((p) => p.asPaired !== undefined))) return rounds;
  const sideCodes = (games: readonly (BoardResult | null)[], white: boolean): GameCode[] =>
    games.flatMap((x) => (x === null ? [] : [codesOf(x)[white ? 0 : 1]]));
  return rounds.map((round, t) => {
    const earlier = rounds.slice(0, t);
    if (!earlier.some((r) => r.pairings.some((p) => p.asPaired?.some((e) => e.pairedThrough >= round.number)))) return round;
    const score = new Map<number, number>();
    const add = (id: number, pts: number) => score.set(id, (score.get(id) ?? 0) + pts);
    for (const r of earlier) {
      for (const p of r.pairings) {
        const games = gamesWhenPairing(p, round.number);
        for (const c of sideCodes(games, true)) add(p.white, pointsForGame(c, scoring));
        for (const c of sideCodes(games, false)) add(p.black, pointsForGame(c, scoring));
      }
      for (const b of r.byes) add(b.player, pointsForBye(b.kind, scoring));
    }
    const key = (q: Pairing): [number, number, number] => {
      const a = score.get(q.white) ?? 0, b = score.get(q.black) ?? 0;
      const higher = a > b ? q.white : b > a ? q.black : Math.min(q.white, q.black);
      return [Math.max(a, b), Math.min(a, b), higher];
    };
    const ordered = round.pairings.map((q) => ({ q, k: key(q) }))
      .sort((x, y) => y.k[0] - x.k[0] || y.k[1] - x.k[1] || x.k[2] - y.k[2]).map((x) => x.q);
    return { ...round, pairings: ordered.map((q, i) => ({ ...q, board: i + 1 })) };
  });
};

const resultsAsPairedOf = (
  records: readonly TrfResultAsPaired[], rounds: readonly Round[], g: number,
): { readonly ok: true; readonly rounds: readonly Round[] } | { readonly ok: false; readonly error: TrfError } => {
  if (records.length === 0) return { ok: true, rounds };
  const at = (e: TrfResultAsPaired, column: number, message: string) => ({ ok: false as const, error: { line: e.line, column, message } });
  if (g !== 1) return at(records[0]!, 1, 'expected no PWR record: they are written for one game per round only');
  const byKey = new Map<string, TrfResultAsPaired[]>();
  for (const e of records) {
    if (e.round > rounds.length) return at(e, 5, `expected a paired round (1-${rounds.length}), found ${e.round}`);
    const key = `${e.round}:${e.player}`;
    byKey.set(key, [...(byKey.get(key) ?? []), e].sort((a, b) => a.pairedThrough - b.pairedThrough));
  }
  const out: Round[] = [];
  for (const r of rounds) {
    const pairings: Pairing[] = [];
    for (const p of r.pairings) {
      const w = byKey.get(`${r.number}:${p.white}`) ?? [];
      const b = byKey.get(`${r.number}:${p.black}`) ?? [];
      byKey.delete(`${r.number}:${p.white}`);
      byKey.delete(`${r.number}:${p.black}`);
      if (w.length === 0 && b.length === 0) { pairings.push(p); continue; }
      const asPaired: ResultsAsPaired[] = [];
      for (let i = 0; i < Math.max(w.length, b.length); i++) {
        const ew = w[i];
        const eb = b[i];
        if (ew === undefined || eb === undefined || ew.pairedThrough !== eb.pairedThrough) {
          const e = (ew ?? eb)!;
          return at(e, 14, `expected a PWR line for ${e.player === p.white ? p.black : p.white} (the opponent in round ${r.number}) with the same rounds, found none`);
        }
        const games = ew.code === null && eb.code === null ? null : ew.code !== null && eb.code !== null ? boardResultOf(ew.code, eb.code) : undefined;
        if (games === undefined || (games === null && (ew.code !== null || eb.code !== null))) {
          return at(eb, 18, `expected a result that goes with ${p.white}'s '${ew.code ?? '*'}' on the same board, found '${eb.code ?? '*'}'`);
        }
        asPaired.push({ games: [games], pairedThrough: ew.pairedThrough });
      }
      pairings.push({ ...p, asPaired });
    }
    out.push({ ...r, pairings });
  }
  const stray = [...byKey.values()][0]?.[0];
  if (stray !== undefined) return at(stray, 9, `expected player ${stray.player} to have a game in round ${stray.round}, found none`);
  return { ok: true, rounds: out };
};
