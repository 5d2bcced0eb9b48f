import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BoardResult, PlayerId, Round, Tournament } from '../../src/core/model';
import { playerId } from '../../src/core/model';
import { createRng } from '../../src/core/random/rng';
import { scores } from '../../src/core/standings';
import { systemFor } from '../../src/core/systems';
import type { Entrant } from '../../src/core/systems/engine-swiss';
import {
  byeCandidates, engineSwissStandings, engineSwissSystem, firstPlace, firstWhite, gamesPerPairing,
  openingsForRound, pairEntrants, pairMainPath, parseOpenings, perfectPairingExists, playingOrder, settingsProblem, withOpeningOrder,
} from '../../src/core/systems/engine-swiss';
import { board, id, pairKey, playNextRound, settings, strongerWins, tournament } from './helpers';

const pairsOf = (t: Tournament) => {
  const out = engineSwissSystem.pairNextRound(t);
  if (!out.ok) throw new Error(out.detail);
  return out.round;
};
const asNumbers = (pairs: readonly { white: PlayerId; black: PlayerId }[]) => pairs.map((p) => [p.white as number, p.black as number]);
const entrant = (n: number, seed: number, score: number, byes = 0): Entrant => ({ id: playerId(n), seed, score, byes, firstWhites: 0 });
const canMeetExcept = (...forbidden: [number, number][]) => {
  const f = new Set(forbidden.map(([a, b]) => pairKey(a, b)));
  return (a: PlayerId, b: PlayerId) => !f.has(pairKey(a, b));
};
const budget = () => ({ nodes: 100_000 });
const ids = (pairs: readonly (readonly [Entrant, Entrant])[] | null) => pairs?.map(([a, b]) => [a.id as number, b.id as number]);

describe('settings (the "Swiss Mode" README, Field Summary)', () => {
  it('GamesPerMatch must be even', () => {
    const t = tournament(8, 3, { gamesPerMatch: 3 });
    expect(engineSwissSystem.pairNextRound(t)).toMatchObject({ ok: false, reason: 'invalid-state' });
    expect(settingsProblem(t, settings({ gamesPerMatch: 3 }))).toMatch(/even/);
    expect(settingsProblem(t, settings({ gamesPerMatch: 4 }))).toBeNull();
  });

  it('Rounds must be fewer than players unless the TO confirms rematches', () => {
    expect(engineSwissSystem.pairNextRound(tournament(6, 6))).toMatchObject({ ok: false, reason: 'invalid-state' });
    expect(engineSwissSystem.pairNextRound(tournament(6, 5)).ok).toBe(true);
    expect(engineSwissSystem.pairNextRound(tournament(6, 6, { rematchesConfirmed: true })).ok).toBe(true);
  });

  it('is registered as the engine-swiss system', () => {
    expect(systemFor(settings()).id).toBe('engine-swiss');
  });
});

describe('seeding (TCEC-style grouping and interleaving)', () => {
  it('SeedGroupCount 1 keeps the rating order: round 1 pairs 1st vs middle (1-5, 2-6, 3-7, 4-8)', () => {
    const round = pairsOf(tournament(8, 3));
    expect(asNumbers(round.pairs).map(([w, b]) => pairKey(w as number, b as number)).sort()).toEqual(['1-5', '2-6', '3-7', '4-8']);
  });

  it('SeedGroupCount 2 interleaves A1, B1, A2, B2, ...: seeds 1,5,2,6,3,7,4,8 pair 1-3, 5-7, 2-4, 6-8', () => {
    const round = pairsOf(tournament(8, 3, { seedGroupCount: 2 }));
    expect(asNumbers(round.pairs).map(([w, b]) => pairKey(w as number, b as number)).sort()).toEqual(['1-3', '2-4', '5-7', '6-8']);
  });

  it('seeding sorts by rating whatever the order of entry', () => {
    // Engine 8 is the highest rated: it is seed 1 and meets the middle seed.
    const t = tournament(8, 3, {}, [3000, 2990, 2980, 2970, 2960, 2950, 2940, 3500]);
    const keys = asNumbers(pairsOf(t).pairs).map(([w, b]) => pairKey(w as number, b as number));
    expect(keys).toContain(pairKey(8, 4));
  });
});

