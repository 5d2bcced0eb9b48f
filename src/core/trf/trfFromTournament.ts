import type { ByeKind, Pairing, Player, Tournament } from '../model';
import { adjustmentOf, assertNever, codesOf, tenths, titleFromFile } from '../model';
import { gamesPerBoard } from '../systems';
import { pointsForEntry, pointsFromRounds, readTrf } from './readTrf';
import { writeTrf } from './writeTrf';
import { byeKindOfEntry } from './tournamentFromTrf';
import type { NumberedLine } from './records';
import { settingsFromRecords } from './records';
import { writtenEntries, writtenEntryOf } from './recordTable';
import type { SettingName } from './recordTable';
import type { Writing } from './recordWriters';
import { plannedKeptAsRecords } from './recordWriters';
import type { TrfDocument, TrfPlayer, TrfRecord, TrfRoundEntry } from './types';

const blank: TrfRoundEntry = { opponent: null, colour: ' ', result: ' ' };

const byeEntry = (kind: ByeKind): TrfRoundEntry => {
  switch (kind) {
    case 'U': case 'F': case 'H': case 'Z': return { opponent: null, colour: '-', result: kind };
    case 'absent': return blank;
    default: return assertNever(kind);
  }
};

/** Games per round the TRF spreads over consecutive TRF rounds (TCEC double rounds, double-sided Swiss). */
export const gamesPerRoundOf = (t: Tournament): number => {
  const bySettings = gamesPerBoard(t, 1);
  return t.rounds.reduce((m, r) => r.pairings.reduce((n, p) => Math.max(n, p.games.length), m), bySettings);
};

/** The entry of one player in game j (0-based) of a pairing; game j's White is the pairing's White for even j. */
const gameEntry = (p: Pairing, player: number, j: number): TrfRoundEntry => {
  const gameWhite = j % 2 === 0 ? p.white : p.black;
  const isWhite = player === gameWhite;
  const opponent = player === p.white ? p.black : p.white;
  const result = p.games[j] ?? null;
  const code = result === null ? ' ' : codesOf(result)[isWhite ? 0 : 1];
  return { opponent, colour: isWhite ? 'w' : 'b', result: code };
};

// The setting (recordTable's entry) a record's line belongs to; null for lines kept as written.
const settingOf = (text: string): SettingName | null => writtenEntryOf.get(text.slice(0, 3))?.setting ?? null;

/**
 * The TRF of a tournament (TRF export, the CLI). With `base` (the document the tournament was
 * read from), its other records, layout, line ending and unchanged 001 lines are kept.
 *
 * - Rounds with two games (TCEC double, double-sided) take two TRF rounds each, colours reversed.
 * - Byes write `0000 - U/F/H/Z`; an 'absent' bye a blank entry; planned byes their round's entry.
 * - Points (81-84) count the paired rounds only (as the corpus's state files do; bbpPairings also
 *   accepts them with the planned byes included). Rank (86-89): the base's rank when the player's
 *   points are unchanged, otherwise 1 + the number of players with more points.
 * - Settings records are regenerated in the base's style (XXR/XXC/BB*, or 142/152/162 when the
 *   base used those): totalRounds, initialColour, scoring, acceleration (XXA), forbidden pairs
 *   (XXP, except pairs a kept 260 record already forbids). 240/XXZ are dropped: planned byes are
 *   written in the 001 lines.
 * - A withdrawn player: zero-point byes written ahead for the rounds still to be paired, and a
 *   PWW line where those do not say the withdrawal's round (a finished event).
 * - A result corrected after later rounds were paired: PWR lines keep what those rounds were
 *   paired from (Pairing.asPaired; one game per round only), so a checker can replay them.
 */
export interface TrfWriteOptions {
  /**
   * The rank column (86-89) of every player: the final standings rank with the tournament's
   * tie-breaks, as the standings screen shows it (the rating report). Absent: the base's rank
   * while the points are unchanged, else 1 + the number of players with more points.
   */
  readonly ranks?: ReadonlyMap<number, number>;
  /**
   * Write every header record the details give, 062 and 072 included, also where the base had
   * none (the rating report). Without it, an imported file gains no 062/072 it did not have.
   */
  readonly fullHeader?: boolean;
}

