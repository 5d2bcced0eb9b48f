import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { PlayerId, Round, SystemSettings, Tournament } from '../../src/core/model';
import { tenths } from '../../src/core/model';
import { generateTournament } from '../../src/core/generator/generateTournament';
import type { GeneratorConfigFile } from '../../src/core/generator/generatorConfig';
import { stateBeforeRound } from '../../src/core/checker/checkTournament';
import { systemFor } from '../../src/core/systems';
import { dutchPairingExists } from '../dutch/bruteForce';

/*
 * The pairing-allocated bye (PAB) across systems, on tiny and degenerate fields: 3-12 players,
 * rounds up to the number of players, many forfeits, half-point and zero-point byes, a PAB worth
 * a win, a draw or nothing, 1-½-0 and 3-1-0 scoring. Each tournament is made by the core's
 * generator (bbpPairings' `-g` model) with the system under test, round after round, until the
 * last round or a round the system cannot pair.
 */

/** Each system's rule for who may not receive the PAB again, read from the rounds as played. */
type ByeRule = 'fide-2026' | 'fide-2017' | 'never-twice' | 'fewest-byes-first' | 'fewest-byes-unless-rematch';

const systems: readonly { readonly label: string; readonly settings: SystemSettings; readonly rule: ByeRule; readonly gamesPerRound?: number }[] = [
  // C.04.1 art. 4 (2026) / C.04.3 C2: no second PAB, none after a win's points without playing.
  { label: 'Dutch 2026', settings: { system: 'dutch', rules: '2026' }, rule: 'fide-2026' },
  // C.04.1 (2017) c / C.04.3 (2017) C2: no second PAB, none after a forfeit win.
  { label: 'Dutch 2017', settings: { system: 'dutch', rules: '2017' }, rule: 'fide-2017' },
  { label: 'Burstein', settings: { system: 'burstein' }, rule: 'fide-2017' },
  // "Single Sided Swiss: How it Works": "if they're against the bye and already received the bye" the pairing is refused.
  { label: 'single-sided Swiss (SASS)', settings: { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) }, rule: 'never-twice' },
  { label: 'single-sided Swiss (2025)', settings: { system: 'sass', model: '2025', scoreFactor: 2, byeScore: tenths(0) }, rule: 'never-twice' },
  { label: 'double-sided Swiss', settings: { system: 'double-sided' }, rule: 'never-twice' },
  // The TCEC wiki's "TCEC Swiss Tournament System": the bye order sorts by received byes first, so a second one only when all had one.
  { label: 'TCEC Swiss', settings: { system: 'tcec', double: false }, rule: 'fewest-byes-first' },
  // The "Swiss Mode" README: "players who have already received a bye are skipped when possible"; rematches are
  // avoided by backtracking, so a repeat bye is right when any other choice forces a rematch.
  {
    label: 'engine Swiss',
    settings: { system: 'engine-swiss', gamesPerMatch: 2, seedGroupCount: 1, rematchesConfirmed: true, allowExtraPairsOnTie: false, uniquePerMatchOnly: true, randomOpenings: false, openings: [] },
    rule: 'fewest-byes-unless-rematch',
    gamesPerRound: 2,
  },
];

const pabRounds = (t: Tournament, id: PlayerId, before: number): number[] =>
  t.rounds.filter((r) => r.number < before && r.byes.some((b) => b.player === id && b.kind === 'U')).map((r) => r.number);

const forfeitWins = (r: Round, id: PlayerId): boolean =>
  r.pairings.some((p) => p.games.some((g) => (g === 'white-wins-forfeit' && p.white === id) || (g === 'black-wins-forfeit' && p.black === id)));

/** Rounds before `before` in which `id` scored a win's points without playing (2026 C2). */
const winsWithoutPlaying = (t: Tournament, id: PlayerId, before: number): number[] =>
  t.rounds
    .filter((r) => r.number < before)
    .filter((r) =>
      forfeitWins(r, id) ||
      r.byes.some((b) => b.player === id && (b.kind === 'F' || (b.kind === 'U' && t.scoring.pairingAllocatedBye >= t.scoring.win))))
    .map((r) => r.number);

/** Why `id` may not have the PAB of round `round` under `rule`, or null. */
const forbiddenBye = (t: Tournament, rule: ByeRule, round: Round, id: PlayerId): string | null => {
  const had = pabRounds(t, id, round.number);
  switch (rule) {
    case 'fide-2026': {
      const won = winsWithoutPlaying(t, id, round.number);
      return had.length > 0 ? `had the PAB in ${had.join(', ')}` : won.length > 0 ? `won without playing in ${won.join(', ')}` : null;
    }
    case 'fide-2017': {
      const won = t.rounds.filter((r) => r.number < round.number && forfeitWins(r, id)).map((r) => r.number);
      return had.length > 0 ? `had the PAB in ${had.join(', ')}` : won.length > 0 ? `won by forfeit in ${won.join(', ')}` : null;
    }
    case 'never-twice':
      return had.length > 0 ? `had the bye in ${had.join(', ')}` : null;
    case 'fewest-byes-first':
    case 'fewest-byes-unless-rematch': {
      const inRound = round.pairings.flatMap((p) => [p.white, p.black]);
      const fewer = inRound.filter((o) => pabRounds(t, o, round.number).length < had.length);
      const couldHaveIt = rule === 'fewest-byes-first'
        ? fewer
        : fewer.filter((o) => pairsWithoutRematch(t, round.number, [...inRound.filter((x) => x !== o), id]));
      return couldHaveIt.length > 0 ? `had ${had.length} byes while ${couldHaveIt.join(', ')} had fewer` : null;
    }
  }
};

