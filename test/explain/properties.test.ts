import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { ExplainedAlternative, Tournament } from '../../src/core/model';
import { explainPairing, systemFor } from '../../src/core/systems';
import { dutchState } from '../../src/core/systems/dutch';
import { dutchCriterionVector, dutchRound, rules2017Key } from '../../src/core/systems/dutch/roundCriteria';
import { compareVectors, firstDifference, type CriterionVector } from '../../src/core/systems/fide/criterionVector';
import { allPairings, playedEvent } from './dutchHelpers';
import { buildBursteinState } from '../../src/core/systems/burstein';
import { bursteinCriterionVector } from '../../src/core/systems/burstein/explain';

/** The event with its next round paired by the system and recorded (no results yet). */
function withNextRound(t: Tournament): Tournament | null {
  const out = systemFor(t.settings).pairNextRound(t);
  if (!out.ok) return null;
  const round = { number: t.rounds.length + 1, pairings: out.round.pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black, games: [null] })), byes: out.round.byes };
  return { ...t, rounds: [...t.rounds, round] };
}

/** The rule's key in 2026 numbering from a cited rule ("C.04.3 C7", "C.04.3 (2017) C6"). */
const citedKey = (rule: string): string => rule.split(' ').pop()!;

/**
 * Every board and every alternative of a small random round: the explanation's claim, checked by
 * brute force over every pairing the absolute criteria allow. Forcing the alternative gives, at
 * best, a pairing worse at the named criterion and equal at every one before it; "equal" means the
 * best forced pairing ties; "cannot be completed" means no pairing holds the pair.
 */
for (const rules of ['2026', '2017'] as const) {
  test(`Dutch ${rules}: each alternative is worse exactly at the criterion named (brute force, fixed seed)`, () => {
    let claims = 0;
    let rounds = 0;
    let notOptimal = 0;
    let mismatched = 0;
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 9 }), fc.integer({ min: 0, max: 4 }), fc.array(fc.nat(5), { minLength: 30, maxLength: 30 }), (n, played, draws) => {
        const before = playedEvent({ system: 'dutch', rules }, n, Math.min(played, n - 2), draws);
        if (before === null) return;
        const t = withNextRound(before);
        if (t === null) return;
        const round = t.rounds.length;
        const state = dutchState(before);
        const vec = (p: { pairs: readonly (readonly [number, number])[]; bye: number | null }): CriterionVector =>
          dutchCriterionVector(dutchRound(state, { ok: true, ...p }), rules);
        const all = allPairings(state, rules).map((p) => ({ p, v: vec(p) }));
        const idx = new Map(state.players.map((p) => [p.id, p.index]));
        const rec = t.rounds[round - 1]!;
        const actual = vec({ pairs: rec.pairings.map((b) => [idx.get(b.white)!, idx.get(b.black)!]), bye: rec.byes[0] ? idx.get(rec.byes[0].player)! : null });
        // The engine's own round is the best under the vector (the 2017 completion step, PPB, aside).
        const optimal = all.every((x) => compareVectors(actual, x.v) <= 0);
        if (!optimal) {
          expect(rules).toBe('2017');
          notOptimal++;
          return;
        }
        rounds++;
        const check = (a: ExplainedAlternative): void => {
          const a1 = idx.get(a.player)!;
          const held = all.filter((x) => (a.opponent === null ? x.p.bye === a1 : x.p.pairs.some(([u, w]) => (u === a1 && w === idx.get(a.opponent!)) || (w === a1 && u === idx.get(a.opponent!)))));
          claims++;
          if (a.verdict === 'forbidden' || a.verdict === 'incomplete') {
            expect(held).toEqual([]);
            return;
          }
          expect(held.length).toBeGreaterThan(0);
          const best = held.reduce((m, x) => (compareVectors(x.v, m.v) < 0 ? x : m)).v;
          const d = firstDifference(actual, best);
          if (rules === '2017') {
            // The 2017 procedure's completion step (PPB) can pair the forced round otherwise than the
            // vector's best: the claim is then about the engine's re-solve. The round on record is
            // never worse than the best forced one.
            expect(d === null || d.better === -1).toBe(true);
            const same = a.verdict === 'equal' ? d === null : d !== null && citedKey(a.rule) === rules2017Key(actual[d.index]!.key);
            if (!same) mismatched++;
            return;
          }
          if (a.verdict === 'equal') {
            expect(d).toBeNull();
            return;
          }
          expect(a.verdict).toBe('worse');
          expect(d).not.toBeNull();
          expect(d!.better).toBe(-1);
          const key = actual[d!.index]!.key;
          expect(citedKey(a.rule)).toBe(key);
        };
        for (const b of rec.pairings) {
          for (const player of [b.white, b.black]) {
            const e = explainPairing(t, { round, board: b.board, player, maxAlternatives: 99 });
            expect(e.ok).toBe(true);
            if (e.ok) e.explanation.alternatives.forEach(check);
          }
        }
        if (rec.byes.length > 0) {
          const e = explainPairing(t, { round, player: rec.byes[0]!.player, maxAlternatives: 99 });
          expect(e.ok).toBe(true);
          if (e.ok) e.explanation.alternatives.forEach(check);
        }
      }),
      { seed: 2026, numRuns: 60 },
    );
    expect(rounds).toBeGreaterThan(30);
    expect(claims).toBeGreaterThan(100);
    // The 2017 rules' completion step (the PPB) is outside the vector in a few rounds.
    expect(notOptimal).toBeLessThanOrEqual(rules === '2017' ? 4 : 0);
    console.log(`Dutch ${rules}: ${rounds} rounds, ${claims} claims, ${mismatched} named another criterion than brute force, ${notOptimal} rounds outside the vector`);
    // Seed 2026: one 2017 claim of 592 names a later criterion than brute force (the PPB forced the re-solve).
    expect(mismatched).toBeLessThanOrEqual(rules === '2017' ? 1 : 0);
  });
}

