import { describe, expect, test } from 'vitest';
import { explainUnpairable, formatDiagnosis, playerNames, playersWithoutPairing } from '../../src/core/diagnosis';
import { diagnosePairing } from '../../src/core/systems';
import type { PairingDiagnosis } from '../../src/core/diagnosis';
import type { PlayerId, Tournament } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';
import { id, round, tournament } from './helpers';

/** The system fails with a diagnosis, which the test returns. */
const failsWith = (t: Tournament): PairingDiagnosis => {
  const out = systemFor(t.settings).pairNextRound(t);
  expect(out.ok).toBe(false);
  if (out.ok) throw new Error('paired');
  expect(out.reason).toBe('no-valid-pairing');
  expect(out.diagnosis).toBeDefined();
  expect(diagnosePairing(t)).toEqual(out.diagnosis);
  return out.diagnosis!;
};

const text = (t: Tournament, d: PairingDiagnosis): string => formatDiagnosis(d, playerNames(t));

describe('FIDE Dutch', () => {
  // Ann, Bob and Cem each played Dan and Eve and each had the bye; Dan and Eve never met.
  const history = [
    round(1, [[1, 4], [2, 5]], [3]),
    round(2, [[5, 1], [3, 4]], [2]),
    round(3, [[4, 2], [5, 3]], [1]),
  ];

  test('2017 rules: an odd group that may only meet one another, none of whom may have the bye (C1, C2)', () => {
    const t = tournament({ system: 'dutch', rules: '2017' }, 5, history);
    const d = failsWith(t);
    expect(d.unpairable).toEqual({ kind: 'odd-group', group: { players: [id(1), id(2), id(3)], withBye: false }, byeExists: true });
    expect(d.blockedPairs.map((b) => [b.player, b.opponent, b.block])).toEqual([
      [1, 4, { rule: 'rematch', rounds: [1] }], [1, 5, { rule: 'rematch', rounds: [2] }],
      [2, 4, { rule: 'rematch', rounds: [3] }], [2, 5, { rule: 'rematch', rounds: [1] }],
      [3, 4, { rule: 'rematch', rounds: [2] }], [3, 5, { rule: 'rematch', rounds: [3] }],
    ]);
    expect(d.blockedByes.map((b) => [b.player, b.block])).toEqual([
      [1, { rule: 'had-bye', rounds: [3] }], [2, { rule: 'had-bye', rounds: [2] }], [3, { rule: 'had-bye', rounds: [1] }],
    ]);
    expect(text(t, d)).toBe(
      'Round 4 cannot be paired: Ann (1), Bob (2) and Cem (3) can only be paired with one another, and they are an odd number, none of whom may have the bye. ' +
      'Already played each other (C.04.3 C1: no rematch): Ann (1)–Dan (4) (round 1); Ann (1)–Eve (5) (round 2); Bob (2)–Dan (4) (round 3); ' +
      'Bob (2)–Eve (5) (round 1); Cem (3)–Dan (4) (round 2); Cem (3)–Eve (5) (round 3). ' +
      'May not have the bye (C.04.3 C2: no second pairing-allocated bye): Ann (1) (had it in round 3); Bob (2) (had it in round 2); Cem (3) (had it in round 1).',
    );
  });

  test('2026 rules: C2 is absolute too, so the same round has no valid pairing (no second bye)', () => {
    const t = tournament({ system: 'dutch', rules: '2026' }, 5, history);
    const d = failsWith(t);
    expect(d.unpairable).toEqual({ kind: 'odd-group', group: { players: [id(1), id(2), id(3)], withBye: false }, byeExists: true });
    expect(d.blockedByes.map((b) => [b.player, b.block])).toEqual([
      [1, { rule: 'had-bye', rounds: [3] }], [2, { rule: 'had-bye', rounds: [2] }], [3, { rule: 'had-bye', rounds: [1] }],
    ]);
  });

  test('2026 rules: a full-point bye or a forfeit win blocks the PAB (a win without playing, C.04.1 art. 4)', () => {
    // Ann beat Bob by forfeit in round 1 (Cem had the bye); Ann played Cem in round 2 (Bob had the bye).
    const t = tournament({ system: 'dutch', rules: '2026' }, 3, [round(1, [[1, 2]], [3], 1, 'white-wins-forfeit'), round(2, [[3, 1]], [2])]);
    const d = failsWith(t);
    expect(d.unpairable).toEqual({ kind: 'no-bye' });
    expect(text(t, d)).toBe(
      'Round 3 cannot be paired: the number of players is odd and nobody may have the bye. ' +
      'May not have the bye (C.04.3 C2: no bye after a win without playing): Ann (1) (won without playing in round 1). ' +
      'May not have the bye (C.04.3 C2: no second pairing-allocated bye): Bob (2) (had it in round 2); Cem (3) (had it in round 1).',
    );
  });

  test('2017 rules: a forfeit win blocks the bye like a bye does, and nobody may have it', () => {
    // Ann beat Bob by forfeit in round 1 (Cem had the bye); Ann played Cem in round 2 (Bob had the bye).
    const t = tournament({ system: 'dutch', rules: '2017' }, 3, [round(1, [[1, 2]], [3], 1, 'white-wins-forfeit'), round(2, [[3, 1]], [2])]);
    const d = failsWith(t);
    expect(d.unpairable).toEqual({ kind: 'no-bye' });
    expect(text(t, d)).toBe(
      'Round 3 cannot be paired: the number of players is odd and nobody may have the bye. ' +
      'May not have the bye (C.04.3 C2: no bye after a forfeit win): Ann (1) (won by forfeit in round 1). ' +
      'May not have the bye (C.04.3 C2: no second pairing-allocated bye): Bob (2) (had it in round 2); Cem (3) (had it in round 1).',
    );
  });

  test('C3: Dan must have White and every player still available to him must have White too', () => {
    // Ann, Bob and Dan had Black twice (colour difference −2); Eve, Fay, Gus had White twice.
    const t = tournament({ system: 'dutch', rules: '2026' }, 7, [
      round(1, [[5, 1], [6, 2], [7, 4]], [3]),
      round(2, [[6, 1], [7, 2], [5, 4]], [3]),
    ], { forbiddenPairs: [[id(4), id(6)]], plannedByes: [{ player: id(3), round: 3, kind: 'Z' }] });
    const d = failsWith(t);
    expect(d.unpairable).toEqual({ kind: 'no-opponent', player: id(4), byeExists: false });
    expect(d.blockedPairs.map((b) => [b.opponent, b.block.rule])).toEqual([
      [1, 'same-absolute-colour'], [2, 'same-absolute-colour'], [5, 'rematch'], [6, 'forbidden-pair'], [7, 'rematch'],
    ]);
    expect(d.blockedPairs[0]!.block).toEqual({ rule: 'same-absolute-colour', colour: 'white', colourDifferences: [-2, -2] });
    expect(text(t, d)).toContain('Both must have the same colour (C.04.3 C3: same absolute colour preference): Dan (4)–Ann (1) (both White, colour differences -2 and -2)');
    expect(text(t, d)).toContain('The TO forbade the pairing (TRF record 260): Dan (4)–Fay (6).');
  });

  test('a pairable round has no diagnosis', () => {
    expect(diagnosePairing(tournament({ system: 'dutch', rules: '2026' }, 5, history.slice(0, 1)))).toBeNull();
  });
});

