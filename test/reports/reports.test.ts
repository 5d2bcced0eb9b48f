import { describe, expect, it } from 'vitest';
import { chessScoring, netrunnerScoring, playerId } from '../../src/core/model';
import type { BoardResult, Tournament } from '../../src/core/model';
import { cardPlayerLine, cardRatingLine, cardStandingLine, eventStatistics, playerCard, playerCards, playerCardsCsv, roundRatingText, roundResultText, statisticsListLines } from '../../src/core/reports';
import { standingsReportOf } from '../../src/core/systems';

const id = playerId;
const board = (n: number, white: number, black: number, r: BoardResult | null) => ({ board: n, white: id(white), black: id(black), games: [r] });

/**
 * Five players, three rounds: a bye, a half-point bye, a game against an unrated player, a
 * forfeit and an absence. Player 2 is a junior (born 2010, the event ends 2026: K 40 by FIDE 8.3.3),
 * player 3 has K 40 from the arbiter, players 1 and 4 the default 20, player 5 is unrated.
 */
const event: Tournament = {
  name: 'Card Test', details: { endDate: '2026/05/10' }, settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds: 3, randomSeed: 0, plannedByes: [],
  players: [
    { id: id(1), name: 'Aune, Per', rating: 2200, title: 'FM', federation: 'NOR', fideId: '1500001', sex: 'm', club: 'Oslo SK' },
    { id: id(2), name: 'Berg, Kari', rating: 2000, federation: 'NOR', birthDate: '2010/04/01', sex: 'w', club: 'Oslo SK' },
    { id: id(3), name: 'Carlsson, Eva', rating: 1800, title: 'WIM', federation: 'SWE', sex: 'w', club: 'Malmö AS' },
    { id: id(4), name: 'Dahl, Ola', rating: 1600, sex: 'm' },
    { id: id(5), name: 'Eriksen, Nils', rating: 0, federation: 'NOR', club: 'Oslo SK' },
  ],
  rounds: [
    { number: 1, byes: [{ player: id(5), kind: 'U' }], pairings: [board(1, 1, 3, 'white-wins'), board(2, 2, 4, 'draw')] },
    { number: 2, byes: [{ player: id(4), kind: 'H' }], pairings: [board(1, 3, 2, 'black-wins'), board(2, 1, 5, 'white-wins')] },
    { number: 3, byes: [], pairings: [board(1, 2, 1, 'draw'), board(2, 5, 3, 'white-wins-forfeit')] },
  ],
};
const kOf = (p: number, _r: number, byRule: number): number => (p === 3 ? 40 : byRule);

