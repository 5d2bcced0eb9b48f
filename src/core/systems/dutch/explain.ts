import type { ExplainOutcome, ExplainQuestion, PlayerId, Tournament } from '../../model';
import type { SwissPlayer, SwissState } from '../fide/history';
import { acceleratedScore } from '../fide/history';
import type { CriterionValue, CriterionVector } from '../fide/criterionVector';
import { explainSwissRound, swissPhoneLines, type IndexPairing, type SwissExplainer } from '../fide/explainSwiss';
import { dutchState } from './dutch';
import { pairRound2026 } from './pair2026';
import { pairRound2017 } from './pair2017';
import { dutchCriterionVector, dutchRound, procedureDifference2017, rules2017Key } from './roundCriteria';
import { setAsideSolver2026, type ForcedResolveStats } from './forcedResolve';

/**
 * "Why these two?" for the Dutch system. The engine is used only as "pair this state"
 * (`pairRound2026` / `pairRound2017`); a forced pair is written into the state as forbidden
 * pairs, or (2026) its players set aside, and re-solved over a window of brackets only
 * (`forcedResolve.ts`, through the bracket loop's `BracketTrace`), so the engine's insides may
 * change freely.
 */

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The first index where two lists differ. */
const firstIndex = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return i;
  return -1;
};

/** What is worse at a criterion (2026 keys), after "would". */
function worseText(rules: '2026' | '2017') {
  return (a: CriterionValue, b: CriterionValue, ctx: { readonly points: (t: number) => string; readonly groups: readonly number[] }): string => {
    const g = a.group === null ? '' : `the ${ctx.points(a.group)}-point group`;
    const diff = (i = 0): number => Math.abs((b.value[i] ?? 0) - (a.value[i] ?? 0));
    const group = (i: number): string => ctx.points(ctx.groups[i] ?? 0);
    switch (a.key) {
      case 'C5': return `give the bye to a player on ${ctx.points(b.value[0]!)} instead of ${ctx.points(a.value[0]!)}`;
      case 'C6': return `leave ${plural(2 * diff(), 'more player', 'more players')} to float down from ${g}`;
      case 'C7': {
        if (rules === '2017') return `give larger score differences in ${g} (pairing players further apart in score, or floating a higher score down)`;
        const i = firstIndex(a.value, b.value);
        return `pair one player on ${group(i)} points fewer in ${g}, so a higher score would float down`;
      }
      case 'C8': {
        if ((b.value[0] ?? 0) !== (a.value[0] ?? 0)) return `leave the next bracket able to make ${plural(diff(), 'pair', 'pairs')} fewer (the players floated down from ${g} would not suit it)`;
        return `leave the next bracket pairing lower scores (the players floated down from ${g} would suit it less)`;
      }
      case 'C9': return 'give the bye to a player who has played fewer games';
      case 'C10': return `give ${plural(diff(), 'more topscorer (or opponent of one)', 'more topscorers (or their opponents)')} a colour difference beyond ±2 in ${g}`;
      case 'C11': return `give ${plural(diff(), 'more topscorer (or opponent of one)', 'more topscorers (or their opponents)')} the same colour three times running in ${g}`;
      case 'C12': return `leave ${plural(diff(), 'more player', 'more players')} without the colour they are due in ${g}`;
      case 'C13': return `leave ${plural(diff(), 'more player', 'more players')} without the colour they strongly prefer in ${g}`;
      case 'C14': return `make ${plural(diff(), 'more player', 'more players')} who floated down last round float down again from ${g}`;
      case 'C15': return `make ${plural(diff(), 'more player', 'more players')} who floated up last round float up again in ${g}`;
      case 'C16': return `make ${plural(diff(), 'more player', 'more players')} who floated down two rounds ago float down again from ${g}`;
      case 'C17': return `make ${plural(diff(), 'more player', 'more players')} who floated up two rounds ago float up again in ${g}`;
      // 2017 C16-C19 count score differences (A.8), not scores (see `dutchCriterionVector`).
      case 'C18': if (rules === '2017') return `make a player who floated down last round float down again across a larger score difference, from ${g}`;
        return `make a player on ${group(firstIndex(a.value, b.value))} points who floated down last round float down again from ${g}`;
      case 'C19': if (rules === '2017') return `pair a player who floated up last round up again across a larger score difference, in ${g}`;
        return `float a player on ${group(firstIndex(a.value, b.value))} points down onto an opponent who floated up last round, in ${g}`;
      case 'C20': if (rules === '2017') return `make a player who floated down two rounds ago float down again across a larger score difference, from ${g}`;
        return `make a player on ${group(firstIndex(a.value, b.value))} points who floated down two rounds ago float down again from ${g}`;
      case 'C21': if (rules === '2017') return `pair a player who floated up two rounds ago up again across a larger score difference, in ${g}`;
        return `float a player on ${group(firstIndex(a.value, b.value))} points down onto an opponent who floated up two rounds ago, in ${g}`;
      default: return `be worse at ${a.key}`;
    }
  };
}

