import type { PlayerId, ScoringRule, Tenths } from '../model';
import { adjustmentOf, assertNever, boardResultOf, formatTenths, playerFieldProblems, tenths, titleFromFile } from '../model';
import type { GameCode, PlayerFieldProblem } from '../model';
import { colourColumn, opponentColumn, readPlayerLine, resultColumn } from './playerLine';
import type { NumberedLine } from './records';
import { settingsFromRecords } from './records';
import type {
  TrfDocument, TrfError, TrfLineEnding, TrfPlayer, TrfReadResult, TrfRecord, TrfRoundEntry, TrfSettings, TrfWarning,
} from './types';

/** Points one round entry is worth under a scoring rule (bbpPairings' rule: points follow from results). */
export const pointsForEntry = (e: TrfRoundEntry, s: ScoringRule): Tenths => {
  const r = e.result;
  switch (r) {
    case '1': case 'W': return s.win;
    case '=': case 'D': return s.draw;
    case '0': case 'L': return s.loss;
    case '+': return s.forfeitWin;
    case '-': return s.forfeitLoss;
    case 'H': return s.halfPointBye;
    case 'F': return s.fullPointBye;
    case 'U': return s.pairingAllocatedBye;
    case 'Z': return s.zeroPointBye;
    // Blank: with an opponent, a game without a result yet; without one, ≡ Z (TRF-16).
    case ' ': return e.opponent === null ? s.zeroPointBye : tenths(0);
    default: return assertNever(r);
  }
};

/**
 * The number of TRF rounds already paired: the last round in which some entry took part in the
 * pairing (an opponent, a pairing-allocated bye 'U', or a '+'), as bbpPairings counts them.
 * Entries after it are byes decided before their round was paired.
 */
export const pairedRounds = (players: readonly TrfPlayer[]): number => {
  let paired = roundsWithPairing(players);
  // A round after it in which every player has an entry (byes decided before it, so nobody was
  // left to pair) was played all the same: bbpPairings' evenUpMatchHistories counts it, and pairs
  // the round after it.
  const hasEntry = (e: TrfRoundEntry | undefined): boolean => e !== undefined && (e.opponent !== null || e.colour !== ' ' || e.result !== ' ');
  while (players.length > 0 && players.every((p) => hasEntry(p.rounds[paired]))) paired++;
  return paired;
};

/** The last round in which some entry took part in the pairing (an opponent, 'U' or '+'). */
const roundsWithPairing = (players: readonly TrfPlayer[]): number => {
  let paired = 0;
  for (const p of players) {
    p.rounds.forEach((e, i) => {
      if (e.opponent !== null || e.result === 'U' || e.result === '+') paired = Math.max(paired, i + 1);
    });
  }
  return paired;
};

/** Sum of a player's round entries. */
export const pointsFromRounds = (rounds: readonly TrfRoundEntry[], s: ScoringRule): Tenths =>
  tenths(rounds.reduce((sum, e) => sum + pointsForEntry(e, s), 0));

const describeScoring = (s: ScoringRule): string =>
  `win ${formatTenths(s.win)}, draw ${formatTenths(s.draw)}, loss ${formatTenths(s.loss)}, ` +
  `forfeit win ${formatTenths(s.forfeitWin)}, forfeit loss ${formatTenths(s.forfeitLoss)}, ` +
  `PAB ${formatTenths(s.pairingAllocatedBye)}, full-point bye ${formatTenths(s.fullPointBye)}, ` +
  `half-point bye ${formatTenths(s.halfPointBye)}, zero-point bye ${formatTenths(s.zeroPointBye)}`;

const gameCodes: readonly string[] = ['1', '=', '0', 'W', 'D', 'L', '+', '-'];
const isGameCode = (c: string): c is GameCode => gameCodes.includes(c);

/** Splits on CR, LF or CRLF; reports the first line ending and whether the text ends with one. */
const splitLines = (text: string): { lines: string[]; lineEnding: TrfLineEnding; finalLineEnding: boolean } => {
  const m = /\r\n|\r|\n/.exec(text);
  const lineEnding: TrfLineEnding = m === null ? '\n' : (m[0] as TrfLineEnding);
  const lines = text.split(/\r\n|\r|\n/);
  const finalLineEnding = lines.length > 1 && lines[lines.length - 1] === '';
  if (finalLineEnding) lines.pop();
  if (!finalLineEnding && lines.length === 1 && lines[0] === '') lines.pop();
  return { lines, lineEnding, finalLineEnding };
};