export const trfFromTournament = (t: Tournament, base?: TrfDocument, options: TrfWriteOptions = {}): TrfDocument => {
  const g = gamesPerRoundOf(t);
  // Planned byes the base's own 240/XXZ lines still say are written back as those lines, not as
  // 001 entries (lossless round trip).
  const keptPlanned = plannedKeptAsRecords(t, base, g);
  const players = playerLinesOf(t, base, g, keptPlanned, options.ranks);
  // Each setting in the style the base used for it (TRF(x)/TRF(bx) codes by default): recordTable's writers.
  const baseRecords = base?.records ?? [];
  const w: Writing = {
    t, base, g, players, keptPlanned,
    fullHeader: options.fullHeader === true,
    baseLines: (setting) => baseRecords.filter((r) => settingOf(r.text) === setting).map((r) => r.text),
    uses: (code) => baseRecords.some((r) => r.text.startsWith(code)),
  };
  const generated = new Map(writtenEntries.map((e) => [e.setting, e.write(w)] as const));
  const records = placeRecords(baseRecords, generated, players.length, t.name);

  let line = 0;
  const numbered: NumberedLine[] = records.map((r) => ({ text: r.text, line: ++line }));
  const read = settingsFromRecords(numbered, new Set(players.map((p) => p.startRank)));
  if (!read.ok) throw new Error(`trfFromTournament wrote a record it cannot read back: ${read.error.message}`);

  return {
    players,
    records,
    settings: read.settings,
    lineEnding: base?.lineEnding ?? '\n',
    finalLineEnding: base?.finalLineEnding ?? true,
  };
};

/** Per round: each player's pairing and bye. */
type RoundIndex = readonly { readonly pairingOf: ReadonlyMap<number, Pairing>; readonly byeOf: ReadonlyMap<number, ByeKind> }[];

const roundIndexOf = (t: Tournament): RoundIndex =>
  t.rounds.map((round) => {
    const pairingOf = new Map<number, Pairing>();
    for (const p of round.pairings) { pairingOf.set(p.white, p); pairingOf.set(p.black, p); }
    const byeOf = new Map<number, ByeKind>(round.byes.map((b) => [b.player, b.kind]));
    return { pairingOf, byeOf };
  });

/** A player's round entries: the rounds paired, the byes planned ahead, a withdrawal's zero-point byes. */
const entriesOf = (t: Tournament, index: RoundIndex, g: number, keptPlanned: ReadonlySet<string>, player: Player): TrfRoundEntry[] => {
  const entries: TrfRoundEntry[] = [];
  for (const { pairingOf, byeOf } of index) {
    const pairing = pairingOf.get(player.id);
    const bye = byeOf.get(player.id);
    for (let j = 0; j < g; j++) {
      entries.push(pairing ? gameEntry(pairing, player.id, j) : bye !== undefined ? byeEntry(bye) : blank);
    }
  }
  const planned = t.plannedByes.filter((b) => b.player === player.id && b.round > t.rounds.length && !keptPlanned.has(`${b.player}:${b.round}`));
  for (const b of [...planned].sort((a, c) => a.round - c.round)) {
    while (entries.length < (b.round - 1) * g) entries.push(blank);
    for (let j = 0; j < g; j++) entries.push(byeEntry(b.kind));
  }
  // A withdrawn player's rounds still to be paired: zero-point byes written ahead, the way a
  // TRF(x) tells a pairing program (bbpPairings, JaVaFo) not to pair a player again.
  const w = player.withdrawnFromRound;
  if (w !== undefined) {
    for (let r = Math.max(w, t.rounds.length + 1); r <= t.totalRounds; r++) {
      while (entries.length < (r - 1) * g) entries.push(blank);
      if (entries.length === (r - 1) * g) for (let j = 0; j < g; j++) entries.push(byeEntry('Z'));
    }
  }
  while (entries.length > 0 && entries[entries.length - 1] === blank) entries.pop();
  return entries;
};

