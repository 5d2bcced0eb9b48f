import type { PlayerId, SystemSettings, Tenths, Tournament } from '../model';
import { formatTenths } from '../model';
import { playerRecords, scores } from '../standings';
import type { StandingsReport } from '../standings';
import { resultText, standingsNames, systemModule } from '../systems';
import type { Seats } from '../systems';
import { sideCounts, sideCountText } from '../netrunner';
import { withAgreementMark } from '../netrunner';



/**
 * What goes on the printed sheets and the projector, as plain data (no React, no DOM), so the
 * same rows serve the print route, the projector and the unit tests.
 */

/** The names of the two seats of a board and of its games, in the tournament's system's words. */
export const seatsFor = (settings: SystemSettings, games: number): Seats => systemModule(settings).seats(settings, games);

/** The seat a player has in game 1, in the alphabetical list's words. */
const seatWord = (settings: SystemSettings, games: number, first: boolean): string => {
  const s = seatsFor(settings, games);
  return first ? s.first : s.second;
};

export interface SeatEntry {
  readonly id: PlayerId;
  readonly name: string;
  readonly rating: number;
  /** Points before the round. */
  readonly points: string;
  /**
   * Netrunner: the identity played on this seat (single-sided: the first seat corps; double-sided:
   * both, "Corp / Runner"); '' for other games or when not registered.
   */
  readonly identity: string;
  /**
   * Single-sided Netrunner: the player's Corp and Runner games before this round, "C2 R1" (as
   * Aesop's Tables shows them beside a pairing); '' otherwise.
   */
  readonly sides: string;
}

export interface BoardRow {
  readonly kind: 'board';
  readonly board: number;
  readonly first: SeatEntry;
  readonly second: SeatEntry;
  /** One text per game ('' when not entered). */
  readonly results: readonly string[];
}

export interface ByeRow {
  readonly kind: 'bye';
  readonly player: SeatEntry;
  readonly label: string;
}

const byeLabel = (kind: string): string => {
  switch (kind) {
    case 'U': return 'Bye (given by the pairing)';
    case 'F': return 'Full-point bye';
    case 'H': return 'Half-point bye';
    case 'Z': return 'Zero-point bye';
    default: return 'Not paired';
  }
};

/** Points of every player before round `round` (rounds 1..round-1). */
const pointsBefore = (t: Tournament, round: number): ReadonlyMap<PlayerId, Tenths> =>
  scores({ ...t, rounds: t.rounds.filter((r) => r.number < round) });

/** Pairings by board (boards in playing order, then the byes). */
export const boardList = (t: Tournament, round: number): readonly (BoardRow | ByeRow)[] => {
  const r = t.rounds.find((x) => x.number === round);
  if (!r) return [];
  const pts = pointsBefore(t, round);
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  // Names as every list shows them: a withdrawn player marked (the system's drop mark).
  const names = standingsNames(t);
  const netrunner = systemModule(t.settings).netrunner;
  // from round 2 on: before round 1 every count is C0 R0 and says nothing
  const sides = netrunner && !netrunner.doubleSided && round > 1 ? sideCounts({ ...t, rounds: t.rounds.filter((x) => x.number < round) }) : null;
  const entry = (id: PlayerId, seat: 'first' | 'second' | 'bye'): SeatEntry => {
    const p = byId.get(id);
    const identity = !netrunner ? ''
      : netrunner.doubleSided || seat === 'bye' ? [p?.corpIdentity, p?.runnerIdentity].filter(Boolean).join(' / ')
      : (seat === 'first' ? p?.corpIdentity : p?.runnerIdentity) ?? '';
    const count = sides?.get(id);
    return {
      id, name: names.get(id) ?? `#${id}`, rating: p?.rating ?? 0, points: formatTenths(pts.get(id) ?? (0 as Tenths)),
      identity, sides: count ? sideCountText(count) : '',
    };
  };
  return [
    ...r.pairings.map((p): BoardRow => ({
      kind: 'board', board: p.board, first: entry(p.white, 'first'), second: entry(p.black, 'second'), results: p.games.map((g) => withAgreementMark(p, resultText(t, g))),
    })),
    ...r.byes.map((b): ByeRow => ({ kind: 'bye', player: entry(b.player, 'bye'), label: byeLabel(b.kind) })),
  ];
};

export interface AlphaRow {
  readonly name: string;
  readonly id: PlayerId;
  /** Points before the round, as on the board list. */
  readonly points: string;
  /** Board number, or '' for a bye / not paired. */
  readonly board: string;
  readonly seat: string;
  readonly opponent: string;
}

/** Locale-aware, case-insensitive order by name, then seed (for equal names). */
export const byName = (a: { name: string; id: number }, b: { name: string; id: number }): number =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;