/** The first column of each 001 field a warning may name. */
const fieldColumn: Readonly<Record<PlayerFieldProblem['field'], number>> = { sex: 10, title: 11, federation: 54, fideId: 58, birthDate: 70 };

/** The most lines readTrf reads (larger files are refused at once, with a message). */
export const maxTrfLines = 100_000;

/**
 * Reads a TRF-16 / TRF(x) / TRF(bx) / TRF-2026 file. Never throws: any input gives either a
 * document or the first error, with its 1-based line and column and what was expected there.
 */
export const readTrf = (text: string): TrfReadResult => {
  try {
    return read(text);
  } catch (e) {
    return { ok: false, error: { line: 1, column: 1, message: `internal error while reading the TRF: ${e instanceof Error ? e.message : String(e)}` } };
  }
};

const read = (input: string): TrfReadResult => {
  const fail = (error: TrfError): TrfReadResult => ({ ok: false, error });
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const { lines, lineEnding, finalLineEnding } = splitLines(text);
  // Size limit (bbpPairings has one too): 9999 players and their records fit many times over;
  // a file of millions of lines is not a TRF and would freeze the page for a minute.
  if (lines.length > maxTrfLines) {
    return fail({ line: maxTrfLines + 1, column: 1, message: `expected at most ${maxTrfLines} lines in a TRF file (at most 9999 players and their records); this file has ${lines.length}` });
  }

  const split = splitSections(lines);
  if (!split.ok) return split;
  const { players, records, recordLines, lineOf, warnings } = split;

  const byRank = new Map<number, TrfPlayer>();
  for (const p of players) byRank.set(p.startRank, p);
  const ranks = [...byRank.keys()].sort((a, b) => a - b);
  const symmetry = symmetryError(split, byRank, ranks);
  if (symmetry !== null) return fail(symmetry);

  const settingsRead = settingsFromRecords(recordLines, new Set(ranks));
  if (!settingsRead.ok) return fail(settingsRead.error);
  warnings.push(...settingsRead.warnings);

  const checked = checkedPoints(split, settingsRead.settings, settingsRead.pairingAllocatedByeStated);
  if (!checked.ok) return checked;
  warnings.push(...checked.warnings);
  const { settings } = checked;

  // At most one pairing-allocated bye per round (TRF-16 'U').
  const maxRounds = players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  for (let r = 1; r <= maxRounds; r++) {
    const holders = players.filter((p) => p.rounds[r - 1]?.result === 'U');
    if (holders.length > 1) {
      const second = holders[1] as TrfPlayer;
      warnings.push({ line: lineOf.get(second.startRank) ?? 0, column: resultColumn(r), message: `round ${r}: more than one pairing-allocated bye (U): players ${holders.map((h) => h.startRank).join(', ')}` });
    }
  }

  const doc: TrfDocument = { players: checked.players, records, settings, lineEnding, finalLineEnding };
  return { ok: true, doc, warnings };
};

/** A file's lines: the 001 lines read (each on its own) and the other records, with the line numbers. */
interface Sections {
  readonly players: TrfPlayer[];
  /** The 1-based line of each player (same index as players). */
  readonly playerLines: number[];
  /** Whether each player's points (81-84) are blank. */
  readonly pointsBlank: boolean[];
  readonly records: TrfRecord[];
  readonly recordLines: NumberedLine[];
  /** The 1-based line of each start rank. */
  readonly lineOf: Map<number, number>;
  readonly warnings: TrfWarning[];
}

const splitSections = (lines: readonly string[]): ({ readonly ok: true } & Sections) | { readonly ok: false; readonly error: TrfError } => {
  const s: Sections = { players: [], playerLines: [], pointsBlank: [], records: [], recordLines: [], lineOf: new Map(), warnings: [] };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const lineNo = i + 1;
    if (line.startsWith('001')) {
      const r = readPlayerLine(line, lineNo);
      if (!r.ok) return { ok: false, error: r.error };
      const previous = s.lineOf.get(r.player.startRank);
      if (previous !== undefined) {
        return { ok: false, error: { line: lineNo, column: 5, message: `expected a start rank not used before; ${r.player.startRank} is already on line ${previous}` } };
      }
      s.lineOf.set(r.player.startRank, lineNo);
      s.players.push(r.player);
      s.playerLines.push(lineNo);
      // Fields another program writes its own way are kept as written (core/model playerFieldProblems).
      for (const x of playerFieldProblems({ title: titleFromFile(r.player.title), federation: r.player.federation.toUpperCase(), fideId: r.player.fideId, birthDate: r.player.birthDate })) {
        s.warnings.push({ line: lineNo, column: fieldColumn[x.field], message: `player ${r.player.startRank}: ${x.message}; kept as written` });
      }
      s.pointsBlank.push(r.pointsBlank);
      s.warnings.push(...r.warnings);
    } else {
      s.records.push({ text: line, playersBefore: s.players.length });
      s.recordLines.push({ text: line, line: lineNo });
    }
  }
  return { ok: true, ...s };
};