describe('player card', () => {
  it('gives each round the opponent, colour, result and running score, counted by hand', () => {
    const c = playerCard(event, id(1), { kOf })!;
    expect(c.player).toMatchObject({ id: 1, name: 'Aune, Per', rating: 2200, title: 'FM', federation: 'NOR', fideId: '1500001', sex: 'm', club: 'Oslo SK' });
    expect(c.rounds.map((r) => [r.round, r.board, r.opponent?.id, r.opponent?.name, r.opponent?.rating, r.games.map((g) => g.seatText).join(), r.games.map((g) => g.resultText).join(), r.scoreText])).toEqual([
      [1, 1, 3, 'Carlsson, Eva', 1800, 'White', '1', '1.0'],
      [2, 2, 5, 'Eriksen, Nils', 0, 'White', '1', '2.0'],
      [3, 1, 2, 'Berg, Kari', 2000, 'Black', '½', '2.5'],
    ]);
    expect(c.scoreText).toBe('2.5');
    const p5 = playerCard(event, id(5))!;
    expect(p5.rounds.map((r) => [r.kind, r.text, r.games.map((g) => g.resultText).join(), r.pointsText, r.scoreText])).toEqual([
      ['bye', 'bye (pairing-allocated)', '', '1.0', '1.0'],
      ['game', '', '0', '0.0', '1.0'],
      ['game', '', '+ (forfeit win)', '1.0', '2.0'],
    ]);
    const p4 = playerCard(event, id(4))!;
    expect(p4.rounds.map((r) => [r.kind, r.byeKind, r.text, r.scoreText])).toEqual([
      ['game', null, '', '0.5'], ['bye', 'H', 'half-point bye', '1.0'], ['absent', 'absent', 'absent', '1.0'],
    ]);
  });

  it('gives the rating change of each rated game and in total, with K from the player (FIDE 8.3, table 8.1.2 by hand)', () => {
    const cards = new Map(playerCards(event, { kOf }).map((c) => [c.player.id as number, c]));
    const changes = (p: number) => cards.get(p)!.rounds.map((r) => r.ratingChangeText);
    // 1 (K 20): R1 1-0 vs 1800, D 400 → PD .92: 20 × .08 = 1.60; R2 vs unrated: not rated; R3 ½ vs 2000, D 200 → .76: 20 × −.26 = −5.20.
    expect(changes(1)).toEqual(['1.60', '', '-5.20']);
    expect(cards.get(1)!.rating).toMatchObject({ k: 20, kUsed: 20, games: 2, changeText: '-3.60', rounded: -4 });
    // 2 (junior, K 40): ½ vs 1600 (PD .92) −16.80; 1 vs 1800 (.76) +9.60; ½ vs 2200 (.24) +10.40.
    expect(changes(2)).toEqual(['-16.80', '9.60', '10.40']);
    expect(cards.get(2)!.rating).toMatchObject({ k: 40, games: 3, changeText: '3.20', rounded: 3 });
    // 3 (K 40 from the arbiter): 0 vs 2200 (.08) −3.20; 0 vs 2000 (.24) −9.60; R3 forfeit loss: not rated.
    expect(changes(3)).toEqual(['-3.20', '-9.60', '']);
    expect(cards.get(3)!.rating).toMatchObject({ k: 40, games: 2, changeText: '-12.80', rounded: -13 });
    expect(cards.get(3)!.rounds[2]!.games[0]!.resultText).toBe('− (forfeit loss)');
    // 4 (K 20): ½ vs 2000 (PD .08) +8.40.
    expect(changes(4)).toEqual(['8.40', '', '']);
    expect(cards.get(4)!.rating).toMatchObject({ k: 20, rounded: 8 });
    // 5 is unrated: no change (FIDE computes an initial rating).
    expect(changes(5)).toEqual(['', '', '']);
    expect(cards.get(1)!.rounds[0]!.games[0]!.rating).toMatchObject({ difference: 400, expected: 92, change: 160 });
  });

  it('gives the tie-breaks as the standings compute them, with their parts', () => {
    const report = standingsReportOf(event);
    if (!report.ok) throw new Error(report.detail);
    for (const c of playerCards(event)) {
      if (!c.standing.ok) throw new Error(c.standing.detail);
      const row = report.rows.find((r) => r.player === c.player.id)!;
      expect(c.standing.rank).toBe(row.rank);
      expect(c.standing.tieBreaks.map((x) => [x.code, x.valueText])).toEqual(row.tieBreaks.map((v) => [v.code, v.text]));
      expect(c.standing.tieBreaks.map((x) => x.parts.length)).toEqual(report.explanations.get(c.player.id)!.map((e) => e.contributions.length));
    }
    const one = playerCard(event, id(1))!;
    if (!one.standing.ok) throw new Error('refused');
    expect(one.standing.tieBreaks.map((x) => x.name)).toEqual(['Buchholz cut 1', 'Buchholz', 'Sonneborn-Berger', 'Number of wins']);
    // Buchholz of player 1: one part per round, naming the opponent.
    expect(one.standing.tieBreaks[1]!.parts.map((x) => [x.round, x.opponent?.id])).toEqual([[1, 3], [2, 5], [3, 2]]);
    expect(one.standing.tieBreaks[0]!.parts.filter((x) => x.cut)).toHaveLength(1);
  });

  it('shows a game paired without a result as not decided, and writes a CSV row per player per round', () => {
    const open: Tournament = { ...event, rounds: [...event.rounds.slice(0, 2), { number: 3, byes: [], pairings: [board(1, 2, 1, null), board(2, 5, 3, 'white-wins-forfeit')] }] };
    const c = playerCard(open, id(1))!;
    expect(c.rounds[2]).toMatchObject({ kind: 'pending', text: 'not decided yet', opponent: { id: 2 }, scoreText: '2.0' });
    const csv = playerCardsCsv(playerCards(event, { kOf }));
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(1 + 5 * 3);
    expect(lines[0]).toBe('No.,Name,FIDE ID,Rating,Round,Board,Opponent No.,Opponent,Opponent rating,Colour,Result,Points,Score,Rating change');
    expect(lines[1]).toBe('1,"Aune, Per",1500001,2200,1,1,3,"Carlsson, Eva",1800,White,1,1.0,1.0,1.60');
    expect(lines[13]).toBe('5,"Eriksen, Nils",,,1,,,,,,bye (pairing-allocated),1.0,1.0,');
  });

  it('speaks of sides for Netrunner and shows no rating change', () => {
    const nr: Tournament = { ...event, settings: { system: 'sass', model: '2025', scoreFactor: 2, byeScore: 0 as never }, scoring: netrunnerScoring };
    const c = playerCard(nr, id(1))!;
    expect(c.words.seat).toBe('Side');
    expect(c.rating).toBeNull();
    expect(c.rounds.map((r) => [r.games.map((g) => g.seatText).join(), r.games.map((g) => g.resultText).join(), r.scoreText])).toEqual([
      ['Corp', 'Win', '3.0'], ['Corp', 'Win', '6.0'], ['Runner', 'Tie', '7.0'],
    ]);
  });

  it('gives a double round both games against the one opponent, colours swapped', () => {
    const tcec: Tournament = {
      ...event, settings: { system: 'tcec', double: true }, rounds: [
        { number: 1, byes: [{ player: id(5), kind: 'U' }], pairings: [{ board: 1, white: id(1), black: id(2), games: ['white-wins', 'draw'] }, { board: 2, white: id(3), black: id(4), games: ['draw', 'draw'] }] },
      ],
    };
    const c = playerCard(tcec, id(1))!;
    expect(c.rating).toBeNull();
    expect(c.rounds[0]!.games.map((g) => [g.seatText, g.resultText])).toEqual([['White', '1'], ['Black', '½']]);
    expect(c.rounds[0]!.scoreText).toBe('1.5');
  });
});