/** A round paired under the 2017 rules, with the score of its PPB when the procedure collapsed the last brackets (A.9). */
interface Routed extends IndexPairing {
  readonly collapse: number | null;
}

/**
 * The Dutch system's explainer for one edition of the rules, for one explanation (it keeps the
 * round's own re-solve between the alternatives). `windowed` false: every alternative re-solves
 * the whole round (the reference the windowed re-solves are tested against); `stats` counts them.
 */
export function dutchExplainer(rules: '2026' | '2017', options: { readonly windowed?: boolean; readonly stats?: ForcedResolveStats } = {}): SwissExplainer {
  const acc = (state: SwissState, p: SwissPlayer): number => acceleratedScore(state, p);
  let solver: { readonly state: SwissState; readonly solve: (out: readonly number[]) => IndexPairing | null } | null = null;
  // The 2017 rules: a round is measured in the brackets its procedure paired (A.9: the PPB and the
  // CLB when it took that route), which the engine reports. The round on record is measured in the
  // brackets of the engine's own round of its state (paired once per explanation).
  let unforced: { readonly state: SwissState; readonly collapse: number | null } | null = null;
  const solve2017 = (state: SwissState): Routed | null => {
    let collapse: number | null = null;
    const r = pairRound2017(state, { trace: { collapse: (score) => { collapse = score; } } });
    return r.ok ? { pairs: r.pairs, bye: r.bye, collapse } : null;
  };
  const collapseOf = (state: SwissState, pairing: IndexPairing): number | null => {
    if ('collapse' in pairing) return (pairing as Routed).collapse;
    if (unforced?.state !== state) unforced = { state, collapse: solve2017(state)?.collapse ?? null };
    return unforced.collapse;
  };
  return {
    state: dutchState,
    solve: (state): IndexPairing | null => {
      if (rules === '2017') return solve2017(state);
      const r = pairRound2026(state);
      return r.ok ? r : null;
    },
    ...(rules === '2026' && options.windowed !== false ? {
      solveSetAside: (state: SwissState, out: readonly number[]): IndexPairing | null => {
        if (solver?.state !== state) solver = { state, solve: setAsideSolver2026(state, options.stats) };
        return solver.solve(out);
      },
    } : {}),
    vector: (state, pairing) => dutchCriterionVector(dutchRound(state, { ok: true, ...pairing }, rules === '2017' ? collapseOf(state, pairing) : null), rules),
    ...(rules === '2017' ? {
      difference: (state: SwissState, actual: IndexPairing, alt: IndexPairing, actualVector: CriterionVector) =>
        procedureDifference2017(state, { ok: true, ...actual }, { ok: true, ...alt }, collapseOf(state, actual), actualVector),
    } : {}),
    cite: (key) => (rules === '2017' ? `C.04.3 (2017) ${rules2017Key(key)}` : `C.04.3 ${key}`),
    worse: worseText(rules),
    score: acc,
    // A.2: by score, then by pairing number.
    ranksAbove: (state, p, o) => acc(state, p) > acc(state, o) || (acc(state, p) === acc(state, o) && p.pairingNumber < o.pairingNumber),
    fideRules: { topscorers: true, byeRule: rules },
    force: rules === '2026' ? 'set-aside' : 'forbid',
    tieBreak: 'the pairing numbers decide between equal pairings',
    tieRule: rules === '2017' ? 'C.04.3 (2017) B.2-B.6' : 'C.04.3 B.1-B.3',
    defaultAlternatives: 3,
  };
}

/** The `explain` capability of the Dutch system. */
export const explainDutch = (t: Tournament, rules: '2026' | '2017', q: ExplainQuestion): ExplainOutcome =>
  explainSwissRound(t, q, dutchExplainer(rules));

/** The players' phone lines of a paired Dutch round. */
export const phoneLinesDutch = (t: Tournament, rules: '2026' | '2017', round: number): ReadonlyMap<PlayerId, string> =>
  swissPhoneLines(t, round, dutchExplainer(rules));