describe('pairing: main path (score groups)', () => {
  it('score groups are paired from the highest down, each sorted by seed, top half against bottom half', () => {
    const t1 = playNextRound(tournament(8, 3), strongerWins);
    const round2 = pairsOf(t1);
    const keys = asNumbers(round2.pairs).map(([w, b]) => pairKey(w as number, b as number)).sort();
    // Winners 1-4 (2 points): 1-3, 2-4. Losers 5-8 (0 points): 5-7, 6-8.
    expect(keys).toEqual(['1-3', '2-4', '5-7', '6-8']);
  });

  it('odd score group floats its lowest seed down', () => {
    const a = [entrant(1, 0, 20), entrant(2, 1, 20), entrant(3, 2, 20)];
    const b = [entrant(4, 3, 10), entrant(5, 4, 10), entrant(6, 5, 10)];
    // 1-2 in the top group; 3 floats into [3, 4, 5, 6] and meets 5 (top half 3,4 vs bottom half 5,6).
    expect(ids(pairMainPath([...a, ...b], canMeetExcept(), budget()))).toEqual([[1, 2], [3, 5], [4, 6]]);
  });

  it('backtracking avoids a rematch inside a score group (next bottom-half opponent)', () => {
    const g = [entrant(1, 0, 0), entrant(2, 1, 0), entrant(3, 2, 0), entrant(4, 3, 0)];
    expect(ids(pairMainPath(g, canMeetExcept([1, 3]), budget()))).toEqual([[1, 4], [2, 3]]);
  });

  it('when the floater cannot be paired below, the next-lowest seed floats instead', () => {
    const g = [entrant(1, 0, 20), entrant(2, 1, 20), entrant(3, 2, 20), entrant(4, 3, 0)];
    // 3 would float but has met 4, so 2 floats: 1-3 above, 2-4 below.
    expect(ids(pairMainPath(g, canMeetExcept([3, 4]), budget()))).toEqual([[1, 3], [2, 4]]);
  });

  it('no rematch within the event and every engine paired once or given the bye (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 4, max: 13 }), fc.integer(), fc.integer({ min: 1, max: 3 }), (n, seed, groups) => {
      const rounds = Math.floor(n / 2);
      let t = tournament(n, rounds, { seedGroupCount: groups });
      const rng = createRng(seed);
      const results: BoardResult[] = ['white-wins', 'draw', 'black-wins'];
      const met = new Set<string>();
      for (let r = 1; r <= rounds; r++) {
        t = playNextRound(t, () => results[rng.int(0, 2)] as BoardResult);
        const round = t.rounds[r - 1] as Round;
        const seen = new Set<number>();
        for (const p of round.pairings) {
          expect(met.has(pairKey(p.white, p.black))).toBe(false);
          met.add(pairKey(p.white, p.black));
          seen.add(p.white).add(p.black);
        }
        for (const b of round.byes) seen.add(b.player);
        expect(seen.size).toBe(n);
        expect(round.byes.length).toBe(n % 2);
      }
      // No engine gets a second bye while another can take it (rounds < players here).
      const byes = t.rounds.flatMap((r) => r.byes.map((b) => b.player));
      expect(new Set(byes).size).toBe(byes.length);
    }), { seed: 2026, numRuns: 60 });
  });
});

describe('pairing: fallback path', () => {
  it('when the main path fails on prior meetings, the global fallback pairs each with the closest-scoring opponent', () => {
    const g = [entrant(1, 0, 20), entrant(2, 1, 20), entrant(3, 2, 0), entrant(4, 3, 0)];
    // 1 and 2 (the whole top group) have met: no main-path pairing; the fallback pairs 1-3, 2-4.
    expect(pairMainPath(g, canMeetExcept([1, 2]), budget())).toBeNull();
    const found = pairEntrants(g, canMeetExcept([1, 2]));
    expect(found?.path).toBe('fallback');
    expect(ids(found?.pairs ?? null)).toEqual([[1, 3], [2, 4]]);
  });

  it('the fallback prefers the closest score over the next in order', () => {
    const g = [entrant(1, 0, 30), entrant(2, 1, 30), entrant(3, 2, 10), entrant(4, 3, 25)];
    const found = pairEntrants(g, canMeetExcept([1, 2]));
    expect(found?.path).toBe('fallback');
    expect(ids(found?.pairs ?? null)).toEqual([[1, 4], [2, 3]]);
  });

  it('with the TO confirming rematches, a round where every pairing is a rematch is still paired', () => {
    let t = tournament(4, 4, { rematchesConfirmed: true });
    for (let r = 0; r < 3; r++) t = playNextRound(t, () => 'draw');
    const round4 = pairsOf(t);
    expect(round4.pairs).toHaveLength(2);
    expect(round4.notes.join(' ')).toMatch(/rematch/i);
  });

  it('without rematches allowed, an impossible round is reported as no-valid-pairing', () => {
    // 4 engines, all three rematch-free rounds played, a fourth forced by forbidden pairs.
    let t = tournament(4, 3);
    t = { ...t, forbiddenPairs: [[id(1), id(3)]] };
    t = playNextRound(t, () => 'draw');
    t = playNextRound(t, () => 'draw');
    expect(engineSwissSystem.pairNextRound(t)).toMatchObject({ ok: false, reason: 'no-valid-pairing' });
  });
});

