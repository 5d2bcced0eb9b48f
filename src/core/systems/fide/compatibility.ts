import type { ByeBlock, PairBlock, PlayerId, RuleTexts, Tournament } from '../../model';
import type { CompatibilityGraph } from '../../diagnosis';
import type { SwissPlayer, SwissState } from './history';
import { acceleratedScore, isAbsolutePreference } from './history';
import { forfeitWinRounds, pabRounds, winWithoutPlayingRounds } from './byeEligibility';
import { compatible } from './absoluteCriteria';

/** How the FIDE Swiss systems word the rules a diagnosis names. */
export const fideRuleTexts: RuleTexts = {
  rematch: 'already played each other (C.04.3 C1: no rematch)',
  'had-bye': 'C.04.3 C2: no second pairing-allocated bye',
};

/**
 * Which FIDE rules apply: the topscorer exception to C3 (Dutch only), and the edition of the bye
 * rule (C.04.3 C2, absolute in both): 2017 (no bye after a pairing-allocated bye or a forfeit win;
 * Burstein as bbpPairings 6.0) or 2026 (no bye after a pairing-allocated bye of any value, or
 * after a win's points scored without playing).
 */
export interface FideRules {
  readonly topscorers: boolean;
  readonly byeRule: '2017' | '2026';
}

/** Rounds (1-based) in which `p` played `o` over the board. */
const playedRounds = (p: SwissPlayer, o: SwissPlayer): number[] =>
  p.rounds.flatMap((r, i) => (r.played && r.opponent === o.index ? [i + 1] : []));

/**
 * C.04.3 C1 (no rematch, record 260) and C3 (same absolute colour preference; A.7 topscorers in
 * the last round for the Dutch system).
 */
const pairBlock = (state: SwissState, rules: FideRules, a: SwissPlayer, b: SwissPlayer): PairBlock | null => {
  const acc = (p: SwissPlayer): number => acceleratedScore(state, p);
  if (a.forbidden.has(b.index)) {
    const rounds = playedRounds(a, b);
    return rounds.length > 0 ? { rule: 'rematch', rounds } : { rule: 'forbidden-pair' };
  }
  const sameAbsolute = isAbsolutePreference(a) && isAbsolutePreference(b) && a.colourPreference === b.colourPreference && a.colourPreference !== null;
  if (!sameAbsolute) return null;
  if (rules.topscorers && compatible(state, a, b, acc)) return null;
  const cd = (p: SwissPlayer): number => p.rounds.reduce((s, r) => s + (!r.played ? 0 : r.colour === 'white' ? 1 : r.colour === 'black' ? -1 : 0), 0);
  return { rule: 'same-absolute-colour', colour: a.colourPreference!, colourDifferences: [cd(a), cd(b)] };
};

/** C.04.3 C2 in the edition the rules name, with the rounds that block the bye. */
export const fideByeBlock = (state: SwissState, rules: FideRules, p: SwissPlayer): ByeBlock | null => {
  const had = pabRounds(p);
  if (had.length > 0) return { rule: 'had-bye', rounds: had };
  if (rules.byeRule === '2026') {
    const won = winWithoutPlayingRounds(state, p);
    return won.length > 0 ? { rule: 'win-without-playing', rounds: won } : null;
  }
  const won = forfeitWinRounds(p);
  return won.length > 0 ? { rule: 'unplayed-win', rounds: won } : null;
};

/**
 * The next round's compatibility graph under the FIDE rules: every player to pair (or, with
 * `only`, the players a procedure left after fixing the bye itself), C1/C3 between them, C2 for
 * the bye.
 */
export const fideGraph = (
  t: Tournament, state: SwissState, rules: FideRules,
  only?: { readonly players: readonly number[]; readonly bye: number | null },
): CompatibilityGraph => {
  const byId = new Map(state.players.map((p) => [p.id, p]));
  const toPair = only ? only.players.map((i) => state.players[i]!) : state.players.filter((p) => p.toBePaired);
  const get = (id: PlayerId): SwissPlayer => byId.get(id)!;
  const byeGivenTo = only && only.bye !== null ? state.players[only.bye]!.id : undefined;
  return {
    system: t.settings.system,
    round: t.rounds.length + 1,
    players: toPair.map((p) => p.id),
    withBye: !only && toPair.length % 2 === 1,
    pairBlock: (a, b) => pairBlock(state, rules, get(a), get(b)),
    byeBlock: (p) => fideByeBlock(state, rules, get(p)),
    ruleTexts: fideRuleTexts,
    ...(byeGivenTo === undefined ? {} : { byeGivenTo }),
  };
};
