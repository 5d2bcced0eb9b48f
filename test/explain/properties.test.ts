import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { ExplainedAlternative, PlayerId, Tournament } from '../../src/core/model';
import { explainPairing, systemFor } from '../../src/core/systems';
import { dutchState } from '../../src/core/systems/dutch';
import { dutchCriterionVector, dutchRound, rules2017Key } from '../../src/core/systems/dutch/roundCriteria';
import { compareVectors, firstDifference, type CriterionValue, type CriterionVector } from '../../src/core/systems/fide/criterionVector';
import { withByeForced, withPairForced, type IndexPairing } from '../../src/core/systems/fide/explainSwiss';
import type { SwissState } from '../../src/core/systems/fide/history';
import { pairRound2017 } from '../../src/core/systems/dutch/pair2017';
import { allPairings, playedEvent } from './dutchHelpers';
import { buildBursteinState } from '../../src/core/systems/burstein';
import { pairBursteinState, type BursteinState } from '../../src/core/systems/burstein/burstein';
import { bursteinCriterionVector } from '../../src/core/systems/burstein/explain';

/** The event with its next round paired by the system and recorded (no results yet). */
function withNextRound(t: Tournament): Tournament | null {
  const out = systemFor(t.settings).pairNextRound(t);
  if (!out.ok) return null;
  const round = { number: t.rounds.length + 1, pairings: out.round.pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black, games: [null] })), byes: out.round.byes };
  return { ...t, rounds: [...t.rounds, round] };
}

/** A small random event (4-9 players, up to 4 rounds played), as each property draws it. */
const smallEvent = [fc.integer({ min: 4, max: 9 }), fc.integer({ min: 0, max: 4 }), fc.array(fc.nat(5), { minLength: 30, maxLength: 30 })] as const;

/**
 * The drawn event before its next round and with it paired and recorded, or null when the
 * generator or the system could not make them; `recorded` is that round in player indexes.
 */
function drawnRound(settings: Tournament['settings'], n: number, played: number, draws: readonly number[]) {
  const before = playedEvent(settings, n, Math.min(played, n - 2), draws);
  if (before === null) return null;
  const t = withNextRound(before);
  if (t === null) return null;
  const round = t.rounds.length;
  const rec = t.rounds[round - 1]!;
  const recorded = (idx: ReadonlyMap<PlayerId, number>): IndexPairing =>
    ({ pairs: rec.pairings.map((b) => [idx.get(b.white)!, idx.get(b.black)!]), bye: rec.byes[0] ? idx.get(rec.byes[0].player)! : null });
  return { before, t, round, rec, recorded };
}

/** Every alternative the explanation names, asked of each player of every board and of the bye, in a paired round. */
function everyAlternative(t: Tournament, round: number): ExplainedAlternative[] {
  const rec = t.rounds[round - 1]!;
  const questions = [
    ...rec.pairings.flatMap((b) => [b.white, b.black].map((player) => ({ round, board: b.board, player, maxAlternatives: 99 }))),
    ...rec.byes.slice(0, 1).map((b) => ({ round, player: b.player, maxAlternatives: 99 })),
  ];
  return questions.flatMap((q) => {
    const e = explainPairing(t, q);
    expect(e.ok).toBe(true);
    return e.ok ? e.explanation.alternatives : [];
  });
}

/** The rule's key in 2026 numbering from a cited rule ("C.04.3 C7", "C.04.3 (2017) C6"). */
const citedKey = (rule: string): string => rule.split(' ').pop()!;

