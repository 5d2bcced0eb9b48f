import fc from 'fast-check';
import { expect, test } from 'vitest';
import { compatibilityGraph, diagnosePairing } from '../../src/core/systems';
import type { CompatibilityGraph, PairingDiagnosis, UnpairableGroup } from '../../src/core/diagnosis';
import type { BoardResult, PlayerId, Round, SystemSettings, Tenths, Tournament } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';
import { id, pairingExists, tournament } from './helpers';

const systems: readonly SystemSettings[] = [
  { system: 'dutch', rules: '2026' },
  { system: 'dutch', rules: '2017' },
  { system: 'burstein' },
  { system: 'tcec', double: false },
  { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: 0 as Tenths },
  { system: 'sass', model: '2025', scoreFactor: 2, byeScore: 0 as Tenths },
  { system: 'double-sided' },
  {
    system: 'engine-swiss', gamesPerMatch: 2, seedGroupCount: 1, rematchesConfirmed: false, allowExtraPairsOnTie: false,
    uniquePerMatchOnly: false, randomOpenings: false, openings: [],
  },
];
const chessResults: readonly BoardResult[] = ['white-wins', 'draw', 'black-wins', 'white-wins-forfeit', 'black-wins-forfeit', 'white-wins'];
const sideResults: readonly BoardResult[] = ['white-wins', 'black-wins', 'draw'];

const gamesOf = (s: SystemSettings): number => (s.system === 'double-sided' || s.system === 'engine-swiss' ? 2 : 1);

/**
 * The diagnosis is a proof: each group has an odd number of seats (players, plus the bye seat),
 * every allowed partner of a group's player outside the group is one of the opponents, and there
 * are fewer opponents than groups.
 */
const expectWitness = (g: CompatibilityGraph, d: PairingDiagnosis): void => {
  const u = d.unpairable;
  const all: UnpairableGroup[] = u.kind === 'too-few-opponents' ? [...u.groups]
    : u.kind === 'odd-group' ? [u.group]
      : u.kind === 'no-opponent' ? [{ players: [u.player], withBye: false }]
        : [{ players: [], withBye: true }];
  const opponents = new Set<PlayerId | 'bye'>(u.kind === 'too-few-opponents' ? [...u.opponents, ...(u.byeIsOpponent ? ['bye' as const] : [])] : []);
  expect(all.length).toBeGreaterThan(opponents.size);
  for (const group of all) {
    expect((group.players.length + (group.withBye ? 1 : 0)) % 2).toBe(1);
    const inGroup = new Set<PlayerId | 'bye'>([...group.players, ...(group.withBye ? ['bye' as const] : [])]);
    for (const p of group.players) {
      for (const o of g.players) if (o !== p && !inGroup.has(o) && g.pairBlock(p, o) === null) expect(opponents.has(o)).toBe(true);
      if (g.withBye && !inGroup.has('bye') && g.byeBlock(p) === null) expect(opponents.has('bye')).toBe(true);
    }
    if (group.withBye) for (const o of g.players) if (!inGroup.has(o) && g.byeBlock(o) === null) expect(opponents.has(o)).toBe(true);
  }
};

/**
 * Random small events (2–9 players, random results with forfeits, a few forbidden pairs) paired
 * round after round by each system until it stops. Before each round: a diagnosis exists exactly
 * when a brute-force search finds no pairing under the system's absolute rules, the diagnosis is a
 * valid proof, and the system itself fails exactly then, with that diagnosis attached.
 */
test('diagnosis present ⇔ no valid pairing exists (brute force, ≤ 10 seats), for every system (fixed seed)', () => {
  let unpairable = 0;
  let checked = 0;
  fc.assert(
    fc.property(
      fc.nat(systems.length - 1),
      fc.integer({ min: 2, max: 9 }),
      fc.array(fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 })), { maxLength: 3 }),
      fc.array(fc.nat(5), { minLength: 60, maxLength: 60 }),
      (s, n, forbidden, draws) => {
        const settings = systems[s]!;
        const results = settings.system === 'sass' || settings.system === 'double-sided' ? sideResults : chessResults;
        const forbiddenPairs = forbidden.filter(([a, b]) => a !== b && a <= n && b <= n).map(([a, b]) => [id(a), id(b)] as const);
        const totalRounds = settings.system === 'engine-swiss' ? n - 1 : n + 1;
        let t: Tournament = tournament(settings, n, [], { totalRounds, forbiddenPairs });
        let k = 0;
        for (let r = 1; r <= totalRounds; r++) {
          const graph = compatibilityGraph(t);
          const d = diagnosePairing(t);
          const out = systemFor(settings).pairNextRound(t);
          checked++;
          if (graph !== null) {
            expect(d === null).toBe(pairingExists(graph));
            if (d !== null) expectWitness(graph, d);
          }
          expect(out.ok).toBe(d === null);
          if (!out.ok) {
            expect(out.reason).toBe('no-valid-pairing');
            expect(out.diagnosis).toEqual(d);
            unpairable++;
            return;
          }
          const round: Round = {
            number: r,
            pairings: out.round.pairs.map((p, i) => ({
              board: i + 1, white: p.white, black: p.black,
              games: Array.from({ length: gamesOf(settings) }, () => results[draws[k++ % draws.length]! % results.length]!),
            })),
            byes: out.round.byes,
          };
          t = { ...t, rounds: [...t.rounds, round] };
        }
      },
    ),
    { seed: 1109, numRuns: 150 },
  );
  // The runs reach both answers many times (not a property that holds vacuously): at seed 1109 and 150 runs, ~100 unpairable rounds of every kind but TCEC, which the unit test covers.
  expect(unpairable).toBeGreaterThan(50);
  expect(unpairable).toBeLessThan(checked);
  expect(checked).toBeGreaterThan(500);
});
