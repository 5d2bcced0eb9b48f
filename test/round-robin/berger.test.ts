import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bergerRound, roundRobinRounds, roundsPerCycle, scheduledRound } from '../../src/core/systems/round-robin';

/**
 * The Berger tables as FIDE prints them (C.05 Annex 1), "white-black" on boards 1, 2, ... of each
 * round. With an odd number of players the highest number is the bye: the table for 2k - 1
 * players is the table for 2k with that number's board left out.
 */
const printed: Readonly<Record<number, readonly string[]>> = {
  4: ['1-4 2-3', '4-3 1-2', '2-4 3-1'],
  6: ['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1'],
  8: ['1-8 2-7 3-6 4-5', '8-5 6-4 7-3 1-2', '2-8 3-1 4-7 5-6', '8-6 7-5 1-4 2-3', '3-8 4-2 5-1 6-7', '8-7 1-6 2-5 3-4', '4-8 5-3 6-2 7-1'],
  10: [
    '1-10 2-9 3-8 4-7 5-6', '10-6 7-5 8-4 9-3 1-2', '2-10 3-1 4-9 5-8 6-7', '10-7 8-6 9-5 1-4 2-3', '3-10 4-2 5-1 6-9 7-8',
    '10-8 9-7 1-6 2-5 3-4', '4-10 5-3 6-2 7-1 8-9', '10-9 1-8 2-7 3-6 4-5', '5-10 6-4 7-3 8-2 9-1',
  ],
  12: [
    '1-12 2-11 3-10 4-9 5-8 6-7', '12-7 8-6 9-5 10-4 11-3 1-2', '2-12 3-1 4-11 5-10 6-9 7-8', '12-8 9-7 10-6 11-5 1-4 2-3',
    '3-12 4-2 5-1 6-11 7-10 8-9', '12-9 10-8 11-7 1-6 2-5 3-4', '4-12 5-3 6-2 7-1 8-11 9-10', '12-10 11-9 1-8 2-7 3-6 4-5',
    '5-12 6-4 7-3 8-2 9-1 10-11', '12-11 1-10 2-9 3-8 4-7 5-6', '6-12 7-5 8-4 9-3 10-2 11-1',
  ],
  14: [
    '1-14 2-13 3-12 4-11 5-10 6-9 7-8', '14-8 9-7 10-6 11-5 12-4 13-3 1-2', '2-14 3-1 4-13 5-12 6-11 7-10 8-9',
    '14-9 10-8 11-7 12-6 13-5 1-4 2-3', '3-14 4-2 5-1 6-13 7-12 8-11 9-10', '14-10 11-9 12-8 13-7 1-6 2-5 3-4',
    '4-14 5-3 6-2 7-1 8-13 9-12 10-11', '14-11 12-10 13-9 1-8 2-7 3-6 4-5', '5-14 6-4 7-3 8-2 9-1 10-13 11-12',
    '14-12 13-11 1-10 2-9 3-8 4-7 5-6', '6-14 7-5 8-4 9-3 10-2 11-1 12-13', '14-13 1-12 2-11 3-10 4-9 5-8 6-7',
    '7-14 8-6 9-5 10-4 11-3 12-2 13-1',
  ],
};

const text = (players: number, round: number): string => bergerRound(players, round).boards.map((b) => `${b.white}-${b.black}`).join(' ');

/**
 * C.05 Annex 1's own step-by-step construction, written independently of the closed form: round 1
 * pairs m with N + 1 - m (m White) on board m; each later round lists 1 … N - 1 in the order of the
 * previous round's boards, White before Black, pairs the last with N on board 1 (N Black in round
 * 1, then alternating), and the rest from the end of the list, penultimate White against last.
 */
const annexTable = (players: number): string[][] => {
  const n = players + (players % 2);
  let round: [number, number][] = Array.from({ length: n / 2 }, (_, i) => [i + 1, n - i] as [number, number]);
  const rounds = [round];
  let nWhite = true;
  for (let r = 2; r < n; r++) {
    const list = round.flat().filter((p) => p < n);
    const last = list.pop()!;
    const next: [number, number][] = [nWhite ? [n, last] : [last, n]];
    nWhite = !nWhite;
    while (list.length > 0) {
      const black = list.pop()!;
      const white = list.pop()!;
      next.push([white, black]);
    }
    rounds.push(next);
    round = next;
  }
  return rounds.map((boards) => boards.filter(([w, b]) => w <= players && b <= players).map(([w, b]) => `${w}-${b}`));
};

describe('Berger tables (FIDE C.05 Annex 1)', () => {
  it('equal the printed FIDE tables, round by round and board by board', () => {
    for (const [size, rounds] of Object.entries(printed)) {
      const n = Number(size);
      expect(roundsPerCycle(n)).toBe(rounds.length);
      rounds.forEach((r, i) => expect(text(n, i + 1), `${n} players, round ${i + 1}`).toBe(r));
    }
  });

  it('an odd field plays the table of the next even size, the highest number being the bye', () => {
    for (const [size, rounds] of Object.entries(printed)) {
      const odd = Number(size) - 1;
      rounds.forEach((r, i) => {
        const round = bergerRound(odd, i + 1);
        const boards = r.split(' ').filter((b) => !b.split('-').includes(size));
        expect(round.boards.map((b) => `${b.white}-${b.black}`), `${odd} players, round ${i + 1}`).toEqual(boards);
        const byeBoard = r.split(' ').find((b) => b.split('-').includes(size))!;
        expect(round.bye).toBe(Number(byeBoard.split('-').find((x) => x !== size)));
      });
    }
  });

  it('equal the Annex step-by-step construction for every size from 3 to 24', () => {
    for (let n = 3; n <= 24; n++) {
      const annex = annexTable(n);
      expect(annex).toHaveLength(roundsPerCycle(n));
      annex.forEach((r, i) => expect(text(n, i + 1), `${n} players, round ${i + 1}`).toBe(r.join(' ')));
    }
  });
});