/**
 * Every game is listed on both players' lines, with the same round, opposite colours and
 * results that make one board (TRF-16: the opponent field is the scheduled opponent).
 */
const symmetryError = (s: Sections, byRank: ReadonlyMap<number, TrfPlayer>, ranks: readonly number[]): TrfError | null => {
  const rangeText = ranks.length === 0 ? 'none' : `${ranks[0]}-${ranks[ranks.length - 1]}`;
  for (let i = 0; i < s.players.length; i++) {
    const a = s.players[i] as TrfPlayer;
    const lineNo = s.playerLines[i] ?? 0;
    for (let r = 1; r <= a.rounds.length; r++) {
      const e = a.rounds[r - 1] as TrfRoundEntry;
      if (e.opponent === null) continue;
      const b = byRank.get(e.opponent);
      if (b === undefined) {
        return { line: lineNo, column: opponentColumn(r), message: `round ${r}: expected the opponent to be a start rank listed on a 001 line (${rangeText}), found ${e.opponent}` };
      }
      const wrong = gameError(a, e, b, r, lineNo, s.lineOf.get(b.startRank) ?? 0);
      if (wrong !== null) return wrong;
    }
  }
  return null;
};

/** Round r of player a (entry e, on line lineNo) against b (on line bLine): the same game on both lines. */
const gameError = (a: TrfPlayer, e: TrfRoundEntry, b: TrfPlayer, r: number, lineNo: number, bLine: number): TrfError | null => {
  const f = b.rounds[r - 1];
  if (f === undefined || f.opponent !== a.startRank) {
    const theirs = f === undefined ? 'nothing' : f.opponent === null ? 'no opponent' : `opponent ${f.opponent}`;
    return { line: lineNo, column: opponentColumn(r), message: `round ${r}: player ${a.startRank} is listed against ${b.startRank}, but ${b.startRank}'s line (line ${bLine}) has ${theirs} in round ${r}; expected it to list ${a.startRank}` };
  }
  if (a.startRank > b.startRank) return null; // the pair was checked from the other side
  const aColoured = e.colour === 'w' || e.colour === 'b';
  const bColoured = f.colour === 'w' || f.colour === 'b';
  if (aColoured !== bColoured || (aColoured && e.colour === f.colour)) {
    return { line: lineNo, column: colourColumn(r), message: `round ${r}: expected colours opposite to ${b.startRank}'s (line ${bLine}, colour '${f.colour}'), found '${e.colour}'` };
  }
  if ((e.result === ' ') !== (f.result === ' ')) {
    return { line: lineNo, column: resultColumn(r), message: `round ${r}: one of ${a.startRank} and ${b.startRank} (line ${bLine}) has a result and the other has none; expected both or neither` };
  }
  if (e.result !== ' ' && isGameCode(e.result) && isGameCode(f.result)) {
    const ok = aColoured
      ? (e.colour === 'w' ? boardResultOf(e.result, f.result) : boardResultOf(f.result, e.result)) !== null
      : (e.result === '+' && f.result === '-') || (e.result === '-' && f.result === '+') || (e.result === '-' && f.result === '-');
    if (!ok) {
      return { line: lineNo, column: resultColumn(r), message: `round ${r}: result '${e.result}' against ${b.startRank}, whose line (line ${bLine}) says '${f.result}'; expected results that make one game (1/0, =/=, W/L, D/D, +/-, -/-)` };
    }
  } else if (e.result !== ' ') {
    return { line: lineNo, column: resultColumn(r), message: `round ${r}: expected a game result against ${b.startRank}, found '${e.result}'` };
  }
  return null;
};

type PointsChecked =
  | { readonly ok: true; readonly players: TrfPlayer[]; readonly warnings: TrfWarning[] }
  | { readonly ok: false; readonly error: TrfError };

/** What the reader says when it reads a file's `U` as 0 points (the points column's reading). */
const pairingAllocatedByeAsZero = 'the file\'s points count a pairing-allocated bye (U) as 0 points; read it so, as JaVaFo does; add `BBU 0.0` to say so';