describe('event statistics', () => {
  it('counts the field by federation, club, title and rating group', () => {
    const s = eventStatistics(event);
    expect(s.players).toBe(5);
    expect(s.federations.map((r) => [r.label, r.count, r.shareText])).toEqual([['NOR', 3, '60.0'], ['SWE', 1, '20.0'], ['no federation given', 1, '20.0']]);
    expect(s.clubs.map((r) => [r.label, r.count])).toEqual([['Oslo SK', 3], ['Malmö AS', 1], ['no club given', 1]]);
    expect(s.titles.map((r) => [r.label, r.count])).toEqual([['FM', 1], ['WIM', 1], ['no title', 3]]);
    expect(s.ratingGroups.map((r) => [r.label, r.count])).toEqual([['2200–2399', 1], ['2000–2199', 1], ['1800–1999', 1], ['1600–1799', 1], ['unrated', 1]]);
  });

  it('counts the results by colour, and lists per round the forfeits, byes and absentees', () => {
    const s = eventStatistics(event);
    // R1 1-0 and ½-½, R2 0-1 and 1-0, R3 ½-½ and a forfeit: 5 games, White 2 wins, 2 draws, Black 1 win.
    expect(s.results).toEqual({ games: 5, firstWins: 2, draws: 2, secondWins: 1, forfeits: 1, firstWinsShare: '40.0', drawsShare: '40.0', secondWinsShare: '20.0', firstScore: '60.0' });
    expect(s.words.firstWins).toBe('White wins');
    expect(s.rounds.map((r) => [r.round, r.byes.map((b) => `${b.player.id} ${b.text}`), r.absent.map((a) => a.player.id), r.forfeits.map((f) => `${f.board}: ${f.white.id}-${f.black.id} ${f.resultText}`)])).toEqual([
      [1, ['5 bye (pairing-allocated)'], [], []],
      [2, ['4 half-point bye'], [], []],
      [3, [], [4], ['2: 5-3 +/-']],
    ]);
    const open: Tournament = { ...event, rounds: [...event.rounds.slice(0, 2), { number: 3, byes: [], pairings: [board(1, 2, 1, null), board(2, 5, 3, 'draw-unrated')] }] };
    const r3 = eventStatistics(open).rounds[2]!;
    expect(r3.unplayed.map((b) => b.board)).toEqual([1]);
    expect(r3.notRated.map((b) => [b.board, b.resultText])).toEqual([[2, '½-½ (unrated)']]);
    // A withdrawn player's lines: the name as registered, "withdrawn" said once.
    const gone: Tournament = { ...event, players: event.players.map((p) => (p.id === 4 ? { ...p, withdrawnFromRound: 3 } : p)) };
    expect(statisticsListLines(eventStatistics(gone)).filter((l) => l.list === 'Absent').map((l) => l.text)).toEqual(['Dahl, Ola (4) (withdrawn)']);
    expect(statisticsListLines(s).map((l) => [l.round, l.list, l.board, l.text])).toEqual([
      [1, 'Byes', null, 'Eriksen, Nils (5): bye (pairing-allocated)'],
      [2, 'Byes', null, 'Dahl, Ola (4): half-point bye'],
      [3, 'Forfeits', 2, 'Eriksen, Nils (5) – Carlsson, Eva (3): +/-'],
      [3, 'Absent', null, 'Dahl, Ola (4)'],
    ]);
  });

  it('speaks of Corp and Runner for Netrunner and leaves out the FIDE fields', () => {
    const nr: Tournament = { ...event, settings: { system: 'sass', model: '2025', scoreFactor: 2, byeScore: 0 as never }, scoring: netrunnerScoring };
    const s = eventStatistics(nr);
    expect([s.words.firstWins, s.words.draws, s.words.secondWins, s.words.resultsByColour]).toEqual(['Corp wins', 'Ties', 'Runner wins', 'Results by side']);
    expect([s.federations, s.titles, s.ratingGroups]).toEqual([[], [], []]);
    expect(s.clubs.length).toBe(3);
  });
});

describe('player card lines', () => {
  it('words the player, the standing and the rating change once for every form', () => {
    const c2 = playerCards(event, { kOf }).find((c) => c.player.id === 2)!;
    expect(cardPlayerLine(c2)).toBe('No. 2 · NOR · 2000 · born 2010/04/01 · w · Oslo SK');
    // ½ + 1 + ½; PD .92 + .76 + .24; Ra (1600 + 1800 + 2200) / 3 = 1867, p .67 → dp 125 (table 8.1.1).
    expect(cardRatingLine(c2)).toBe('Rating 2000, K 40: 3 rated games, score 2.00, expected 1.92, change +3.20 (rounded +3); performance 1992');
    expect(c2.rounds.map(roundRatingText)).toEqual(['-16.80', '+9.60', '+10.40']);
    const c4 = playerCard(event, id(4))!;
    expect(c4.rounds.map(roundResultText)).toEqual(['½', 'half-point bye', 'absent']);
    expect(cardStandingLine(c4)).toMatch(/^Rank \d · 1\.0 points$/);
  });
});