/** Every meeting of the schedule: [round, white, black]. */
const meetings = (n: number, double: boolean, exchange: boolean): [number, number, number][] => {
  const s = { cycles: double ? 2 : 1, exchangeLastRounds: exchange };
  const out: [number, number, number][] = [];
  for (let r = 1; r <= roundRobinRounds(n, s); r++) for (const b of scheduledRound(n, r, s).boards) out.push([r, b.white, b.black]);
  return out;
};

describe('a round robin schedule', () => {
  it('each pair meets exactly once per cycle, and every player plays or has the bye in every round (fixed seeds)', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 24 }), fc.boolean(), fc.boolean(), (n, double, exchange) => {
      const s = { cycles: double ? 2 : 1, exchangeLastRounds: exchange };
      const m = roundsPerCycle(n);
      for (let cycle = 0; cycle < s.cycles; cycle++) {
        const met = new Set<string>();
        for (let r = cycle * m + 1; r <= (cycle + 1) * m; r++) {
          const round = scheduledRound(n, r, s);
          const seen = new Set<number>();
          for (const b of round.boards) {
            const key = `${Math.min(b.white, b.black)}-${Math.max(b.white, b.black)}`;
            expect(met.has(key), `${key} twice in cycle ${cycle + 1}`).toBe(false);
            met.add(key);
            seen.add(b.white).add(b.black);
          }
          if (round.bye !== null) seen.add(round.bye);
          expect(seen.size).toBe(n);
          expect(round.bye === null).toBe(n % 2 === 0);
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
      }
    }), { seed: 20260301, numRuns: 200 });
  });

  it('colours are balanced as the table gives them: per cycle White and Black differ by at most one game, and exactly even over two cycles', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 24 }), fc.boolean(), (n, exchange) => {
      const all = meetings(n, true, exchange);
      const m = roundsPerCycle(n);
      for (let p = 1; p <= n; p++) {
        for (const cycle of [0, 1]) {
          const mine = all.filter(([r, w, b]) => r > cycle * m && r <= (cycle + 1) * m && (w === p || b === p));
          const whites = mine.filter(([, w]) => w === p).length;
          expect(Math.abs(2 * whites - mine.length), `player ${p} of ${n}, cycle ${cycle + 1}`).toBeLessThanOrEqual(1);
        }
        const mine = all.filter(([, w, b]) => w === p || b === p);
        expect(mine.filter(([, w]) => w === p).length * 2).toBe(mine.length);
      }
      // Each pair: once with each colour, i.e. the second cycle reverses the first.
      const pairs = new Set(all.map(([, w, b]) => `${w}-${b}`));
      for (const [, w, b] of all) expect(pairs.has(`${b}-${w}`)).toBe(true);
    }), { seed: 7, numRuns: 100 });
  });

  it('the bye rotates: with an odd field every player has exactly one bye per cycle', () => {
    for (let n = 3; n <= 23; n += 2) {
      const s = { cycles: 2, exchangeLastRounds: true };
      const byes = Array.from({ length: roundRobinRounds(n, s) }, (_, i) => scheduledRound(n, i + 1, s).bye!);
      expect([...byes.slice(0, n)].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      expect([...byes.slice(n)].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
  });

  it('exchanging the last two rounds of the first cycle leaves nobody with the same colour three times running; without it an even field has such streaks', () => {
    const longestRun = (n: number, exchange: boolean): number => {
      const all = meetings(n, true, exchange);
      let longest = 0;
      for (let p = 1; p <= n; p++) {
        let run = 0;
        let last = '';
        for (const [, w] of all.filter(([, w, b]) => w === p || b === p)) {
          const c = w === p ? 'w' : 'b';
          run = c === last ? run + 1 : 1;
          last = c;
          longest = Math.max(longest, run);
        }
      }
      return longest;
    };
    for (let n = 3; n <= 24; n++) {
      expect(longestRun(n, true), `${n} players, exchanged`).toBeLessThanOrEqual(2);
      if (n % 2 === 0) expect(longestRun(n, false), `${n} players, table order`).toBe(3);
    }
  });

  it('the exchange swaps only the last two rounds of the first cycle; the second cycle is the table in order, colours reversed', () => {
    const s = { cycles: 2, exchangeLastRounds: true };
    expect(scheduledRound(10, 8, s).tableRound).toBe(9);
    expect(scheduledRound(10, 9, s).tableRound).toBe(8);
    expect(scheduledRound(10, 7, s).tableRound).toBe(7);
    expect(scheduledRound(10, 10, s)).toMatchObject({ tableRound: 1, cycle: 2 });
    expect(scheduledRound(10, 10, s).boards[0]).toEqual({ white: 10, black: 1 });
    expect(scheduledRound(10, 18, s).tableRound).toBe(9);
  });
});