/**
 * The one check of the points column (81-84), with the point system the file is read with.
 *
 * bbpPairings checks the points against BBU, which defaults to the win value, and refuses a file
 * that counts a pairing-allocated bye otherwise ("The score for player N does not match the game
 * results"). JaVaFo's Advanced User Manual ("Interpretation extensions"): the points column "is
 * tentatively used to infer the scoring point system used" (deprecated since 2.2 in favour of XXS,
 * and checked strictly when XXS is present). Files from programs that give a pairing-allocated bye
 * 0 points say nothing of it: when no BBU, 162 P or XXS states the bye's value, and every line's
 * points match the results only with the `U` worth 0, the file is read so (as JaVaFo reads it), and
 * a warning says what was inferred. Any other mismatch is refused as bbpPairings refuses it.
 */
const checkedPoints = (
  s: Sections,
  settings: TrfSettings,
  byeStated: boolean,
): ({ readonly ok: true; readonly players: TrfPlayer[]; readonly settings: TrfSettings; readonly warnings: TrfWarning[] }) | { readonly ok: false; readonly error: TrfError } => {
  const asRead = pointsAgainst(s, settings);
  if (asRead.ok) return { ...asRead, settings };
  const hasU = s.players.some((p) => p.rounds.some((e) => e.result === 'U'));
  if (byeStated || !hasU || settings.scoring.pairingAllocatedBye === 0) return asRead;
  const zero: TrfSettings = { ...settings, scoring: { ...settings.scoring, pairingAllocatedBye: tenths(0) } };
  const asZero = pointsAgainst(s, zero);
  if (!asZero.ok) return asRead;
  // Named at the first line whose points the usual reading refused.
  const inferred: TrfWarning = { line: asRead.error.line, column: 81, message: pairingAllocatedByeAsZero, inferred: true };
  return { ok: true, players: asZero.players, settings: zero, warnings: [inferred, ...asZero.warnings] };
};

/**
 * bbpPairings: "checks that all players' scores are computed correctly from the tournament
 * results. If this is not the case, it issues an error message and refuses to proceed."
 * As bbpPairings does, the listed points may leave out the entries after the last paired round
 * (byes decided before their round: `0000 - H/Z/F`) and may include the current acceleration.
 * The rounds with a pairing: the points of a later round of byes only (pairedRounds counts it as
 * played) may be listed or not, as the byes ahead may. Blank points are filled in, with a warning.
 */
const pointsAgainst = (s: Sections, settings: TrfSettings): PointsChecked => {
  const paired = roundsWithPairing(s.players);
  const checked: TrfPlayer[] = [];
  const warnings: TrfWarning[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i] as TrfPlayer;
    const lineNo = s.playerLines[i] ?? 0;
    const played = pointsFromRounds(p.rounds.slice(0, paired), settings.scoring);
    const ahead = pointsFromRounds(p.rounds.slice(paired), settings.scoring);
    const acc = settings.acceleration.get(p.startRank as PlayerId)?.[paired] ?? 0;
    // TRF-2026 299: the listed points include the adjustments of the rounds played.
    const adjusted = adjustmentOf(settings.pointAdjustments, p.startRank as PlayerId, paired);
    const accepted = [played, played + ahead, played + acc, played + ahead + acc].map((x) => x + adjusted);
    if (s.pointsBlank[i]) {
      const computed = tenths(played + ahead + adjusted);
      warnings.push({ line: lineNo, column: 81, message: `no points in columns 81-84; using ${formatTenths(computed)} from the results` });
      checked.push({ ...p, points: computed });
    } else if (!accepted.includes(p.points)) {
      return {
        ok: false,
        error: {
          line: lineNo,
          column: 81,
          message: `player ${p.startRank}: expected the points the results give in columns 81-84; they list ${formatTenths(p.points)} points, but the results give ${formatTenths(played)}` +
            (ahead !== 0 ? ` (${formatTenths(played + ahead)} with the byes after round ${paired})` : '') +
            (adjusted !== 0 ? ` and ${formatTenths(tenths(adjusted))} from 299 adjustments` : '') +
            ` with ${describeScoring(settings.scoring)}${settings.scoringGiven ? ' (from the file\'s BB*/162/XXS records)' : ' (the standard values; add BBW/BBD/... or 162 for others)'}`,
        },
      };
    } else checked.push(p);
  }
  return { ok: true, players: checked, warnings };
};