/**
 * Every board and every alternative of a small random round: the explanation's claim, checked by
 * brute force over every pairing the absolute criteria allow. Forcing the alternative gives, at
 * best, a pairing worse at the named criterion and equal at every one before it; "equal" means the
 * best forced pairing ties; "cannot be completed" means no pairing holds the pair.
 */
{
  const rules = '2026' as const;
  test(`Dutch 2026: each alternative is worse exactly at the criterion named (brute force, fixed seed)`, () => {
    let claims = 0;
    let rounds = 0;
    let notOptimal = 0;
    fc.assert(
      fc.property(...smallEvent, (n, played, draws) => {
        const drawn = drawnRound({ system: 'dutch', rules }, n, played, draws);
        if (drawn === null) return;
        const { before, t, round } = drawn;
        const state = dutchState(before);
        const vec = (p: { pairs: readonly (readonly [number, number])[]; bye: number | null }): CriterionVector =>
          dutchCriterionVector(dutchRound(state, { ok: true, ...p }), rules);
        const all = allPairings(state, rules).map((p) => ({ p, v: vec(p) }));
        const idx = new Map(state.players.map((p) => [p.id, p.index]));
        const actual = vec(drawn.recorded(idx));
        // The engine's own round is the best under the vector.
        const optimal = all.every((x) => compareVectors(actual, x.v) <= 0);
        if (!optimal) {
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
        everyAlternative(t, round).forEach(check);
      }),
      { seed: 2026, numRuns: 60 },
    );
    expect(rounds).toBeGreaterThan(30);
    expect(claims).toBeGreaterThan(100);
    expect(notOptimal).toBe(0);
    // Each claim is asserted where it is checked: none may name another criterion than brute force.
    console.log(`Dutch ${rules}: ${rounds} rounds, ${claims} claims, 0 named another criterion than brute force, ${notOptimal} rounds outside the vector`);
  });
}

/** The score of the 2017 procedure's Penultimate Pairing Bracket when it collapses the last brackets (A.9), or null. */
function collapseOf2017(state: SwissState): number | null {
  let collapse: number | null = null;
  pairRound2017(state, { trace: { collapse: (score) => { collapse = score; } } });
  return collapse;
}

/** A 2017 vector cut into its brackets (each bracket's entries carry its score). */
const bracketsOf = (v: CriterionVector): CriterionVector[] => {
  const out: CriterionValue[][] = [];
  v.forEach((c, i) => {
    if (i === 0 || c.group !== v[i - 1]!.group) out.push([]);
    out[out.length - 1]!.push(c);
  });
  return out;
};

/**
 * Whether the pairing `p` is, bracket by bracket, what the 2017 procedure can make of its state:
 * in each bracket, given the pairs made in the brackets above it (and so its MDPs), no complete
 * pairing of the state (`pool`, by brute force) pairs that bracket better under its criteria
 * (C4-C19, the C7 look at the following bracket included). Ties inside a bracket are the
 * procedure's to break (B.2-B.6, the order of generation), so the later brackets are judged
 * after the tie break the procedure made, as the procedure pairs them. `-1` when it is; else the
 * first bracket that is not.
 */
function firstBracketNotOptimal(state: SwissState, p: IndexPairing, collapse: number | null, pool: readonly IndexPairing[]): number {
  const round = (q: IndexPairing) => dutchRound(state, { ok: true, ...q }, collapse);
  const upperKey = (q: IndexPairing, k: number): string => round(q).brackets.slice(0, k).map((b) => b.pairs.map(([h, l]) => `${h.index}-${l.index}`).sort().join(' ')).join('|');
  const mine = bracketsOf(dutchCriterionVector(round(p), '2017'));
  const vectors = pool.map((q) => ({ q, b: bracketsOf(dutchCriterionVector(round(q), '2017')) }));
  for (let k = 0; k < mine.length; k++) {
    const key = upperKey(p, k);
    for (const x of vectors) {
      if (upperKey(x.q, k) === key && compareVectors(x.b[k]!, mine[k]!) < 0) return k;
    }
  }
  return -1;
}

/**
 * Dutch 2017: the same claims, against the procedure the 2017 text describes. Its rounds are paired
 * bracket by bracket; when the downfloaters of the bracket just paired leave a round that cannot
 * be completed, that bracket becomes the Penultimate Pairing Bracket, re-paired under C4, and every
 * player below forms the Collapsed Last Bracket (A.9). The vector measures a round in the
 * brackets its procedure paired (the engine says where it collapsed), each bracket led by C4 (1 for
 * the PPB). Brute force checks the engine's round, and the round re-solved with each alternative
 * forced, bracket by bracket (`firstBracketNotOptimal`); the claim must name the first criterion
 * where the two differ, the round on record the better.
 */
test('Dutch 2017: each alternative is worse exactly at the criterion named (brute force bracket by bracket, fixed seeds)', () => {
  const rules = '2017';
  let claims = 0;
  let rounds = 0;
  let collapsed = 0;
  let notOptimal = 0;
  let mismatched = 0;
  for (const seed of [2026, 1, 99]) {
    fc.assert(
      fc.property(...smallEvent, (n, played, draws) => {
        const drawn = drawnRound({ system: 'dutch', rules }, n, played, draws);
        if (drawn === null) return;
        const { before, t, round } = drawn;
        const state = dutchState(before);
        const collapse = collapseOf2017(state);
        const vec = (p: IndexPairing, c: number | null): CriterionVector => dutchCriterionVector(dutchRound(state, { ok: true, ...p }, c), rules);
        const all = allPairings(state, rules);
        const idx = new Map(state.players.map((p) => [p.id, p.index]));
        const recorded = drawn.recorded(idx);
        if (firstBracketNotOptimal(state, recorded, collapse, all) >= 0) {
          notOptimal++;
          return;
        }
        rounds++;
        if (collapse !== null) collapsed++;
        const actual = vec(recorded, collapse);
        const check = (a: ExplainedAlternative): void => {
          const a1 = idx.get(a.player)!;
          const o = a.opponent === null ? null : idx.get(a.opponent)!;
          const held = all.filter((x) => (o === null ? x.bye === a1 : x.pairs.some(([u, w]) => (u === a1 && w === o) || (w === a1 && u === o))));
          claims++;
          if (a.verdict === 'forbidden' || a.verdict === 'incomplete') {
            expect(held).toEqual([]);
            return;
          }
          // The procedure with the alternative forced (the only opponent either may have, or nobody
          // for the bye's new owner), checked bracket by bracket against every pairing that holds it.
          const forced = o === null ? withByeForced(state, a1) : withPairForced(state, a1, o);
          const solved = pairRound2017(forced);
          expect(solved.ok).toBe(true);
          if (!solved.ok) return;
          const c = collapseOf2017(forced);
          // Measured in the forced state: its C7 look at a PPB sees the pairs the forced state allows.
          if (firstBracketNotOptimal(forced, solved, c, held) >= 0) {
            mismatched++;
            return;
          }
          // The procedure tells the two apart in the first bracket it pairs differently, by that
          // bracket's criteria, the forced one judged as an option of the procedure that paired the
          // round on record (in its brackets: its route).
          const ra = dutchRound(state, { ...recorded, ok: true }, collapse);
          const rf = dutchRound(state, { ...solved, ok: true }, collapse);
          const pairsOf = (b: (typeof ra.brackets)[number]): string => b.pairs.map(([h, l]) => `${h.index}-${l.index}`).sort().join(' ');
          const k = ra.brackets.findIndex((x, i) => pairsOf(x) !== pairsOf(rf.brackets[i]!));
          const slice = k < 0 ? [] : bracketsOf(actual)[k]!;
          const d = k < 0 ? null : firstDifference(slice, bracketsOf(vec(solved, collapse))[k]!);
          const same = a.verdict === 'equal' ? d === null : a.verdict === 'worse' && d !== null && d.better === -1 && citedKey(a.rule) === rules2017Key(slice[d.index]!.key);
          if (!same) mismatched++;
        };
        everyAlternative(t, round).forEach(check);
      }),
      { seed, numRuns: 200 },
    );
  }
  console.log(`Dutch 2017: ${rounds} rounds (${collapsed} through a PPB), ${claims} claims, ${mismatched} named another criterion than brute force, ${notOptimal} rounds not the procedure's best`);
  expect(rounds).toBeGreaterThan(30);
  expect(collapsed).toBeGreaterThan(10);
  expect(claims).toBeGreaterThan(100);
  expect(notOptimal).toBe(0);
  expect(mismatched).toBe(0);
});

/** The Burstein procedure's score groups as it paired them (step 2 merges a group it cannot pair with the next). */
function bursteinGroupsOf(bs: BursteinState): readonly (readonly number[])[] {
  let groups: readonly (readonly number[])[] = [];
  pairBursteinState(bs, { groups: (g) => { groups = g; } });
  return groups;
}

/**
 * Whether the Burstein procedure can reach a pairing at all in these score groups: a player may
 * meet one of his own group or, floating, one of the next group, and at most one player floats
 * from a group into the next (bbpPairings links a group only to the one below it, and
 * checkMatchingIsValid allows one floater).
 */
function reachable(q: IndexPairing, groups: readonly (readonly number[])[]): boolean {
  const groupOf = new Map<number, number>();
  groups.forEach((g, k) => g.forEach((i) => groupOf.set(i, k)));
  const crossing = groups.map(() => 0);
  for (const [a, b] of q.pairs) {
    const ga = groupOf.get(a)!;
    const gb = groupOf.get(b)!;
    if (Math.abs(ga - gb) > 1) return false;
    if (ga !== gb && ++crossing[Math.min(ga, gb)]! > 1) return false;
  }
  return true;
}

/**
 * Whether `p` is, group by group, what the Burstein procedure can make of its state: as many pairs
 * inside its score groups as any pairing in `pool` (brute force), and in each group, given the
 * pairs of every player of the groups above (and so the floater coming down), as many pairs with
 * both due colours as any of them. Ties inside a group are the Burstein index's to break.
 */
function groupwiseOptimal(bs: BursteinState, p: IndexPairing, groups: readonly (readonly number[])[], everyPairing: readonly IndexPairing[]): boolean {
  const pool = everyPairing.filter((q) => reachable(q, groups));
  if (!reachable(p, groups)) return false;
  const vec = (q: IndexPairing): CriterionVector => bursteinCriterionVector(bs, bs.base, q, groups);
  const partner = (q: IndexPairing): Map<number, number> => new Map(q.pairs.flatMap(([a, b]) => [[a, b], [b, a]]));
  const mine = vec(p);
  const mp = partner(p);
  const others = pool.map((q) => ({ v: vec(q), m: partner(q) }));
  if (others.some((x) => x.v[1]!.value[0]! < mine[1]!.value[0]!)) return false;
  return groups.every((_, k) => others.every((x) => {
    if (x.v[1]!.value[0] !== mine[1]!.value[0] || groups.slice(0, k).some((g) => g.some((i) => x.m.get(i) !== mp.get(i)))) return true;
    return x.v[k + 2]!.value[0]! >= mine[k + 2]!.value[0]!;
  }));
}

/**
 * Burstein: the same claims, against the procedure as bbpPairings runs it. The bye is fixed first
 * (the lowest-ranked player who may have it); a player floats only into the next score group, one
 * per group (`reachable`; a group that cannot be paired so is merged with the next, as the engine
 * reports); then as many pairs inside score groups as possible
 * (groups the procedure merged count as one); then group by group from the top, as many pairs with
 * both due colours as possible, the group's pairs fixed (top against bottom by the Burstein index)
 * before the next is looked at. Brute force checks the round and each forced re-solve group by
 * group (`groupwiseOptimal`); the claim must name where the procedure tells them apart, the
 * re-solve taken in the round's own groups: floaters it cannot reach there, the pairs inside
 * groups, else the colours of the first group they pair differently.
 */
test('Burstein: each alternative is worse exactly at the criterion named (brute force group by group, fixed seeds)', () => {
  let claims = 0;
  let rounds = 0;
  let merged = 0;
  let mismatched = 0;
  let notOptimal = 0;
  for (const seed of [2026, 1, 99]) {
    fc.assert(
      fc.property(...smallEvent, (n, played, draws) => {
        const drawn = drawnRound({ system: 'burstein' }, n, played, draws);
        if (drawn === null) return;
        const { before, t, round, rec } = drawn;
        const bs = buildBursteinState(before);
        const state = bs.base;
        const groups = bursteinGroupsOf(bs);
        const idx = new Map(state.players.map((p) => [p.id, p.index]));
        const recorded = drawn.recorded(idx);
        const bye = recorded.bye;
        const pairings = allPairings(state, '2017');
        const all = pairings.filter((p) => p.bye === bye);
        if (!groupwiseOptimal(bs, recorded, groups, all)) {
          notOptimal++;
          return;
        }
        rounds++;
        const scores = new Set(state.players.filter((p) => p.toBePaired).map((p) => bs.metrics[p.index]!.score));
        if (groups.length < scores.size) merged++;
        const actual = bursteinCriterionVector(bs, state, recorded, groups);
        for (const b of rec.pairings) {
          for (const player of [b.white, b.black]) {
            const e = explainPairing(t, { round, board: b.board, player, maxAlternatives: 99 });
            expect(e.ok).toBe(true);
            if (!e.ok) continue;
            for (const a of e.explanation.alternatives) {
              claims++;
              const a1 = idx.get(a.player)!;
              const o = idx.get(a.opponent!)!;
              const holds = (x: IndexPairing): boolean => x.pairs.some(([u, w]) => (u === a1 && w === o) || (w === a1 && u === o));
              if (a.verdict === 'forbidden' || a.verdict === 'incomplete') {
                expect(all.filter(holds)).toEqual([]);
                continue;
              }
              // The procedure with the pair forced, checked group by group against every pairing that holds it.
              const fbs = { ...bs, base: withPairForced(state, a1, o) };
              const solved = pairBursteinState(fbs);
              expect(solved.ok).toBe(true);
              if (!solved.ok) continue;
              if (!groupwiseOptimal(bs, solved, bursteinGroupsOf(fbs), pairings.filter((x) => x.bye === solved.bye && holds(x)))) {
                mismatched++;
                continue;
              }
              // Told apart as the procedure that paired the round on record would: in its groups.
              const alt = bursteinCriterionVector(bs, state, solved, groups);
              const partner = (q: IndexPairing): Map<number, number> => new Map(q.pairs.flatMap(([u, w]) => [[u, w], [w, u]]));
              const pa = partner(recorded);
              const pf = partner(solved);
              const k = groups.findIndex((g) => g.some((i) => pa.get(i) !== pf.get(i)));
              const at = actual[0]!.value[0] !== alt[0]!.value[0] ? 0 : actual[1]!.value[0] !== alt[1]!.value[0] ? 1 : k < 0 || actual[k + 2]!.value[0] === alt[k + 2]!.value[0] ? -1 : k + 2;
              const same = a.verdict === 'equal' ? at < 0 : a.verdict === 'worse' && at >= 0 && actual[at]!.value[0]! < alt[at]!.value[0]! && a.rule === `C.04.4.2, ${actual[at]!.key}`;
              if (!same) mismatched++;
            }
          }
        }
      }),
      { seed, numRuns: 200 },
    );
  }
  console.log(`Burstein: ${rounds} rounds (${merged} with score groups merged), ${claims} claims, ${mismatched} named another criterion than brute force, ${notOptimal} rounds not the procedure's best`);
  expect(rounds).toBeGreaterThan(30);
  expect(claims).toBeGreaterThan(100);
  expect(notOptimal).toBe(0);
  expect(mismatched).toBe(0);
});
