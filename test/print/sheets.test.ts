import { describe, expect, it } from 'vitest';
import { chessScoring, netrunnerScoring, playerId, tenths } from '../../src/core/model';
import type { Pairing, Player, SystemSettings, Tournament } from '../../src/core/model';
import { alphabeticalList, boardList, crosstable, seatsFor } from '../../src/core/sheets';
import { standings } from '../../src/core/systems';
import { pageLayout, paginate, rowsPerPage, slipGrid } from '../../src/ui/features/print/paper';
import { hashFromOutputRoute, outputRouteFromHash } from '../../src/ui/features/print/outputRoute';
import { adjustTimer, formatClock, newTimer, pauseTimer, remainingMs, startTimer } from '../../src/core/timer/roundTimer';

const p = (id: number, name: string, rating = 2000): Player => ({ id: playerId(id), name, rating });
const board = (b: number, w: number, bl: number, games: Pairing['games']): Pairing => ({ board: b, white: playerId(w), black: playerId(bl), games });

const event = (settings: SystemSettings, games: (n: number) => Pairing['games']): Tournament => ({
  name: 'Club Open', settings, scoring: settings.system === 'sass' ? netrunnerScoring : chessScoring, totalRounds: 3, randomSeed: 1, plannedByes: [],
  players: [p(1, 'zoë Zed'), p(2, 'Ann Alpha'), p(3, 'Émile Echo'), p(4, 'bob Beta'), p(5, 'Cy Bye')],
  rounds: [
    { number: 1, pairings: [board(1, 1, 2, games(1)), board(2, 3, 4, games(1))], byes: [{ player: playerId(5), kind: 'U' }] },
    { number: 2, pairings: [board(1, 5, 1, games(0)), board(2, 2, 3, games(0))], byes: [{ player: playerId(4), kind: 'H' }] },
  ],
});

describe('printed lists', () => {
  const chess = event({ system: 'dutch', rules: '2026' }, (n) => (n ? ['white-wins'] : [null]));

  it('lists every player once by name, case- and accent-insensitive, with board, colour and opponent', () => {
    const rows = alphabeticalList(chess, 2);
    expect(rows.map((r) => r.name)).toEqual(['Ann Alpha', 'bob Beta', 'Cy Bye', 'Émile Echo', 'zoë Zed']);
    expect(rows.find((r) => r.name === 'Cy Bye')).toMatchObject({ board: '1', seat: 'White', opponent: 'zoë Zed (1)' });
    expect(rows.find((r) => r.name === 'bob Beta')).toMatchObject({ board: '', opponent: 'Half-point bye' });
  });

  it('the list by name gives each player\'s points before the round; a withdrawn player is marked on every list', () => {
    const withdrawn: Tournament = { ...chess, players: chess.players.map((x) => (x.id === 4 ? { ...x, withdrawnFromRound: 3 } : x)) };
    const rows = alphabeticalList(withdrawn, 2);
    expect(rows.map((r) => `${r.name} ${r.points}`)).toEqual(['Ann Alpha 0.0', 'bob Beta (withdrawn) 0.0', 'Cy Bye 1.0', 'Émile Echo 1.0', 'zoë Zed 1.0']);
    expect(boardList(withdrawn, 1).flatMap((r) => (r.kind === 'board' ? [r.first.name, r.second.name] : [r.player.name]))).toContain('bob Beta (withdrawn)');
    expect(crosstable(withdrawn).find((r) => r.id === 4)?.name).toBe('bob Beta (withdrawn)');
  });

  it('the final crosstable in rank order names opponents by their place and carries rank and tie-breaks', () => {
    const report = standings(chess);
    if (!report.ok) throw new Error(report.detail);
    const rows = crosstable(chess, report);
    expect(rows.map((r) => r.id)).toEqual(report.rows.map((r) => r.player));
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
    const place = new Map(rows.map((r) => [r.id as number, r.position]));
    // zoë Zed (no. 1) beat Ann Alpha (no. 2) with White in round 1: the cell names Ann's place.
    expect(rows.find((r) => r.id === 1)?.cells[0]).toBe(`${place.get(2)}w1`);
    expect(rows[0]?.rank).toBe(report.rows[0]?.rank);
    expect(rows[0]?.tieBreaks).toEqual(report.rows[0]?.tieBreaks.map((x) => x.text));
  });

  it('shows points before the round on the board list, then the byes', () => {
    const rows = boardList(chess, 2);
    expect(rows.map((r) => (r.kind === 'board' ? `${r.board}: ${r.first.name} ${r.first.points} - ${r.second.name} ${r.second.points}` : `bye ${r.player.name}`)))
      .toEqual(['1: Cy Bye 1.0 - zoë Zed 1.0', '2: Ann Alpha 0.0 - Émile Echo 1.0', 'bye bob Beta']);
  });

  it('names Netrunner sides: single-sided white = Corp, black = Runner; double-sided swaps in game 2', () => {
    const sass: SystemSettings = { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) };
    expect(seatsFor(sass, 1)).toMatchObject({ first: 'Corp', second: 'Runner' });
    const ss = event(sass, (n) => (n ? ['black-wins'] : [null]));
    expect(alphabeticalList(ss, 2).find((r) => r.name === 'zoë Zed')?.seat).toBe('Runner');
    expect(boardList(ss, 1)[0]).toMatchObject({ results: ['Runner win'] });
    expect(crosstable(ss).find((r) => r.name === 'zoë Zed')?.cells[0]).toBe('2c0');
    expect(seatsFor({ system: 'double-sided' }, 2).gameLabels).toEqual(['Game 1: first player Corp', 'Game 2: first player Runner']);
    const match = seatsFor({ system: 'tcec', double: true }, 2);
    expect(match).toMatchObject({ first: 'White in game 1', outcomes: ['1-0', '½-½', '0-1'] });
  });

  it('writes the wall chart as opponent, colour and result, one cell per game of a match', () => {
    const double = event({ system: 'tcec', double: true }, (n) => (n ? ['white-wins', 'draw'] : [null, null]));
    const zoe = crosstable(double).find((r) => r.name === 'zoë Zed');
    // Round 1: won game 1 with White, drew game 2 with Black; round 2 not played yet.
    expect(zoe?.cells).toEqual(['2w1 2b½', '5b']);
    expect(zoe?.total).toBe('1.5');
    expect(crosstable(double).find((r) => r.name === 'Cy Bye')?.cells[0]).toBe('U 2.0');
  });
});

