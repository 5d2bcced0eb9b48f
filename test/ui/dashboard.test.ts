import { describe, expect, it } from 'vitest';
import { chessScoring, playerId } from '../../src/core/model';
import type { Pairing, Player, Round, Tournament } from '../../src/core/model';
import { allSystems, eventKinds, netrunnerRoundsBasis, offeredKinds, suggestedRounds, swissRounds, systems, systemsOfKind, systemPresets } from '../../src/core/systems';
import { eventState, missingResults } from '../../src/ui/features/tournaments/nextStep';
import { resultChoices } from '../../src/ui/components/ResultMenu';
import { resultForKey } from '../../src/ui/features/rounds/results';

const p = (id: number): Player => ({ id: playerId(id), name: `P${id}`, rating: 2000 - id });
const board = (b: number, w: number, bl: number, games: Pairing['games']): Pairing => ({ board: b, white: playerId(w), black: playerId(bl), games });
const round = (n: number, games: Pairing['games'][]): Round => ({ number: n, pairings: games.map((g, i) => board(i + 1, 2 * i + 1, 2 * i + 2, g)), byes: [] });
const event = (players: number, rounds: Round[], totalRounds = 5): Tournament => ({
  name: 'Open', settings: { system: 'dutch', rules: '2026' }, scoring: chessScoring, totalRounds, randomSeed: 1, plannedByes: [],
  players: Array.from({ length: players }, (_, i) => p(i + 1)), rounds,
});

describe('the dashboard: where the event stands and the one next action', () => {
  it('registration: add players, then lock the seeding', () => {
    expect(eventState({ status: 'registration', tournament: event(0, []), cut: null }).next).toEqual({ kind: 'add-players', text: 'Add the players' });
    expect(eventState({ status: 'registration', tournament: event(1, []), cut: null }).next.text).toBe('Add more players');
    expect(eventState({ status: 'registration', tournament: event(8, []), cut: null })).toMatchObject({ badge: 'Registration', next: { kind: 'lock-seeding' } });
  });

  it('seeded: pair round 1; with results missing: "Enter k results of round n" (games, not boards)', () => {
    expect(eventState({ status: 'seeded', tournament: event(8, []), cut: null })).toMatchObject({ badge: 'Seeded', next: { kind: 'pair', round: 1, text: 'Pair round 1' } });
    const r5 = round(5, [['white-wins'], [null], [null, null], ['draw', null]]);
    expect(missingResults(r5)).toBe(4);
    const s = eventState({ status: 'running', tournament: event(8, [round(1, [['draw']]), round(2, [['draw']]), round(3, [['draw']]), round(4, [['draw']]), r5], 9), cut: null });
    expect(s).toMatchObject({ badge: 'Round 5 of 9', tone: 'running', next: { kind: 'enter-results', round: 5, missing: 4, text: 'Enter 4 results of round 5' } });
    const one = eventState({ status: 'running', tournament: event(2, [round(1, [[null]])]), cut: null });
    expect(one.next.text).toBe('Enter 1 result of round 1');
  });

  it('a complete round: pair the next one; after the last round: the cut (Netrunner) or the final standings', () => {
    const done = [round(1, [['draw']]), round(2, [['white-wins']])];
    expect(eventState({ status: 'running', tournament: event(2, done.slice(0, 1), 2), cut: null }).next).toEqual({ kind: 'pair', round: 2, text: 'Pair round 2' });
    expect(eventState({ status: 'running', tournament: event(2, done, 2), cut: null })).toMatchObject({ badge: 'Finished', next: { kind: 'finished' } });
    expect(eventState({ status: 'running', tournament: event(2, done, 2), cut: { started: false, finished: false } }).next).toEqual({ kind: 'start-cut', text: 'Start the cut' });
    expect(eventState({ status: 'running', tournament: event(2, done, 2), cut: { started: true, finished: false } }).next.kind).toBe('play-cut');
    expect(eventState({ status: 'running', tournament: event(2, done, 2), cut: { started: true, finished: true } }).next.kind).toBe('finished');
  });
});

describe('the new-event form asks the system modules', () => {
  it('offers each kind that has a system, in the form\'s order, and every system under exactly one kind', () => {
    expect(offeredKinds).toEqual(eventKinds.filter((k) => systemsOfKind(k).length > 0));
    expect(offeredKinds[0]).toBe('chess-swiss');
    expect(systemsOfKind('chess-swiss').map((m) => m.id)).toEqual(['dutch', 'burstein']);
    expect(systemsOfKind('netrunner').map((m) => m.id)).toEqual(['sass', 'double-sided']);
    expect(systemsOfKind('engine').map((m) => m.id)).toEqual(['tcec', 'engine-swiss', 'ladder']);
    expect(offeredKinds.flatMap((k) => systemsOfKind(k)).length).toBe(allSystems.length);
    // The first choice of the form is FIDE Dutch, not an engine system.
    expect(systemsOfKind(offeredKinds[0]!)[0]!.presets[0]!.key).toBe(systemPresets[0]!.key);
  });

  it('suggests ⌈log2 n⌉ rounds for a Swiss', () => {
    expect([2, 3, 8, 9, 12, 16, 17, 60, 1000].map(swissRounds)).toEqual([1, 2, 3, 4, 4, 4, 5, 6, 10]);
    for (const m of allSystems) expect(suggestedRounds(m, 24)).toBe(m.rounds?.suggested ? m.rounds.suggested(24) : 5);
  });
});

describe('the results menu', () => {
  it('offers the results the keys type, each under its own key, in the system\'s words', () => {
    for (const c of resultChoices) expect(resultForKey(c.key)).toBe(c.result);
    expect(new Set(resultChoices.map((c) => c.result)).size).toBe(resultChoices.length);
  });
});

describe('the rounds a Netrunner Swiss is offered', () => {
  // The Netrunner Tournament Protocol v98.4 §1.2 (1998), row by row: players (first, last) → rounds.
  const ntpTable: readonly (readonly [number, number, number])[] = [
    [2, 2, 1], [3, 4, 2], [5, 8, 3], [9, 16, 4], [17, 32, 5], [33, 64, 6], [65, 128, 7], [129, 256, 8],
  ];

  it('follow the Netrunner Tournament Protocol table at both ends of every row, and say so', () => {
    for (const m of systemsOfKind('netrunner')) {
      for (const [first, last, rounds] of ntpTable) {
        expect(suggestedRounds(m, first), `${m.name}, ${first} players`).toBe(rounds);
        expect(suggestedRounds(m, last), `${m.name}, ${last} players`).toBe(rounds);
      }
      expect(m.rounds?.basis).toMatch(/Netrunner Tournament Protocol/);
    }
    // The table was written for two-game rounds: cited as such for double-sided Swiss, and said
    // plainly for single-sided, which no source gives a number of rounds for ("Single Sided Swiss: How it Works" gives none).
    expect(systems['double-sided'].rounds?.basis).toBe(netrunnerRoundsBasis);
    expect(systems.sass.rounds?.basis).toMatch(/written for two-game \(double-sided\) rounds; no source gives a number of single-sided rounds/);
    expect(systemsOfKind('netrunner').map((m) => m.id).sort()).toEqual(['double-sided', 'sass']);
    // 26 players, the regional of the browser test: 5 rounds.
    expect(suggestedRounds(systemsOfKind('netrunner')[0]!, 26)).toBe(5);
  });
});
