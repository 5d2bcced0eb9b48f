import type { BoardResult, PlayerId, Tournament } from '../model';
import { formatTenths } from '../model';
import { describeSystem, moduleOf, phoneLinesOf, standings, standingsNames } from '../systems';

import { officialBoardKey, roundKey, rowKey } from './officialRead';
import type { Official } from './officialRead';

export * from './officialRead';

const wordedResults: readonly BoardResult[] = ['white-wins', 'draw', 'black-wins', 'white-wins-forfeit', 'black-wins-forfeit', 'double-forfeit'];

/**
 * The official view of a tournament (the chief's laptop's own data, as everyone else may see it).
 * `disputed`: the boards of the latest round whose arbiters' entries differ; they are shown with
 * no result, and the standings are those without them.
 */
export const officialOf = (event: string, name: string, t: Tournament, disputed: ReadonlySet<number> = new Set()): Official => {
  const module = moduleOf(t);
  const seats = module.seats(t.settings as never, 1);
  const names = standingsNames(t);
  const latest = t.rounds.at(-1)?.number ?? 0;
  const held = disputed.size === 0 ? t : {
    ...t,
    rounds: t.rounds.map((r) => r.number !== latest ? r : { ...r, pairings: r.pairings.map((p) => disputed.has(p.board) ? { ...p, games: p.games.map(() => null) } : p) }),
  };
  const ranked = standings(held);
  // The latest round's lines for the players' phones ("You play Ann with White because …").
  const why = latest > 0 ? phoneLinesOf(t, latest) : new Map<PlayerId, string>();
  return {
    meta: {
      event, name, system: describeSystem(t.settings), seats: [seats.first, seats.second],
      wording: Object.fromEntries(wordedResults.map((r) => [r, module.resultText(r)])),
      totalRounds: t.totalRounds, round: latest,
    },
    players: t.players.map((p) => ({ rank: p.id, name: names.get(p.id) ?? p.name })),
    rounds: held.rounds.map((r) => ({
      number: r.number,
      boards: r.pairings.map((p) => ({
        board: p.board, first: p.white, second: p.black, result: p.games[0] ?? null,
        ...(r.number === latest && disputed.has(p.board) ? { disputed: true as const } : {}),
        ...(r.number === latest && why.has(p.white) && why.has(p.black) ? { why: [why.get(p.white)!, why.get(p.black)!] as const } : {}),
      })),
      byes: r.byes.map((b) => ({ player: b.player, kind: b.kind, ...(r.number === latest && why.has(b.player) ? { why: why.get(b.player)! } : {}) })),
    })),
    standings: ranked.ok ? ranked.rows.map((row) => ({ place: row.rank, rank: row.player, points: formatTenths(row.points) })) : [],
  };
};

/** The map entries an official view is published as (key → JSON text); the standings order goes in its own array. */
export const officialEntries = (o: Official): ReadonlyMap<string, string> =>
  new Map<string, string>([
    ['meta', JSON.stringify(o.meta)],
    ['players', JSON.stringify(o.players)],
    ...o.rounds.map((r) => [roundKey(r.number), JSON.stringify({ number: r.number, boards: r.boards.length, byes: r.byes })] as const),
    ...o.rounds.flatMap((r) => r.boards.map((b) => [officialBoardKey(r.number, b.board), JSON.stringify(b)] as const)),
    ...o.standings.map((s, i) => [rowKey(s.rank), `${i > 0 && o.standings[i - 1]!.place === s.place ? '=' : ''}${s.points}`] as const),
  ]);

/** The standings order (start ranks) an official view is published with. */
export const officialOrder = (o: Official): number[] => o.standings.map((s) => s.rank);

/**
 * The one edit that turns the published order into the new one: the common start and end stay, the
 * middle is replaced. A win moves one player up past those they overtook, so a result re-sends the
 * ranks between its old and new places, a few bytes each, never the whole table.
 */
export const orderEdit = (before: readonly number[], after: readonly number[]): { index: number; remove: number; insert: number[] } | null => {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  if (start === before.length && start === after.length) return null;
  return { index: start, remove: before.length - start - end, insert: after.slice(start, after.length - end) };
};