describe('pages', () => {
  it('fits 42 rows on A4 portrait, 27 landscape, 39 and 28 on Letter; slips 8 or 9 a page', () => {
    expect(rowsPerPage(pageLayout('a4', 'portrait'))).toBe(42);
    expect(rowsPerPage(pageLayout('a4', 'landscape'))).toBe(27);
    expect(rowsPerPage(pageLayout('letter', 'portrait'))).toBe(39);
    expect(rowsPerPage(pageLayout('letter', 'landscape'))).toBe(28);
    expect(slipGrid(pageLayout('a4', 'portrait'))).toEqual({ columns: 2, rows: 4 });
    expect(slipGrid(pageLayout('a4', 'landscape'))).toEqual({ columns: 3, rows: 3 });
  });

  it('cuts a list into whole pages and keeps one (empty) page for an empty list', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 42)).toEqual([[]]);
  });

  it('reads and writes the print and projector addresses', () => {
    const r = outputRouteFromHash('#/print/7/alpha?round=3&paper=letter&orientation=landscape&auto=1');
    expect(r).toEqual({ screen: 'print', tournamentId: 7, printout: 'alpha', round: 3, paper: 'letter', orientation: 'landscape', auto: true });
    expect(outputRouteFromHash(hashFromOutputRoute(r!))).toEqual(r);
    expect(outputRouteFromHash('#/projector/12')).toEqual({ screen: 'projector', tournamentId: 12 });
    expect(outputRouteFromHash('#/print/7/poster')).toBeNull();
    expect(outputRouteFromHash('#/t/7/rounds')).toBeNull();
  });
});

describe('round timer', () => {
  it('counts down from the end time, pauses, and adjusts while running or paused', () => {
    let t = newTimer(25 * 60_000);
    t = startTimer(t, 1_000);
    expect(formatClock(remainingMs(t, 1_000 + 61_500))).toBe('23:59');
    t = pauseTimer(t, 1_000 + 120_000);
    expect(remainingMs(t, 9_999_999)).toBe(23 * 60_000);
    t = adjustTimer(t, 60_000, 0);
    expect(formatClock(remainingMs(t, 0))).toBe('24:00');
    t = startTimer(t, 0);
    t = adjustTimer(t, -10_000, 30_000);
    expect(remainingMs(t, 30_000)).toBe(24 * 60_000 - 40_000);
    expect(adjustTimer(t, -99 * 60_000, 0).endsAt).toBe(0);
    expect(formatClock(-12_000)).toBe('-0:12');
    expect(formatClock(3_725_000)).toBe('1:02:05');
  });

  it("puts each seat's Netrunner identity and, single-sided, the Corp/Runner games before the round on the board list", () => {
    const sass: SystemSettings = { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) };
    const ss = event(sass, (n) => (n ? ['black-wins'] : [null]));
    const t: Tournament = { ...ss, players: ss.players.map((x) => ({ ...x, corpIdentity: `Corp of ${x.name}`, runnerIdentity: `Runner of ${x.name}` })) };
    const [b1] = boardList(t, 2);
    // round 2, board 1: Cy Bye (a bye in round 1, no game yet) corps against zoë Zed (corped in round 1)
    expect(b1).toMatchObject({ kind: 'board', first: { name: 'Cy Bye', identity: 'Corp of Cy Bye', sides: 'C0 R0' }, second: { name: 'zoë Zed', identity: 'Runner of zoë Zed', sides: 'C1 R0' } });
    const [c1] = boardList(event({ system: 'dutch', rules: '2026' }, () => ['white-wins']), 1);
    expect(c1).toMatchObject({ first: { identity: '', sides: '' } });
  });
});