/** Pairings alphabetical by player, for posting: every player exactly once, with their points before the round. */
export const alphabeticalList = (t: Tournament, round: number): readonly AlphaRow[] => {
  const r = t.rounds.find((x) => x.number === round);
  const games = r?.pairings[0]?.games.length ?? 1;
  const names = standingsNames(t);
  const pts = pointsBefore(t, round);
  const where = new Map<PlayerId, Omit<AlphaRow, 'name' | 'id' | 'points'>>();
  for (const p of r?.pairings ?? []) {
    where.set(p.white, { board: String(p.board), seat: seatWord(t.settings, games, true), opponent: `${names.get(p.black) ?? ''} (${p.black})` });
    where.set(p.black, { board: String(p.board), seat: seatWord(t.settings, games, false), opponent: `${names.get(p.white) ?? ''} (${p.white})` });
  }
  for (const b of r?.byes ?? []) where.set(b.player, { board: '', seat: '', opponent: byeLabel(b.kind) });
  // Sorted by the name as registered; shown with the mark of a withdrawn player.
  return t.players
    .map((p) => ({ sortName: p.name, row: { name: names.get(p.id) ?? p.name, id: p.id, points: formatTenths(pts.get(p.id) ?? (0 as Tenths)), ...(where.get(p.id) ?? { board: '', seat: '', opponent: 'Not paired' }) } }))
    .sort((a, b) => byName({ name: a.sortName, id: a.row.id }, { name: b.sortName, id: b.row.id }))
    .map((x): AlphaRow => x.row);
};

/**
 * The crosstable (wall chart): per round one cell per game, "opponent seat result" as arbiters
 * write it ("12w1", "7b½", "-" for a bye or absence with its points). By start rank (during the
 * event), or by final rank (the final crosstable): then each opponent is named by their line in
 * the table (their place), and each row carries the rank and the tie-breaks of the standings.
 */
export interface CrossRow {
  readonly id: PlayerId;
  /** The number the other rows' cells call this player by: the start rank, or the place in rank order. */
  readonly position: number;
  readonly name: string;
  readonly title: string;
  readonly federation: string;
  readonly rating: number;
  readonly cells: readonly string[];
  readonly total: string;
  /** In rank order: the rank (shared where every tie-break is equal) and the tie-break texts. */
  readonly rank?: number;
  readonly tieBreaks?: readonly string[];
}

const codeText = (code: string): string => (code === '=' ? '½' : code === 'D' ? '½' : code);

export const crosstable = (t: Tournament, byRank?: StandingsReport): readonly CrossRow[] => {
  const records = playerRecords(t);
  const netrunner = systemModule(t.settings).game === 'netrunner';
  const names = standingsNames(t);
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const order = byRank ? byRank.rows.map((r) => r.player) : t.players.map((p) => p.id);
  const position = new Map<number, number>(order.map((id, i) => [id, byRank ? i + 1 : id]));
  const standing = new Map(byRank?.rows.map((r) => [r.player, r] as const) ?? []);
  const ref = (id: number): number => position.get(id) ?? id;
  return order.map((id) => {
    const p = byId.get(id);
    const rec = records.get(id);
    const cells = t.rounds.map((r) => {
      const entries = (rec?.entries ?? []).filter((e) => e.round === r.number);
      const paired = r.pairings.find((x) => x.white === id || x.black === id);
      if (entries.length === 0 && paired) {
        const opp = paired.white === id ? paired.black : paired.white;
        const seat = paired.white === id ? (netrunner ? 'c' : 'w') : (netrunner ? 'r' : 'b');
        return `${ref(opp)}${seat}`;
      }
      return entries.map((e) => {
        if (e.kind === 'bye') return e.byeKind === 'absent' ? '–' : `${e.byeKind} ${formatTenths(e.points)}`;
        const seat = e.colour === 'white' ? (netrunner ? 'c' : 'w') : (netrunner ? 'r' : 'b');
        return `${ref(e.opponent)}${seat}${codeText(e.code)}`;
      }).join(' ');
    });
    const s = standing.get(id);
    return {
      id, position: ref(id), name: names.get(id) ?? `#${id}`, title: p?.title ?? '', federation: p?.federation ?? '', rating: p?.rating ?? 0,
      cells, total: formatTenths(rec?.score ?? (0 as Tenths)),
      ...(s ? { rank: s.rank, tieBreaks: s.tieBreaks.map((x) => x.text) } : {}),
    };
  });
};

/** The last round that has been paired (what a posted sheet shows by default), or 0. */
export const currentRound = (t: Tournament): number => t.rounds[t.rounds.length - 1]?.number ?? 0;