describe('pairing: completeness', () => {
  it('main path then fallback find a rematch-free pairing whenever one exists (property, exact blossom oracle)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2, max: 12 }), fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 12, maxLength: 12 }),
      fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 })), { maxLength: 30 }),
      (n, pts, met) => {
        const es = Array.from({ length: n }, (_, i) => entrant(i + 1, i, 5 * (pts[i] ?? 0)));
        const canMeet = canMeetExcept(...met);
        const found = pairEntrants(es, canMeet);
        const exists = (n % 2 === 0 ? [null] : es).some((b) => perfectPairingExists(es.filter((e) => e !== b), canMeet));
        expect(found !== null).toBe(exists);
        if (found) {
          const seen = found.pairs.flat().map((e) => e.id as number).concat(found.bye ? [found.bye.id] : []);
          expect(seen.slice().sort((a, b) => a - b)).toEqual(es.map((e) => e.id as number));
          for (const [a, b] of found.pairs) expect(canMeet(a.id, b.id)).toBe(true);
        }
      }), { seed: 99, numRuns: 300 });
  });
});

describe('bye selection', () => {
  it('bye goes to the lowest score, then the weakest seed', () => {
    let t = tournament(5, 3);
    expect(pairsOf(t).byes).toEqual([{ player: id(5), kind: 'U' }]);
    t = playNextRound(t, strongerWins);
    // After round 1: 1, 2 have 2 points, 5 has the bye point, 3 and 4 have 0: the weaker, 4, gets it.
    expect(pairsOf(t).byes).toEqual([{ player: id(4), kind: 'U' }]);
  });

  it('no engine gets a second bye while another can take it', () => {
    const c = byeCandidates([entrant(1, 0, 0, 1), entrant(2, 1, 30), entrant(3, 2, 10)]);
    expect(c.map((e) => e.id as number)).toEqual([3, 2, 1]);
  });

  it('the bye is worth 1 match point: a match won, 2 game points in a two-game match', () => {
    const t = playNextRound(tournament(5, 3), () => 'draw');
    const s = scores(t);
    expect(s.get(id(5))).toBe(20);
    expect(s.get(id(1))).toBe(10); // a drawn two-game match: 1 game point
    const four = playNextRound(tournament(5, 3, { gamesPerMatch: 4 }), () => 'draw');
    expect(scores(four).get(id(5))).toBe(40);
    expect(pairsOf(tournament(5, 3)).notes.join(' ')).toMatch(/worth a match won \(2\.0 game points\)/);
  });
});

describe('matches and colours', () => {
  it('each pairing is GamesPerMatch games; game i has colours swapped when i is odd', () => {
    let t = tournament(4, 2, { gamesPerMatch: 4 });
    expect(gamesPerPairing(t, settings({ gamesPerMatch: 4 }), 1)).toBe(4);
    t = { ...t, rounds: [{ number: 1, pairings: [board(1, 1, 3, ['white-wins', 'black-wins', 'white-wins', 'draw']), board(2, 2, 4, ['draw', 'draw', 'draw', 'draw'])], byes: [] }] };
    // Engine 1 wins games 0, 1 (as Black), 2, and draws game 3: 3.5 of 4.
    expect(scores(t).get(id(1))).toBe(35);
    expect(scores(t).get(id(3))).toBe(5);
  });

  it('the engine that opened fewer matches with White opens with White', () => {
    const a = { ...entrant(1, 0, 0), firstWhites: 2 };
    const b = { ...entrant(2, 1, 0), firstWhites: 1 };
    expect(firstWhite([a, b], 3).white.id).toBe(2);
    expect(firstWhite([entrant(1, 0, 0), entrant(2, 1, 0)], 1).white.id).toBe(1);
    expect(firstWhite([entrant(1, 0, 0), entrant(2, 1, 0)], 2).white.id).toBe(2);
  });
});