/** Each player's round entries (as the base wrote them where they mean the same) and points. */
const playerRoundsOf = (t: Tournament, base: TrfDocument | undefined, g: number, keptPlanned: ReadonlySet<string>) => {
  const paired = t.rounds.length * g;
  const baseByRank = new Map((base?.players ?? []).map((p) => [p.startRank, p] as const));
  const index = roundIndexOf(t);
  const entriesOfPlayer = (p: Player): TrfRoundEntry[] => entriesOf(t, index, g, keptPlanned, p);
  return [...t.players]
    .sort((a, b) => a.id - b.id)
    .map((p) => {
      const old = baseByRank.get(p.id);
      const fresh = entriesOfPlayer(p);
      const rounds = old === undefined ? fresh : asWritten(fresh, old.rounds, t.scoring);
      // An unchanged line keeps the points it lists (which may count a bye decided ahead, as
      // bbpPairings accepts); a changed one lists the paired rounds plus any 299 adjustment.
      const unchanged = old !== undefined && rounds.length === old.rounds.length && rounds.every((e, i) => e === old.rounds[i]);
      const points = unchanged ? old.points : tenths(pointsFromRounds(rounds.slice(0, paired), t.scoring) + adjustmentOf(t.pointAdjustments, p.id, t.rounds.length));
      return { p, old, rounds, points, unchanged };
    });
};

/** The 001 lines of the tournament, the base's fields and unchanged entries kept as written. */
const playerLinesOf = (
  t: Tournament, base: TrfDocument | undefined, g: number, keptPlanned: ReadonlySet<string>, ranks: ReadonlyMap<number, number> | undefined,
): TrfPlayer[] => {
  const withRounds = playerRoundsOf(t, base, g, keptPlanned);
  // 1 + the number of players with more points.
  const sortedPoints = withRounds.map((w) => w.points).sort((a, b) => b - a);
  const competitionRank = (points: number): number => {
    let lo = 0, hi = sortedPoints.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if ((sortedPoints[mid] ?? 0) > points) lo = mid + 1; else hi = mid; }
    return lo + 1;
  };
  return withRounds.map(({ p, old, rounds, points, unchanged }) => {
    const rank = ranks?.get(p.id) ?? (old !== undefined && (unchanged || old.points === points) ? old.rank : competitionRank(points));
    // A field the event did not change is written as the file wrote it (sex f, title m, 1969.12.06).
    const kept = <K extends 'sex' | 'title' | 'federation' | 'fideId' | 'birthDate'>(key: K, same: (written: string) => boolean, value: string): string =>
      old !== undefined && same(old[key]) ? old[key] : value;
    return {
      startRank: p.id,
      sex: kept('sex', (w) => sexFromFile(w) === p.sex, p.sex ?? ''),
      title: kept('title', (w) => titleFromFile(w) === (p.title ?? ''), p.title ?? ''),
      name: old !== undefined && old.name.trim() === p.name ? old.name : p.name,
      rating: p.rating,
      federation: kept('federation', (w) => w.toUpperCase() === (p.federation ?? ''), p.federation ?? ''),
      fideId: kept('fideId', (w) => w === (p.fideId ?? ''), p.fideId ?? ''),
      birthDate: kept('birthDate', (w) => w === (p.birthDate ?? ''), p.birthDate ?? ''),
      points: tenths(points),
      rank: rank ?? null,
      rounds,
      ...(old?.source !== undefined ? { source: old.source } : {}),
    };
  });
};

/**
 * The records in the base's order: a line of a setting the tournament writes as the base wrote it
 * stays where it was; a setting written otherwise goes where the base's first line of it was; a
 * setting the base did not have goes after the records (after the header for 022-132). A file
 * without 012 gets `012 <name>` first.
 */