/**
 * Burstein: the same claims, by brute force over the pairings that give the bye to the player the
 * rules name (the lowest-ranked who may have it, fixed before the pairing as bbpPairings does).
 */
test('Burstein: each alternative is worse exactly at the criterion named (brute force, fixed seed)', () => {
  let claims = 0;
  let rounds = 0;
  let mismatched = 0;
  let notOptimal = 0;
  fc.assert(
    fc.property(fc.integer({ min: 4, max: 9 }), fc.integer({ min: 0, max: 4 }), fc.array(fc.nat(5), { minLength: 30, maxLength: 30 }), (n, played, draws) => {
      const before = playedEvent({ system: 'burstein' }, n, Math.min(played, n - 2), draws);
      if (before === null) return;
      const t = withNextRound(before);
      if (t === null) return;
      const round = t.rounds.length;
      const bs = buildBursteinState(before);
      const state = bs.base;
      const vec = (p: { pairs: readonly (readonly [number, number])[]; bye: number | null }): CriterionVector => bursteinCriterionVector(bs, state, p);
      const idx = new Map(state.players.map((p) => [p.id, p.index]));
      const rec = t.rounds[round - 1]!;
      const bye = rec.byes[0] ? idx.get(rec.byes[0].player)! : null;
      const all = allPairings(state, '2017').filter((p) => p.bye === bye).map((p) => ({ p, v: vec(p) }));
      const actual = vec({ pairs: rec.pairings.map((b) => [idx.get(b.white)!, idx.get(b.black)!]), bye });
      if (!all.every((x) => compareVectors(actual, x.v) <= 0)) {
        notOptimal++;
        return;
      }
      rounds++;
      for (const b of rec.pairings) {
        for (const player of [b.white, b.black]) {
          const e = explainPairing(t, { round, board: b.board, player, maxAlternatives: 99 });
          expect(e.ok).toBe(true);
          if (!e.ok) continue;
          for (const a of e.explanation.alternatives) {
            claims++;
            const a1 = idx.get(a.player)!;
            const o = idx.get(a.opponent!)!;
            const held = all.filter((x) => x.p.pairs.some(([u, w]) => (u === a1 && w === o) || (w === a1 && u === o)));
            if (a.verdict === 'forbidden' || a.verdict === 'incomplete') {
              expect(held).toEqual([]);
              continue;
            }
            expect(held.length).toBeGreaterThan(0);
            const best = held.reduce((m, x) => (compareVectors(x.v, m.v) < 0 ? x : m)).v;
            const d = firstDifference(actual, best);
            expect(d === null || d.better === -1).toBe(true);
            const same = a.verdict === 'equal' ? d === null : d !== null && a.rule === `C.04.4.2, ${actual[d.index]!.key}`;
            if (!same) mismatched++;
          }
        }
      }
    }),
    { seed: 2026, numRuns: 60 },
  );
  console.log(`Burstein: ${rounds} rounds, ${claims} claims, ${mismatched} named another criterion than brute force, ${notOptimal} rounds outside the vector`);
  expect(rounds).toBeGreaterThan(30);
  expect(claims).toBeGreaterThan(100);
  expect(mismatched).toBe(0);
  // Seed 2026: in 8 of 53 rounds the procedure's merged score groups and its greedy top-against-
  // bottom step pair otherwise than the vector's best; their claims are about the re-solve only.
  expect(notOptimal).toBeLessThanOrEqual(8);
});