describe('playing order', () => {
  it('weakest score group plays first, strongest last', () => {
    const t1 = playNextRound(tournament(8, 3), strongerWins);
    const round2 = pairsOf(t1);
    const s = scores(t1);
    const tops = round2.pairs.map((p) => Math.max(s.get(p.white) ?? 0, s.get(p.black) ?? 0));
    expect(tops).toEqual(tops.slice().sort((x, y) => x - y));
    expect(tops[0]).toBe(0);
    expect(tops[tops.length - 1]).toBe(20);
    const pairs = playingOrder([[entrant(1, 0, 20), entrant(2, 1, 20)], [entrant(3, 2, 0), entrant(4, 3, 0)]]);
    expect(pairs.map(([a]) => a.id as number)).toEqual([3, 1]);
  });
});

describe('openings', () => {
  it('opening list imports EPD/FEN and PGN move lists, one per line', () => {
    const text = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n1. e4 e5 2. Nf3 Nc6 *\r\n\n# a comment\r1. d4 d5 2. c4\n';
    const out = parseOpenings(text);
    expect(out).toEqual({
      ok: true,
      openings: [
        { kind: 'fen', text: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' },
        { kind: 'moves', text: '1. e4 e5 2. Nf3 Nc6' },
        { kind: 'moves', text: '1. d4 d5 2. c4' },
      ],
    });
  });

  it('a malformed opening line is reported with its line number', () => {
    expect(parseOpenings('1. e4 e5\nrnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w')).toMatchObject({ ok: false, line: 2 });
    expect(parseOpenings('1. e4 e5\n\n1. e4 zz9')).toMatchObject({ ok: false, line: 3 });
  });

  it('UniquePerMatchOnly: openings repeat across matches but never within a match', () => {
    const openings = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'];
    let t = tournament(6, 2, { gamesPerMatch: 4, openings, uniquePerMatchOnly: true });
    t = playNextRound(t, () => 'draw');
    t = playNextRound(t, () => 'draw');
    const s = t.settings as ReturnType<typeof settings>;
    expect(openingsForRound(t, s, 1).map((m) => m.openings)).toEqual([['o1', 'o2'], ['o1', 'o2'], ['o1', 'o2']]);
    expect(openingsForRound(t, s, 2).map((m) => m.openings)).toEqual([['o3', 'o4'], ['o3', 'o4'], ['o3', 'o4']]);
  });

  it('UniquePerMatchOnly off: every pair of games gets its own opening, wrapping round the list', () => {
    const openings = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8'];
    let t = tournament(6, 2, { gamesPerMatch: 4, openings, uniquePerMatchOnly: false });
    t = playNextRound(t, () => 'draw');
    t = playNextRound(t, () => 'draw');
    const s = t.settings as ReturnType<typeof settings>;
    expect(openingsForRound(t, s, 1).map((m) => m.openings)).toEqual([['o1', 'o2'], ['o3', 'o4'], ['o5', 'o6']]);
    expect(openingsForRound(t, s, 2).map((m) => m.openings)).toEqual([['o7', 'o8'], ['o1', 'o2'], ['o3', 'o4']]);
  });

  it('RandomOpenings: the shuffled order is stored and a resumed event continues identically', () => {
    const openings = Array.from({ length: 20 }, (_, i) => `1. e4 o${i}`);
    const stored = withOpeningOrder(settings({ openings, randomOpenings: true }), 777);
    expect(stored.openingOrder?.slice().sort((a, b) => a - b)).toEqual(openings.map((_, i) => i));
    expect(stored.openingOrder).not.toEqual(openings.map((_, i) => i));
    // Idempotent: a stored order is kept even if the seed differs later.
    expect(withOpeningOrder(stored, 1).openingOrder).toEqual(stored.openingOrder);
    let t: Tournament = { ...tournament(6, 3), settings: stored };
    t = playNextRound(t, () => 'draw');
    const resumed = JSON.parse(JSON.stringify(t)) as Tournament;
    expect(openingsForRound(resumed, resumed.settings as typeof stored, 1)).toEqual(openingsForRound(t, stored, 1));
    expect(engineSwissSystem.pairNextRound(resumed)).toEqual(engineSwissSystem.pairNextRound(t));
  });

  it('with UniquePerMatchOnly, a list shorter than the pairs of a match is refused', () => {
    const t = tournament(6, 2, { gamesPerMatch: 6, openings: ['o1', 'o2'] });
    expect(engineSwissSystem.pairNextRound(t)).toMatchObject({ ok: false, reason: 'invalid-state' });
  });
});

/** Four engines, two rounds: 1 and 2 tie on 3 points; 3 (2 points) ahead of 4 (0). */
const twoWayTie = (over = {}): Tournament => ({
  ...tournament(4, 2, over),
  rounds: [
    { number: 1, byes: [], pairings: [board(1, 1, 3, ['white-wins', 'black-wins']), board(2, 2, 4, ['white-wins', 'black-wins'])] },
    { number: 2, byes: [], pairings: [board(1, 1, 2, ['draw', 'draw']), board(2, 3, 4, ['white-wins', 'black-wins'])] },
  ],
});

const addExtraPair = (t: Tournament, games: [BoardResult, BoardResult]): Tournament => {
  const round = pairsOf(t);
  const p = round.pairs[0];
  if (!p) throw new Error('no extra pair');
  return { ...t, rounds: [...t.rounds, { number: t.rounds.length + 1, byes: [], pairings: [{ board: 1, white: p.white, black: p.black, games }] }] };
};

describe('tie for first (TCEC-style winner determination)', () => {
  it('two engines tied for first play extra pairs until one engine wins a pair', () => {
    let t = twoWayTie();
    const s = t.settings as ReturnType<typeof settings>;
    expect(firstPlace(t, s)).toEqual({ kind: 'extra-pair', players: [id(1), id(2)], pairsPlayed: 0, inProgress: false });
    expect(gamesPerPairing(t, s, 3)).toBe(2);
    const first = pairsOf(t);
    expect(first.pairs).toEqual([{ white: id(1), black: id(2) }]);
    t = addExtraPair(t, ['draw', 'draw']); // pair drawn: play another, colours reversed
    expect(pairsOf(t).pairs).toEqual([{ white: id(2), black: id(1) }]);
    // Engine 2 opens with White and wins game 1; game 2 (colours swapped) is drawn: 2 wins the pair.
    t = addExtraPair(t, ['white-wins', 'draw']);
    expect(firstPlace(t, s)).toEqual({ kind: 'won-on-extra-pairs', winner: id(2), runnerUp: id(1), pairsPlayed: 2 });
    expect(engineSwissSystem.pairNextRound(t)).toMatchObject({ ok: false, reason: 'invalid-state' });
  });

  it('the extra pairs decide first place over the tie-breaks and never add to the points', () => {
    let t = twoWayTie();
    const s = t.settings as ReturnType<typeof settings>;
    // Before extra pairs, SB puts 1 ahead (it beat 3, who has 2 points; 2 beat 4, who has 0).
    expect(engineSwissStandings(t, s).rows[0]?.player).toBe(id(1));
    t = addExtraPair(t, ['black-wins', 'white-wins']); // engine 2 wins both games of the pair
    const st = engineSwissStandings(t, s);
    expect(st.rows.slice(0, 2).map((r) => [r.player, r.rank, r.points])).toEqual([[id(2), 1, 30], [id(1), 2, 30]]);
  });

  it('three or more tied for first: the tie-break criteria decide, no extra pair', () => {
    const t: Tournament = {
      ...tournament(4, 2),
      rounds: [
        { number: 1, byes: [], pairings: [board(1, 1, 3, ['white-wins', 'black-wins']), board(2, 2, 4, ['white-wins', 'black-wins'])] },
        { number: 2, byes: [], pairings: [board(1, 1, 4, ['black-wins', 'white-wins']), board(2, 2, 3, ['black-wins', 'white-wins'])] },
      ],
    };
    const s = t.settings as ReturnType<typeof settings>;
    expect(firstPlace(t, s)).toEqual({ kind: 'tie-break', tied: [id(1), id(2), id(3), id(4)] });
    expect(engineSwissSystem.pairNextRound(t)).toMatchObject({ ok: false, reason: 'invalid-state' });
  });

  it('with AllowExtraPairsOnTie off, a two-way tie goes to the tie-break criteria', () => {
    const t = twoWayTie({ allowExtraPairsOnTie: false });
    expect(firstPlace(t, t.settings as ReturnType<typeof settings>)).toEqual({ kind: 'tie-break', tied: [id(1), id(2)] });
    expect(engineSwissSystem.pairNextRound(t)).toMatchObject({ ok: false, reason: 'invalid-state' });
  });

  it('a sole leader on points wins without extra pairs', () => {
    const t = playNextRound(playNextRound(tournament(4, 2), strongerWins), strongerWins);
    expect(firstPlace(t, t.settings as ReturnType<typeof settings>)).toEqual({ kind: 'sole-leader', winner: id(1) });
  });
});

describe('tie-breaks for the other places (SB, wins, direct encounter, shared places)', () => {
  it('equal points are ordered by Sonneborn-Berger, and fully equal engines share the place', () => {
    const t = twoWayTie({ allowExtraPairsOnTie: false });
    const rows = engineSwissStandings(t, t.settings as ReturnType<typeof settings>).rows;
    expect(rows.map((r) => [r.player, r.rank])).toEqual([[id(1), 1], [id(2), 2], [id(3), 3], [id(4), 4]]);
    const shared: Tournament = {
      ...tournament(4, 1),
      rounds: [{ number: 1, byes: [], pairings: [board(1, 1, 3, ['draw', 'draw']), board(2, 2, 4, ['draw', 'draw'])] }],
    };
    const sharedRows = engineSwissStandings(shared, shared.settings as ReturnType<typeof settings>).rows;
    expect(sharedRows.every((r) => r.rank === 1)).toBe(true);
  });
});

describe('tie-breaks: wins after Sonneborn-Berger', () => {
  it('equal points and SB are ordered by the number of wins; still equal engines share the place', () => {
    // 1 and 3 split their match with a win each; 2 and 4 draw both games. All on 1 point, all SB 1.
    const t: Tournament = {
      ...tournament(4, 1),
      rounds: [{ number: 1, byes: [], pairings: [board(1, 1, 3, ['white-wins', 'white-wins']), board(2, 2, 4, ['draw', 'draw'])] }],
    };
    const rows = engineSwissStandings(t, t.settings as ReturnType<typeof settings>).rows;
    expect(rows.map((r) => [r.player as number, r.rank])).toEqual([[1, 1], [3, 1], [2, 3], [4, 3]]);
  });
});

describe('absent and withdrawn engines', () => {
  it('a withdrawn engine and one with a planned bye are not paired; the planned bye is kept', () => {
    const base = tournament(7, 3);
    const t: Tournament = {
      ...base,
      players: base.players.map((p) => (p.id === id(2) ? { ...p, withdrawnFromRound: 1 } : p)),
      plannedByes: [{ player: id(3), round: 1, kind: 'Z' }],
    };
    const round = pairsOf(t);
    const paired = round.pairs.flatMap((p) => [p.white as number, p.black as number]);
    expect(paired).not.toContain(2);
    expect(paired).not.toContain(3);
    expect(round.byes).toEqual([{ player: id(3), kind: 'Z' }, { player: id(7), kind: 'U' }]);
  });
});

describe('resume', () => {
  it('pairing is a pure function of the stored tournament: a JSON round trip pairs identically', () => {
    let t = tournament(9, 4, { seedGroupCount: 3 });
    const rng = createRng(5);
    const results: BoardResult[] = ['white-wins', 'draw', 'black-wins'];
    for (let r = 0; r < 3; r++) {
      t = playNextRound(t, () => results[rng.int(0, 2)] as BoardResult);
      const revived = JSON.parse(JSON.stringify(t)) as Tournament;
      expect(engineSwissSystem.pairNextRound(revived)).toEqual(engineSwissSystem.pairNextRound(t));
    }
  });

  it('an unfinished round must be completed before the next is paired', () => {
    const t = playNextRound(tournament(4, 2), strongerWins);
    const open: Tournament = { ...t, rounds: t.rounds.map((r) => ({ ...r, pairings: r.pairings.map((p, i) => (i === 0 ? { ...p, games: [p.games[0] ?? null, null] } : p)) })) };
    expect(engineSwissSystem.pairNextRound(open)).toMatchObject({ ok: false, reason: 'invalid-state' });
  });
});