const placeRecords = (baseRecords: readonly TrfRecord[], generated: ReadonlyMap<SettingName, readonly string[]>, playerCount: number, name: string): TrfRecord[] => {
  const records: TrfRecord[] = [];
  const placed = new Set<SettingName>();
  const lines = (setting: SettingName): readonly string[] => generated.get(setting) ?? [];
  if (!baseRecords.some((r) => r.text.startsWith('012'))) records.push({ text: `012 ${name}`, playersBefore: 0 });
  // A setting written as the base wrote it keeps each line where it was.
  const inPlace = (setting: SettingName): boolean => {
    const mine = baseRecords.filter((r) => settingOf(r.text) === setting).map((r) => r.text);
    return mine.length > 0 && lines(setting).length === mine.length && lines(setting).every((x, i) => x === mine[i]);
  };
  for (const r of baseRecords) {
    const setting = settingOf(r.text);
    if (setting === null || inPlace(setting)) {
      if (setting !== null) placed.add(setting);
      records.push({ text: r.text, playersBefore: Math.min(r.playersBefore, playerCount) });
      continue;
    }
    if (placed.has(setting)) continue;
    placed.add(setting);
    for (const text of lines(setting)) records.push({ text, playersBefore: Math.min(r.playersBefore, playerCount) });
  }
  for (const e of writtenEntries) {
    if (placed.has(e.setting)) continue;
    if (e.header) {
      // A header line the base did not have goes with the header, after its last line at the top.
      let at = 0;
      records.forEach((r, i) => { if (r.playersBefore === 0 && (r.text.startsWith('012') || writtenEntryOf.get(r.text.slice(0, 3))?.header === true)) at = i + 1; });
      records.splice(at, 0, ...lines(e.setting).map((text) => ({ text, playersBefore: 0 })));
      continue;
    }
    for (const text of lines(e.setting)) records.push({ text, playersBefore: playerCount });
  }
  return records;
};

/** Two entries that mean the same (same opponent and result code; a bye of the same kind and points; an unplayed game's colour). */
const sameMeaning = (fresh: TrfRoundEntry, written: TrfRoundEntry, scoring: Tournament['scoring']): boolean => {
  if (fresh.opponent !== written.opponent) return false;
  if (fresh.opponent === null) {
    // A bye or absence: the same kind and the same points (lichess-style "0000 - -" for Z, blank for absent).
    return byeKindOfEntry(fresh) === byeKindOfEntry(written) && pointsForEntry(fresh, scoring) === pointsForEntry(written, scoring);
  }
  if (fresh.result !== written.result) return false;
  if (fresh.colour === written.colour) return true;
  // An unplayed game (forfeit) written without colours keeps none (C.04.1: colours of unplayed games do not count).
  const unplayed = fresh.result === '+' || fresh.result === '-';
  return unplayed && written.colour !== 'w' && written.colour !== 'b';
};

/**
 * The entries to write: each regenerated entry that means what the base's entry says is written as
 * the base wrote it; the base's trailing entries that mean "nothing" (blank) are kept too.
 */
const asWritten = (fresh: readonly TrfRoundEntry[], written: readonly TrfRoundEntry[], scoring: Tournament['scoring']): TrfRoundEntry[] => {
  const out: TrfRoundEntry[] = [];
  for (let i = 0; i < Math.max(fresh.length, written.length); i++) {
    const f = fresh[i] ?? blank;
    const w = written[i];
    out.push(w !== undefined && sameMeaning(f, w, scoring) ? w : f);
  }
  while (out.length > fresh.length && out[out.length - 1] === blank) out.pop();
  return out;
};

const sexFromFile = (s: string): string | undefined => {
  const l = s.toLowerCase();
  return l === 'm' ? 'm' : l === 'w' || l === 'f' ? 'w' : undefined;
};

/**
 * The TRF text of a tournament (Export TRF): with the text of the file it was imported from, that
 * file's records, layout and unchanged lines are kept (a file that no longer reads is not used).
 */
export const tournamentTrfText = (t: Tournament, source?: string, options: TrfWriteOptions = {}): string => {
  const read = source === undefined ? null : readTrf(source);
  return writeTrf(trfFromTournament(t, read !== null && read.ok ? read.doc : undefined, options));
};
