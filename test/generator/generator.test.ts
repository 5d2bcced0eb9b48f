import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTournament } from '../../src/core/checker';
import { generateTournament, generatedTrf, readGeneratorConfig } from '../../src/core/generator';
import type { GeneratorConfigFile } from '../../src/core/generator';
import type { SystemSettings, Tenths, Tournament } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';

const burstein: SystemSettings = { system: 'burstein' };
const generate = (seed: number, config: GeneratorConfigFile, settings: SystemSettings = burstein): Tournament => {
  const g = generateTournament({ settings, system: systemFor(settings), seed, config });
  if (!g.ok) throw new Error(g.detail);
  return g.tournament;
};
const noByes: GeneratorConfigFile = { forfeitRate: Number.POSITIVE_INFINITY, retiredRate: Number.POSITIVE_INFINITY, halfPointByeRate: Number.POSITIVE_INFINITY };

describe('readGeneratorConfig (bbpPairings keys)', () => {
  it('reads every key, points in tenths, comments and any line ending', () => {
    const text = '# a comment\r\nPlayersNumber=36\rRoundsNumber=9\nDrawPercentage=40\nForfeitRate=12\nRetiredRate=9\nHalfPointByeRate=5.5\n' +
      'HighestRating=2700\nLowestRating=1400\nPointsForWin=3.0\nPointsForDraw=1\nPointsForLoss=0.0\nPointsForZPB=0.0\nPointsForForfeitLoss=0\nPointsForPAB=0.5\n';
    expect(readGeneratorConfig(text)).toEqual({
      ok: true,
      config: {
        playersNumber: 36, roundsNumber: 9, drawPercentage: 40, forfeitRate: 12, retiredRate: 9, halfPointByeRate: 5.5,
        highestRating: 2700, lowestRating: 1400, pointsForWin: 30, pointsForDraw: 10, pointsForLoss: 0, pointsForZPB: 0, pointsForForfeitLoss: 0, pointsForPAB: 5,
      },
    });
  });
  it('refuses unknown keys and values bbpPairings refuses (rates below 1, RetiredRate below 2, over 100 %)', () => {
    expect(readGeneratorConfig('Players=11')).toMatchObject({ ok: false, line: 1, message: expect.stringMatching(/unexpected parameter "Players"/) });
    expect(readGeneratorConfig('ForfeitRate=0.5')).toMatchObject({ ok: false });
    expect(readGeneratorConfig('RetiredRate=1.5')).toMatchObject({ ok: false });
    expect(readGeneratorConfig('DrawPercentage=101')).toMatchObject({ ok: false });
    expect(readGeneratorConfig('PointsForWin=one')).toMatchObject({ ok: false });
    expect(readGeneratorConfig('PlayersNumber')).toMatchObject({ ok: false, line: 1 });
  });
});