/** Whether `players` can all be paired with opponents they have not met before round `before` (exhaustive). */
const pairsWithoutRematch = (t: Tournament, before: number, players: readonly PlayerId[]): boolean => {
  const met = new Set(t.rounds.filter((r) => r.number < before).flatMap((r) => r.pairings.flatMap((p) => [`${p.white}-${p.black}`, `${p.black}-${p.white}`])));
  const pair = (rest: readonly PlayerId[]): boolean =>
    rest.length === 0 || rest.slice(1).some((o) => !met.has(`${rest[0]}-${o}`) && pair(rest.slice(1).filter((x) => x !== o)));
  return pair(players);
};

const configArb = fc.record({
  players: fc.integer({ min: 3, max: 12 }),
  roundsShare: fc.double({ min: 0.3, max: 1, noNaN: true }),
  forfeitRate: fc.constantFrom(2, 3, 5, 10, 1000),
  retiredRate: fc.constantFrom(2, 3, 6, 1000),
  halfPointByeRate: fc.constantFrom(2, 3, 6, 1000),
  drawPercentage: fc.integer({ min: 0, max: 60 }),
  scoring: fc.constantFrom('1-½-0', '3-1-0'),
  pab: fc.constantFrom('win', 'draw', 'zero'),
  equalRatings: fc.boolean(),
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
});

type Config = typeof configArb extends fc.Arbitrary<infer T> ? T : never;

const configFile = (c: Config): GeneratorConfigFile => {
  const win = tenths(c.scoring === '3-1-0' ? 30 : 10);
  const draw = tenths(c.scoring === '3-1-0' ? 10 : 5);
  return {
    playersNumber: c.players,
    roundsNumber: Math.max(1, Math.round(c.players * c.roundsShare)),
    drawPercentage: c.drawPercentage,
    forfeitRate: c.forfeitRate,
    retiredRate: c.retiredRate,
    halfPointByeRate: c.halfPointByeRate,
    highestRating: 2400,
    lowestRating: c.equalRatings ? 2400 : 1400,
    pointsForWin: win,
    pointsForDraw: draw,
    pointsForLoss: tenths(0),
    pointsForPAB: c.pab === 'win' ? win : c.pab === 'draw' ? draw : tenths(0),
  };
};

describe('no system gives the pairing-allocated bye where its rules forbid it', () => {
  for (const s of systems) {
    test(`${s.label}: every round of tiny, forfeit-heavy tournaments`, () => {
      let rounds = 0;
      let unpairable = 0;
      fc.assert(
        fc.property(configArb, (c) => {
          const generated = generateTournament({ settings: s.settings, system: systemFor(s.settings), seed: c.seed, config: configFile(c), gamesPerRound: s.gamesPerRound ?? 1 });
          const t = generated.ok ? generated.tournament : generated.partial;
          expect(t, generated.ok ? '' : generated.detail).toBeDefined();
          if (!generated.ok) unpairable++;
          for (const round of t!.rounds) {
            rounds++;
            // Each player once per round: on one board or one bye.
            const seats = [...round.pairings.flatMap((p) => [p.white, p.black]), ...round.byes.map((b) => b.player)];
            expect(new Set(seats).size, `round ${round.number}`).toBe(seats.length);
            const pab = round.byes.filter((b) => b.kind === 'U');
            expect(pab.length).toBeLessThanOrEqual(1);
            for (const b of pab) expect(forbiddenBye(t!, s.rule, round, b.player), `round ${round.number}, player ${b.player}`).toBeNull();
          }
        }),
        { seed: 250025, numRuns: 150 },
      );
      // The runs must reach both outcomes often enough to mean something.
      expect(rounds).toBeGreaterThan(250);
      if (s.rule.startsWith('fide')) expect(unpairable).toBeGreaterThan(5);
    });
  }
});

describe('Dutch: a round is unpairable exactly when no pairing satisfies the absolute criteria', () => {
  for (const rules of ['2026', '2017'] as const) {
    test(`${rules} rules, against an exhaustive search`, () => {
      let paired = 0;
      let unpairable = 0;
      fc.assert(
        fc.property(configArb, (c) => {
          const settings: SystemSettings = { system: 'dutch', rules };
          const system = systemFor(settings);
          const generated = generateTournament({ settings, system, seed: c.seed, config: configFile(c) });
          const t = generated.ok ? generated.tournament : generated.partial!;
          // Every round the generator paired, and the round it could not pair.
          const states = [...t.rounds.map((r) => stateBeforeRound(t, r.number)), ...(generated.ok ? [] : [t])];
          for (const state of states) {
            const outcome = system.pairNextRound(state);
            expect(outcome.ok, `round ${state.rounds.length + 1}`).toBe(dutchPairingExists(state, rules));
            if (outcome.ok) paired++;
            else {
              unpairable++;
              // The TO is told which players and which rule.
              expect(outcome.diagnosis, outcome.detail).toBeDefined();
            }
          }
        }),
        { seed: 250026, numRuns: 150 },
      );
      expect(paired).toBeGreaterThan(300);
      expect(unpairable).toBeGreaterThan(5);
    });
  }
});
