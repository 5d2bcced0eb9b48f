import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../src/core/model';
import { playerId } from '../../src/core/model';
import type { TieBreakCode, TieBreakModifiers } from '../../src/core/standings';
import { compare, playerRecords, standingsWith, tieBreak, unplayedContext } from '../../src/core/standings';
import { randomTournament, relabel } from './random';

const seeds = { seed: 20261122, numRuns: 60 } as const;

/** Every tie-break that does not read the start rank itself (TPN, SEED do, by definition). */
const invariantCodes: readonly [TieBreakCode, TieBreakModifiers][] = [
  ['BH', {}], ['BH', { cut: 1 }], ['BH', { cut: 2 }], ['BH', { median: 1 }], ['BH', { rules: '2023' }], ['BH', { rules: '2009' }], ['BH', { played: true }],
  ['FB', {}], ['AOB', {}], ['SB', {}], ['SB', { cut: 1 }], ['KS', {}], ['PS', {}], ['PS', { cut: 1 }],
  ['WIN', {}], ['WON', {}], ['BPG', {}], ['BWG', {}], ['REP', {}], ['STD', {}],
  // Random events with unplayed rounds have unrated players: the rating-based codes need a rating for them (C.07 Art. 10).
  ['ARO', { unratedRating: 1000 }], ['ARO', { cut: 1, unratedRating: 1000 }], ['TPR', { unratedRating: 1000 }], ['PTP', { unratedRating: 1000 }],
  ['APRO', { unratedRating: 1000 }], ['APPO', { unratedRating: 1000 }], ['DE', {}], ['SOS', {}], ['ESOS', {}], ['BYES', {}],
];

const permutation = (n: number) => fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i + 1), { minLength: n, maxLength: n });

const tournamentAndPermutation = fc.tuple(fc.integer(), fc.boolean()).chain(([seed, unplayed]) => {
  const t = randomTournament(seed, { unplayed });
  return fc.tuple(fc.constant(t), permutation(t.players.length));
});

describe('standings properties (fast-check, fixed seed)', () => {
  it('every tie-break is invariant under relabelling the players', () => {
    fc.assert(fc.property(tournamentAndPermutation, ([t, perm]) => {
      const u = relabel(t, perm);
      const m = (p: PlayerId): PlayerId => playerId(perm[p - 1] as number);
      for (const [code, mods] of invariantCodes) {
        const a = tieBreak(t, code, mods);
        const b = tieBreak(u, code, mods);
        for (const p of t.players) {
          const x = a.get(p.id)?.value;
          const y = b.get(m(p.id))?.value;
          if (!x || !y || compare(x, y) !== 0) throw new Error(`${code} ${JSON.stringify(mods)} differs for ${p.id}: ${JSON.stringify(x)} vs ${JSON.stringify(y)}`);
        }
      }
      // and so are the places
      const list = ['BH/C1', 'BH', 'SB', 'DE', 'WIN', 'ARO'];
      const rankOf = new Map(standingsWith(u, list, { unratedRating: 1000 }).map((r) => [r.player, r.rank]));
      for (const r of standingsWith(t, list, { unratedRating: 1000 })) expect(rankOf.get(m(r.player))).toBe(r.rank);
    }), seeds);
  });

  it('BH/C1 ≤ BH, BH/C2 ≤ BH/C1 and BH/M1 ≤ BH/C1 under every unplayed-round rule', () => {
    fc.assert(fc.property(fc.integer(), fc.boolean(), (seed, unplayed) => {
      const t = randomTournament(seed, { unplayed });
      for (const rules of ['2026', '2023', '2009'] as const) {
        const bh = tieBreak(t, 'BH', { rules });
        const c1 = tieBreak(t, 'BH', { rules, cut: 1 });
        const c2 = tieBreak(t, 'BH', { rules, cut: 2 });
        const m1 = tieBreak(t, 'BH', { rules, median: 1 });
        for (const p of t.players) {
          expect(compare(c1.get(p.id)!.value, bh.get(p.id)!.value)).toBeLessThanOrEqual(0);
          expect(compare(c2.get(p.id)!.value, c1.get(p.id)!.value)).toBeLessThanOrEqual(0);
          expect(compare(m1.get(p.id)!.value, c1.get(p.id)!.value)).toBeLessThanOrEqual(0);
        }
      }
    }), seeds);
  });

  it('SB never exceeds the score × the highest opponent score (played games only)', () => {
    fc.assert(fc.property(fc.integer(), (seed) => {
      const t = randomTournament(seed, { unplayed: false, even: true });
      const records = playerRecords(t);
      const sb = tieBreak(t, 'SB');
      for (const [p, r] of records) {
        const highest = Math.max(0, ...r.entries.map((e) => (e.kind === 'game' ? records.get(e.opponent)!.score : 0)));
        // SB (tenths) ≤ score (points) × highest (tenths) = score × highest / 10
        const v = sb.get(p)!.value;
        expect(v.num * 10).toBeLessThanOrEqual(r.score * highest * v.den);
      }
    }), seeds);
  });

  it('with byes and forfeits, the bound holds when the dummy opponents (16.4) count as opponents', () => {
    fc.assert(fc.property(fc.integer(), (seed) => {
      const t = randomTournament(seed, { unplayed: true });
      const ctx = unplayedContext(t, '2026');
      const sb = tieBreak(t, 'SB');
      for (const [p, r] of ctx.records) {
        const highest = Math.max(0, ...r.entries.map((e, i) => (e.kind === 'game' && e.played ? ctx.adjustedScore(e.opponent) : ctx.dummyScore(p, i))));
        const v = sb.get(p)!.value;
        expect(v.num * 10).toBeLessThanOrEqual(r.score * highest * v.den);
      }
    }), seeds);
  });

  it('shared places: ranks are 1-based, non-decreasing, and equal ranks mean equal points', () => {
    fc.assert(fc.property(fc.integer(), fc.boolean(), (seed, unplayed) => {
      const t = randomTournament(seed, { unplayed });
      const rows = standingsWith(t, ['BH/C1', 'SB', 'DE']);
      expect(rows[0]?.rank).toBe(1);
      rows.forEach((r, i) => {
        const prev = rows[i - 1];
        if (!prev) return;
        expect(r.rank === prev.rank || r.rank === i + 1).toBe(true);
        if (r.rank === prev.rank) expect(r.points).toBe(prev.points);
        expect(prev.points).toBeGreaterThanOrEqual(r.points);
      });
    }), seeds);
  });
});