describe('generateTournament (bbpPairings -g)', () => {
  it('the same seed gives the same file, whose first line names the seed; another seed another file', () => {
    const config: GeneratorConfigFile = { playersNumber: 17, roundsNumber: 6 };
    const a = generatedTrf(generate(42, config));
    expect(generatedTrf(generate(42, config))).toBe(a);
    expect(generatedTrf(generate(43, config))).not.toBe(a);
    expect(a.split(/\r?\n/)[0]).toBe('012 pairwise random tournament, seed 42');
    const read = readTrf(a);
    expect(read.ok).toBe(true);
  });

  it('writes the point values and reads back the same tournament results', () => {
    const t = generate(5, { playersNumber: 12, roundsNumber: 5, pointsForWin: 30 as Tenths, pointsForDraw: 10 as Tenths, pointsForPAB: 5 as Tenths });
    const read = readTrf(generatedTrf(t));
    if (!read.ok) throw new Error(read.error.message);
    const back = tournamentFromTrf(read.doc, { settings: burstein });
    if (!back.ok) throw new Error('cannot build');
    expect(back.tournament.scoring).toMatchObject({ win: 30, draw: 10, pairingAllocatedBye: 5 });
    expect(back.tournament.rounds.map((r) => r.pairings.map((p) => [p.white, p.black, p.games[0]]).sort())).toEqual(
      t.rounds.map((r) => r.pairings.map((p) => [p.white, p.black, p.games[0]]).sort()),
    );
  });

  it('gives half-point byes and zero-point byes to one player in N, as the rates say', () => {
    const t = generate(9, { playersNumber: 40, roundsNumber: 9, forfeitRate: Number.POSITIVE_INFINITY, halfPointByeRate: 4, retiredRate: 8 });
    const withKind = (kind: string) => new Set(t.rounds.flatMap((r) => r.byes.filter((b) => b.kind === kind).map((b) => b.player))).size;
    expect(withKind('H')).toBe(10);
    expect(withKind('Z')).toBe(5);
    expect(t.rounds.every((r) => r.pairings.every((p) => p.games[0] !== 'white-wins-forfeit' && p.games[0] !== 'black-wins-forfeit'))).toBe(true);
  });

  it('results depend on the rating difference: the stronger player scores far more across a big gap', () => {
    const t = generate(11, { ...noByes, playersNumber: 70, roundsNumber: 7, drawPercentage: 20, lowestRating: 1400, highestRating: 2800 });
    const rating = new Map(t.players.map((p) => [p.id, p.rating]));
    let games = 0;
    let strongerPoints = 0;
    for (const r of t.rounds) {
      for (const p of r.pairings) {
        const w = rating.get(p.white)!;
        const b = rating.get(p.black)!;
        if (Math.abs(w - b) < 300) continue;
        games++;
        const g = p.games[0];
        const whiteScore = g === 'white-wins' ? 1 : g === 'draw' ? 0.5 : 0;
        strongerPoints += w > b ? whiteScore : 1 - whiteScore;
      }
    }
    expect(games).toBeGreaterThan(40);
    expect(strongerPoints / games).toBeGreaterThan(0.85);
  });

  it('a model TRF keeps its players, ratings, rounds and scoring, and measures its rates', () => {
    const read = readTrf(readFileSync(join(__dirname, '../fixtures/burstein/mix3_p036_r09.trf'), 'utf8'));
    if (!read.ok) throw new Error('model');
    const model = tournamentFromTrf(read.doc, { settings: burstein });
    if (!model.ok) throw new Error('model');
    const g = generateTournament({ settings: burstein, system: systemFor(burstein), seed: 3, model: model.tournament });
    if (!g.ok) throw new Error(g.detail);
    expect(g.tournament.players.map((p) => [p.id, p.rating])).toEqual(model.tournament.players.map((p) => [p.id, p.rating]));
    expect(g.tournament.rounds).toHaveLength(9);
    expect(g.tournament.scoring).toEqual(model.tournament.scoring);
    expect(g.config.forfeitRate).toBeGreaterThan(1);
    expect(g.config.forfeitRate).toBeLessThan(Number.POSITIVE_INFINITY);
  });

  // The unit-test sample of the batch script (test/generator/batch.script.ts runs 1000).
  it.each([
    [1, 8, 5, {}],
    [2, 15, 7, { forfeitRate: 6, retiredRate: 4, halfPointByeRate: 3 }],
    [3, 33, 9, { pointsForWin: 30 as Tenths, pointsForDraw: 10 as Tenths, halfPointByeRate: 8 }],
    [4, 51, 8, { pointsForPAB: 5 as Tenths, forfeitRate: 15, retiredRate: 10 }],
  ] as const)('seed %i, %i players, %i rounds: every round passes the checker', (seed, players, rounds, extra) => {
    const t = generate(seed, { playersNumber: players, roundsNumber: rounds, ...extra });
    expect(t.rounds).toHaveLength(rounds);
    expect(checkTournament(t, systemFor(burstein)).discrepancies).toEqual([]);
  });

  it('works for any registered system: a TCEC event passes the checker too', () => {
    const tcec: SystemSettings = { system: 'tcec', double: false };
    const t = generate(21, { playersNumber: 12, roundsNumber: 7, forfeitRate: 10 }, tcec);
    expect(checkTournament(t, systemFor(tcec)).discrepancies).toEqual([]);
  });
});