test('Burstein: the bye goes first to the lowest eligible player (Eve), then Dan has nobody left', () => {
  const t = tournament({ system: 'burstein' }, 5, [
    round(1, [[1, 4], [2, 5]], [3]),
    round(2, [[5, 1], [3, 4]], [2]),
    round(3, [[4, 2], [5, 3]], [1]),
  ]);
  const d = failsWith(t);
  expect(d.unpairable).toEqual({ kind: 'no-opponent', player: id(4), byeExists: false });
  expect(d.byeGivenTo).toBe(id(5));
  expect(playersWithoutPairing(d)).toEqual([id(4)]);
  expect(text(t, d)).toMatch(/^Round 4 cannot be paired: Dan \(4\) cannot be paired with anybody \(Eve \(5\) has the bye, the lowest eligible player\)\. Already played/);
});

test('TCEC: three players with WGD +2 can only meet Dan (STEP 3 colour balance)', () => {
  // Rounds 1-2: Ann, Bob, Cem had White twice (WGD +2), Dan White then Black (0); the others withdraw.
  const t = tournament({ system: 'tcec', double: false }, 8, [
    round(1, [[1, 5], [2, 6], [3, 7], [4, 8]]),
    round(2, [[1, 6], [2, 5], [3, 8], [7, 4]]),
  ]);
  const withdrawn = { ...t, players: t.players.map((p) => (p.id >= 5 ? { ...p, withdrawnFromRound: 3 } : p)) };
  const d = failsWith(withdrawn);
  expect(d.unpairable.kind).toBe('too-few-opponents');
  if (d.unpairable.kind !== 'too-few-opponents') return;
  expect(d.unpairable.opponents).toEqual([id(4)]);
  expect(d.unpairable.groups.map((g) => g.players)).toHaveLength(2);
  expect(d.blockedPairs.every((b) => b.block.rule === 'colour-balance')).toBe(true);
  expect(text(withdrawn, d)).toMatch(/^Round 3 cannot be paired: \w+ \(\d\) and \w+ \(\d\) can only be paired with Dan \(4\): 2 players for 1 place\. Their colours would be unbalanced \(TCEC STEP 3/);
});

test('single-sided Swiss: no third meeting ("Single Sided Swiss: How it Works")', () => {
  const t = tournament({ system: 'sass', model: 'sass', scoreFactor: 2, byeScore: 0 as never }, 2, [round(1, [[1, 2]], [], 1, 'white-wins'), round(2, [[2, 1]], [], 1, 'white-wins')]);
  const d = failsWith(t);
  expect(d.unpairable).toEqual({ kind: 'no-opponent', player: id(1), byeExists: false });
  expect(d.blockedPairs).toEqual([{ player: id(1), opponent: id(2), block: { rule: 'third-meeting', rounds: [1, 2] } }]);
  expect(text(t, d)).toContain('Already met twice (single-sided Swiss: no third meeting): Ann (1)–Bob (2) (rounds 1, 2).');
});

test('double-sided Swiss: everyone met and had the bye', () => {
  const t = tournament({ system: 'double-sided' }, 3, [
    round(1, [[1, 2]], [3], 2, 'white-wins'),
    round(2, [[1, 3]], [2], 2, 'white-wins'),
    round(3, [[2, 3]], [1], 2, 'white-wins'),
  ]);
  const d = failsWith(t);
  expect(d.unpairable).toEqual({ kind: 'no-opponent', player: id(1), byeExists: true });
  expect(text(t, d)).toContain('May not have the bye (no second bye): Ann (1) (had it in round 3).');
});

test('engine Swiss: a forbidden pair and rematches leave nobody for Ann', () => {
  const settings = {
    system: 'engine-swiss' as const, gamesPerMatch: 2, seedGroupCount: 1, rematchesConfirmed: false, allowExtraPairsOnTie: false,
    uniquePerMatchOnly: false, randomOpenings: false, openings: [],
  };
  const t = tournament(settings, 4, [round(1, [[1, 2], [3, 4]], [], 2)], { totalRounds: 3, forbiddenPairs: [[id(1), id(3)]] });
  const d = failsWith({ ...t, rounds: [...t.rounds, round(2, [[4, 1], [2, 3]], [], 2)] });
  expect(d.unpairable).toEqual({ kind: 'no-opponent', player: id(1), byeExists: false });
  expect(d.blockedPairs.map((b) => b.block.rule)).toEqual(['rematch', 'forbidden-pair', 'rematch']);
});

describe('the words for groups and for the bye seat (synthetic graphs)', () => {
  const name = (p: PlayerId): string => `P${p}`;
  const players = (n: number): PlayerId[] => Array.from({ length: n }, (_, i) => id(i + 1));

  test('an odd group and the bye both need the one player who may meet them', () => {
    const side = (p: number): number => (p <= 3 ? 1 : p <= 6 ? 2 : 3);
    const d = explainUnpairable({
      system: 'dutch', round: 5, players: players(7), withBye: true,
      pairBlock: (a, b) => (side(a) === side(b) || a === 7 || b === 7 ? null : { rule: 'rematch', rounds: [1] }),
      byeBlock: (p) => (p === 7 ? null : { rule: 'had-bye', rounds: [2] }),
    })!;
    expect(formatDiagnosis(d, name, '\n').split('\n')[0]).toBe(
      'Round 5 cannot be paired: one of P1, P2 and P3 and the bye can only be paired with P7: 2 groups for 1 place ' +
      '(a group of several players is an odd number who can otherwise only meet one another).');
  });

  test('three players for two places: one opponent and the bye', () => {
    const d = explainUnpairable({
      system: 'sass', round: 4, players: players(5), withBye: true,
      pairBlock: (a, b) => (a === 5 || b === 5 ? null : { rule: 'third-meeting', rounds: [1, 3] }),
      byeBlock: () => null,
    })!;
    expect(formatDiagnosis(d, name, '\n').split('\n')[0]).toBe('Round 4 cannot be paired: P1, P2 and P3 can only be paired with P5 or the bye: 3 players for 2 places.');
  });
});
