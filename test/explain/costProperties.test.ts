import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { BoardResult, ExplainedAlternative, Pairing, PlayerId, Round, SystemSettings, Tournament } from '../../src/core/model';
import { doubleSidedScoring, netrunnerScoring, playerId, tenths } from '../../src/core/model';
import { explainPairing, systemFor } from '../../src/core/systems';
import { costModelFor } from '../../src/core/systems/sass';
import { doubleSidedCostModel } from '../../src/core/systems/double-sided/doubleSidedCost';
import type { CostModel, CostTermKey } from '../../src/core/systems/sass/costModel';
import { exactCost, formatDecimal } from '../../src/core/systems/sass/exactCost';
import { sideRecords, type SideRecord } from '../../src/core/systems/sass/sideRecord';

const outcomes: readonly BoardResult[] = ['white-wins', 'black-wins', 'draw', 'white-wins', 'black-wins'];

/** A small Netrunner event paired by its system for `played` rounds, results from `draws`; then its next round paired and recorded. */
function eventWithNextRound(settings: SystemSettings, n: number, played: number, draws: readonly number[]): Tournament | null {
  const doubleSided = settings.system === 'double-sided';
  const players = Array.from({ length: n }, (_, i) => ({ id: playerId(i + 1), name: `P${i + 1}`, rating: 0 }));
  let t: Tournament = { name: 'explain', settings, scoring: doubleSided ? doubleSidedScoring : netrunnerScoring, totalRounds: played + 2, players, rounds: [], plannedByes: [], randomSeed: 3 };
  let d = 0;
  for (let r = 1; r <= played + 1; r++) {
    const out = systemFor(settings).pairNextRound(t);
    if (!out.ok) return null;
    const last = r === played + 1;
    const game = (): BoardResult | null => (last ? null : outcomes[draws[d++ % draws.length]! % outcomes.length]!);
    const pairings: Pairing[] = out.round.pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black, games: doubleSided ? [game(), game()] : [game()] }));
    const round: Round = { number: r, pairings, byes: out.round.byes };
    t = { ...t, rounds: [...t.rounds, round] };
  }
  return t;
}

interface Whole { readonly pairs: readonly (readonly [PlayerId, PlayerId])[]; readonly bye: PlayerId | null; readonly total: bigint; readonly terms: ReadonlyMap<CostTermKey, bigint> }

/** Every pairing of the round's players the model allows (a bye when their number is odd), priced by the model's own terms: the exhaustive oracle. */
function allPairings(players: readonly SideRecord[], model: CostModel): Whole[] {
  const out: Whole[] = [];
  const used = new Set<PlayerId>();
  const pairs: [PlayerId, PlayerId][] = [];
  const terms = new Map<CostTermKey, bigint>();
  const add = (ts: readonly { key: CostTermKey; cost: bigint }[], sign: bigint): void => { for (const x of ts) terms.set(x.key, (terms.get(x.key) ?? 0n) + sign * x.cost); };
  const go = (bye: PlayerId | null, byeLeft: boolean, total: bigint): void => {
    const first = players.find((p) => !used.has(p.id));
    if (first === undefined) {
      if (!byeLeft) out.push({ pairs: [...pairs], bye, total, terms: new Map(terms) });
      return;
    }
    used.add(first.id);
    if (byeLeft) {
      const v = model.bye(first);
      if (v.allowed) { add(v.terms, 1n); go(first.id, false, total + v.cost); add(v.terms, -1n); }
    }
    for (const o of players) {
      if (used.has(o.id)) continue;
      const v = model.pair(first, o);
      if (!v.allowed) continue;
      used.add(o.id);
      pairs.push([first.id, o.id]);
      add(v.terms, 1n);
      go(bye, byeLeft, total + v.cost);
      add(v.terms, -1n);
      pairs.pop();
      used.delete(o.id);
    }
    used.delete(first.id);
  };
  go(null, players.length % 2 === 1, 0n);
  return out;
}

const settingsOf = {
  sass: { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) },
  2025: { system: 'sass', model: '2025', scoreFactor: 2, byeScore: tenths(0) },
  'double-sided': { system: 'double-sided' },
} as const satisfies Record<string, SystemSettings>;

/**
 * Every board and the bye of a small random round, and every alternative the explanation names:
 * checked against all the pairings the cost model allows. Forcing the alternative gives, at best,
 * a round costing at least as much as the one paired (the amount said), and the cost term named is
 * one that is worse in such a best forced round.
 */
for (const kind of ['sass', '2025', 'double-sided'] as const) {
  test(`${kind}: each alternative costs what the explanation says, never less, and is worse in the term named (brute force, fixed seed)`, () => {
    let claims = 0;
    let worse = 0;
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.integer({ min: 0, max: 3 }), fc.array(fc.nat(9), { minLength: 40, maxLength: 40 }), (n, played, draws) => {
        const settings = settingsOf[kind];
        const t = eventWithNextRound(settings, n, Math.min(played, n - 2), draws);
        if (t === null) return;
        const round = t.rounds.length;
        const before = { ...t, rounds: t.rounds.slice(0, -1) };
        const model = settings.system === 'sass' ? costModelFor(before, settings) as CostModel : doubleSidedCostModel();
        const records = sideRecords(before, model.sideBiasRule);
        const rec = t.rounds[round - 1]!;
        const players = [...rec.pairings.flatMap((p) => [p.white, p.black]), ...rec.byes.map((b) => b.player)].map((id) => records.get(id)!);
        const all = allPairings(players, model);
        const money = (c: bigint): string => formatDecimal(exactCost(c, model.scale), 2);
        const same = (p: readonly [PlayerId, PlayerId], a: PlayerId, b: PlayerId): boolean => (p[0] === a && p[1] === b) || (p[0] === b && p[1] === a);
        const actual = all.find((w) => w.bye === (rec.byes[0]?.player ?? null) && rec.pairings.every((b) => w.pairs.some((p) => same(p, b.white, b.black))))!;
        // The system's round is a cheapest one.
        expect(all.every((w) => w.total >= actual.total)).toBe(true);
        const check = (a: ExplainedAlternative): void => {
          claims++;
          const held = all.filter((w) => (a.opponent === null ? w.bye === a.player : w.pairs.some((p) => same(p, a.player, a.opponent!))));
          if (a.verdict === 'forbidden' || a.verdict === 'incomplete') {
            expect(held).toEqual([]);
            return;
          }
          expect(held.length).toBeGreaterThan(0);
          const least = held.reduce((m, w) => (w.total < m ? w.total : m), held[0]!.total);
          expect(a.cost!.alternative).toBe(money(least));
          expect(a.cost!.chosen).toBe(money(actual.total));
          expect(least >= actual.total).toBe(true);
          if (a.verdict === 'equal') {
            expect(least).toBe(actual.total);
            return;
          }
          expect(a.verdict).toBe('worse');
          worse++;
          const term = a.cost!.term as CostTermKey;
          expect(held.some((w) => w.total === least && (w.terms.get(term) ?? 0n) > (actual.terms.get(term) ?? 0n))).toBe(true);
        };
        for (const b of rec.pairings) {
          for (const asker of [b.white, b.black]) {
            const out = explainPairing(t, { round, board: b.board, player: asker, maxAlternatives: 20 });
            expect(out.ok).toBe(true);
            if (!out.ok) return;
            // Every other player of the round is weighed.
            expect(out.explanation.alternatives).toHaveLength(players.length - 2);
            out.explanation.alternatives.forEach(check);
          }
        }
        if (rec.byes.length > 0) {
          const out = explainPairing(t, { round, maxAlternatives: 20 });
          expect(out.ok).toBe(true);
          if (out.ok) out.explanation.alternatives.forEach(check);
        }
      }),
      { seed: 4242, numRuns: 40 },
    );
    expect(claims).toBeGreaterThan(200);
    expect(worse).toBeGreaterThan(50);
  });
}
