import type { ExplainedAlternative, ExplainedPlayer, ExplainOutcome, ExplainQuestion, PairingExplanation, PlayerId, Tournament } from '../../model';
import type { CostModel, CostTerm, CostTermKey, SideRule } from './costModel';
import { exactCost, formatDecimal } from './exactCost';
import type { MaxWeightMatcher } from './pairSingleSided';
import { solveSingleSided } from './pairSingleSided';
import type { SideRecord } from './sideRecord';
import { sideRecords } from './sideRecord';

/**
 * "Why these two?" for the Swiss systems that pair by least total cost (single-sided Swiss, both
 * cost models, and double-sided Swiss): the round is the cheapest pairing of all its players, so a
 * board is explained by its cost terms against the best alternative for the asker, each one
 * computed exactly by fixing the alternative pair (or bye) and re-solving the other players with
 * the same engine (`solveSingleSided`) and the same cost model. The terms are the model's own
 * (`CostModel.pair` and `.bye` return them); nothing here prices a pair.
 */
export interface CostExplainer {
  readonly model: CostModel;
  readonly matcher: MaxWeightMatcher;
  /** The source cited for the costs: "Single Sided Swiss: How it Works". */
  readonly source: string;
  /** The rule that gives the sides, cited. */
  readonly sidesRule: string;
  /** One sentence: how the system pairs, for someone who has not read the rules. */
  readonly how: string;
  /** The terms this model prices a pair by, for the phones' line. */
  readonly pairTerms: readonly CostTermKey[];
  /** Two games a round, one on each side (double-sided Swiss): the corp of the first game is a coin flip. */
  readonly doubleSided: boolean;
}

/** The terms' names, as the sentences say them: of one pair, and of the whole round. */
const termName: Record<CostTermKey, string> = { score: 'score gap', 'side-bias': 'side imbalance', rematch: 'rematch', bye: 'bye' };
const termsName: Record<CostTermKey, string> = { score: 'score gaps', 'side-bias': 'side imbalance', rematch: 'rematches', bye: 'the bye' };
const termOrder: readonly CostTermKey[] = ['score', 'side-bias', 'rematch', 'bye'];

/** Netrunner points in tenths → "6", "4.5". */
const pointsOf = (t: number): string => `${t / 10}`;
const pointsWord = (t: number): string => `${t < 0 ? '−' : ''}${pointsOf(Math.abs(t))} ${Math.abs(t) === 10 ? 'point' : 'points'}`;

type TermSums = ReadonlyMap<CostTermKey, bigint>;

const addTerms = (into: Map<CostTermKey, bigint>, terms: readonly CostTerm[]): void => {
  for (const t of terms) into.set(t.key, (into.get(t.key) ?? 0n) + t.cost);
};

/** The round's cost, by term, of a set of pairs and a bye (all allowed). */
interface Priced {
  readonly total: bigint;
  readonly terms: TermSums;
}

/** The round as it stood when it was paired: the records before it and its players, in id order (the engine's vertex order). */
function roundState(t: Tournament, round: number, model: CostModel) {
  const before: Tournament = { ...t, rounds: t.rounds.slice(0, round - 1) };
  const records = sideRecords(before, model.sideBiasRule);
  const recorded = t.rounds[round - 1]!;
  const ids = [...new Set([...recorded.pairings.flatMap((p) => [p.white, p.black]), ...recorded.byes.filter((b) => b.kind === 'U').map((b) => b.player)])].sort((a, b) => a - b);
  return { recorded, records, players: ids.map((id) => records.get(id)!) };
}

/** The sides of a pair in words: who is the Corp and which rule said so. */
function sidesText(x: CostExplainer, corp: SideRecord, runner: SideRecord, rule: SideRule | null, name: (id: PlayerId) => string): string {
  if (x.doubleSided) return `${name(corp.id)} and ${name(runner.id)} play one game on each side; a coin flip (replayable from the event's seed) chose ${name(corp.id)} as the Corp of the first game.`;
  const balance = ` Side balance (Corp games minus Runner games): ${name(corp.id)} ${signed(corp.sideBias)}, ${name(runner.id)} ${signed(runner.sideBias)}.`;
  const head = `${name(corp.id)} is the Corp and ${name(runner.id)} the Runner`;
  if (rule === null) return `${head}; the system would not pair them at all, so the sides were set by hand.`;
  if (rule.kind === 'coin') return `${head}: nothing tells them apart by sides, so a coin flip (replayable from the event's seed) chose the Corp (${x.sidesRule}).${balance}`;
  const byRule = rule.corp === corp.id;
  // The one the rule makes the Runner (on record: `runner`, unless the sides were changed by hand).
  const [ruleRunner, ruleCorp] = byRule ? [runner, corp] : [corp, runner];
  const why = rule.because === 'rematch'
    ? 'they have met before, and a rematch swaps the sides of their last game'
    : rule.because === 'bias'
      ? `${name(ruleRunner.id)} has played the Corp side more often than ${name(ruleCorp.id)}, and the one who has corped more runs`
      : 'the pair costs less this way round';
  return byRule ? `${head}: ${why} (${x.sidesRule}).${balance}` : `${head}, although the system gives the Corp side to ${name(runner.id)} (${why}): the sides were changed by hand.${balance}`;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** Explain one board or the bye of a paired round by its cost. */
export function explainByCost(t: Tournament, q: ExplainQuestion, x: CostExplainer): ExplainOutcome {
  if (!Number.isInteger(q.round) || q.round < 1 || q.round > t.rounds.length) {
    return { ok: false, reason: 'no-such-round', detail: `round ${q.round} has not been paired (rounds paired: ${t.rounds.length})` };
  }
  const { model } = x;
  const { recorded, records, players } = roundState(t, q.round, model);
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const name = (id: PlayerId): string => names.get(id) ?? `player ${id}`;
  const rec = (id: PlayerId): SideRecord => records.get(id)!;
  const money = (c: bigint): string => formatDecimal(exactCost(c, model.scale), 2);
  const u = recorded.byes.find((b) => b.kind === 'U');

  // The subject: a board (the asker is the named player, else the higher score, then the lower number), a player's board, or the bye.
  let board: number | null = null;
  let subject: SideRecord;
  let opponent: SideRecord | null = null;
  if (q.board !== undefined) {
    const b = recorded.pairings.find((p) => p.board === q.board);
    if (b === undefined) return { ok: false, reason: 'no-such-board', detail: `round ${q.round} has no board ${q.board} (boards 1-${recorded.pairings.length})` };
    board = b.board;
    const [w, k] = [rec(b.white), rec(b.black)];
    const wFirst = q.player !== undefined ? q.player === w.id : w.score > k.score || (w.score === k.score && w.id < k.id);
    [subject, opponent] = wFirst ? [w, k] : [k, w];
  } else if (q.player !== undefined) {
    if (!names.has(q.player)) return { ok: false, reason: 'no-such-player', detail: `no player ${q.player} in this event` };
    const b = recorded.pairings.find((r) => r.white === q.player || r.black === q.player);
    if (b !== undefined) {
      board = b.board;
      subject = rec(q.player);
      opponent = rec(b.white === q.player ? b.black : b.white);
    } else if (u?.player === q.player) {
      subject = rec(q.player);
    } else {
      return { ok: false, reason: 'no-such-player', detail: `${name(q.player)} was not paired in round ${q.round} (a requested bye, absent or withdrawn)` };
    }
  } else if (u !== undefined) {
    subject = rec(u.player);
  } else {
    return { ok: false, reason: 'no-such-board', detail: `round ${q.round} has no pairing-allocated bye; name a board or a player` };
  }

  // The round on record, priced by the model; a pair the model forbids (a hand edit) has no price.
  const actualTerms = new Map<CostTermKey, bigint>();
  let actualTotal: bigint | null = 0n;
  const refused: string[] = [];
  for (const p of recorded.pairings) {
    const v = model.pair(rec(p.white), rec(p.black));
    if (v.allowed) {
      addTerms(actualTerms, v.terms);
      if (actualTotal !== null) actualTotal += v.cost;
    } else {
      actualTotal = null;
      refused.push(`${name(p.white)} and ${name(p.black)} (${v.because})`);
    }
  }
  if (u !== undefined) {
    const v = model.bye(rec(u.player));
    if (v.allowed) {
      addTerms(actualTerms, v.terms);
      if (actualTotal !== null) actualTotal += v.cost;
    } else {
      actualTotal = null;
      refused.push(`the bye to ${name(u.player)} (${name(u.player)} ${v.because})`);
    }
  }
  const actual: Priced | null = actualTotal === null ? null : { total: actualTotal, terms: actualTerms };

  /** The round with `fixed` (a pair's or the bye's terms) and the other players re-solved; null: they cannot all be paired. */
  const withFixed = (out: ReadonlySet<PlayerId>, fixed: { readonly cost: bigint; readonly terms: readonly CostTerm[] }): Priced | null => {
    const rest = solveSingleSided(players.filter((p) => !out.has(p.id)), model, x.matcher);
    if (!rest.ok) return null;
    const terms = new Map<CostTermKey, bigint>();
    addTerms(terms, fixed.terms);
    for (const p of rest.pairs) addTerms(terms, p.terms);
    if (rest.bye !== null) addTerms(terms, rest.bye.terms);
    return { total: fixed.cost + rest.total, terms };
  };

  type Weighed = { readonly alt: ExplainedAlternative; readonly total: bigint | null; readonly order: number };
  const lead = (c: SideRecord): string => (opponent === null ? `Giving the bye to ${name(c.id)} instead` : `Pairing ${name(subject.id)} with ${name(c.id)} instead`);
  const weigh = (c: SideRecord): Weighed => {
    const player = opponent === null ? c.id : subject.id;
    const other = opponent === null ? null : c.id;
    const v = opponent === null ? model.bye(c) : model.pair(subject, c);
    if (!v.allowed) {
      const text = opponent === null ? `${name(c.id)} may not have the bye: ${name(c.id)} ${v.because} (${x.source}).` : `${name(subject.id)} may not meet ${name(c.id)}: ${v.because} (${x.source}).`;
      return { alt: { player, opponent: other, verdict: 'forbidden', rule: x.source, text }, total: null, order: 2 };
    }
    const alt = withFixed(new Set(opponent === null ? [c.id] : [subject.id, c.id]), v);
    if (alt === null) {
      return { alt: { player, opponent: other, verdict: 'incomplete', rule: x.source, text: `${lead(c)}, the other players could not all be paired (${model.exclusions} is never allowed).` }, total: null, order: 1 };
    }
    return { alt: compare(c, player, other, alt), total: alt.total, order: 0 };
  };

  const compare = (c: SideRecord, player: PlayerId, other: PlayerId | null, alt: Priced): ExplainedAlternative => {
    if (actual === null) {
      return { player, opponent: other, verdict: 'better', rule: x.source, text: `${lead(c)} would be a round the system allows (cost ${money(alt.total)}), unlike the round on record: it was changed by hand.`, cost: { chosen: '', alternative: money(alt.total), term: null } };
    }
    const diffs = termOrder.map((k) => ({ k, d: (alt.terms.get(k) ?? 0n) - (actual.terms.get(k) ?? 0n) })).filter((e) => e.d !== 0n);
    const up = diffs.filter((e) => e.d > 0n).sort((a, b) => (b.d > a.d ? 1 : b.d < a.d ? -1 : 0));
    const down = diffs.filter((e) => e.d < 0n);
    const term = up[0]?.k ?? null;
    const cost = { chosen: money(actual.total), alternative: money(alt.total), term };
    const delta = alt.total - actual.total;
    if (delta === 0n) {
      return { player, opponent: other, verdict: 'equal', rule: `${x.source}, equal costs`, cost,
        text: `${lead(c)} would cost the same (${money(alt.total)} for the round): a tie, settled by player numbers.` };
    }
    // One dearer term: said once; else each term that changes with its amount, the largest rise first (the one named).
    const parts = up.length === 1 && down.length === 0
      ? `${money(delta)} more, all for ${termsName[up[0]!.k]}`
      : `${money(delta)} more: ${[...up.map((e) => `${termsName[e.k]} +${money(e.d)}`), ...down.map((e) => `${termsName[e.k]} −${money(-e.d)}`)].join(', ')}`;
    if (delta > 0n) {
      return { player, opponent: other, verdict: 'worse', rule: `${x.source}, ${termName[term!]} cost`, cost,
        text: `${lead(c)} would make the round cost ${money(alt.total)} instead of ${money(actual.total)}: ${parts}.` };
    }
    return { player, opponent: other, verdict: 'better', rule: `${x.source}, total cost`, cost,
      text: `${lead(c)} would make the round cheaper (${money(alt.total)} instead of ${money(actual.total)}): the round on record is not the system's own pairing (changed by hand).` };
  };

  // Every other player of the round is weighed (the best alternative must be the true best); the named one comes first.
  let named: SideRecord | undefined;
  if (q.other !== undefined) {
    if (!names.has(q.other)) return { ok: false, reason: 'no-such-player', detail: `no player ${q.other} in this event` };
    named = records.get(q.other);
    if (named === undefined || !players.includes(named)) return { ok: false, reason: 'no-such-player', detail: `${name(q.other)} was not paired in round ${q.round}` };
  }
  const weighed = players.filter((p) => p !== subject && p !== opponent).map((c) => ({ c, w: weigh(c) }));
  weighed.sort((a, b) => a.w.order - b.w.order || (a.w.total !== null && b.w.total !== null && a.w.total !== b.w.total ? (a.w.total < b.w.total ? -1 : 1) : 0) || a.c.id - b.c.id);
  const limit = q.maxAlternatives ?? 3;
  const allowed = weighed.filter((e) => e.w.order === 0);
  // The cheapest alternatives first; the forbidden ones only when fewer are allowed than asked for.
  const shown = weighed.filter((e) => e.c !== named).slice(0, Math.max(0, limit - (named === undefined ? 0 : 1)));
  const namedEntry = named === undefined ? undefined : weighed.find((e) => e.c === named);
  const alternatives = [...(namedEntry ? [namedEntry] : []), ...shown].map((e) => e.w.alt);
  const best = allowed[0];

  // The facts.
  const facts: string[] = [x.how];
  const players2: ExplainedPlayer[] = [];
  const pf = (p: SideRecord, o: SideRecord | null): ExplainedPlayer => ({
    id: p.id, score: p.score, group: `on ${pointsWord(p.score)}`,
    float: o === null || o.score === p.score ? 'none' : o.score < p.score ? 'down' : 'up',
    floatText: o === null || o.score === p.score ? '' : `${name(p.id)} (${pointsWord(p.score)}) meets ${name(o.id)} (${pointsWord(o.score)}), a ${o.score < p.score ? 'lower' : 'higher'} score`,
  });
  let colour: PairingExplanation['colour'] = null;
  const none: Record<CostTermKey, string> = { score: 'equal scores', 'side-bias': 'no side imbalance', rematch: 'no rematch', bye: 'no bye' };
  const termsText = (terms: readonly CostTerm[]): string => terms.map((e) => (e.cost === 0n ? none[e.key] : `${money(e.cost)} for the ${termName[e.key]}`)).join(', ');
  if (opponent === null) {
    players2.push(pf(subject, null));
    const v = model.bye(subject);
    facts.push(`The number of players is odd, so one player gets the bye. The bye is priced as a game against an opponent on ${pointsWord(model.byeOpponent)}, so it costs more the more points its player has: ${name(subject.id)} (${pointsWord(subject.score)}) taking it costs ${v.allowed ? money(v.cost) : `nothing the system allows (${name(subject.id)} ${v.because})`}.`);
  } else {
    players2.push(pf(subject, opponent), pf(opponent, subject));
    const rb = recorded.pairings.find((p) => p.board === board)!;
    const v = model.pair(rec(rb.white), rec(rb.black));
    const both = `${name(subject.id)} (${pointsWord(subject.score)}) and ${name(opponent.id)} (${pointsWord(opponent.score)})`;
    facts.push(v.allowed
      ? `${both} cost ${v.cost === 0n ? 'nothing' : money(v.cost)} as a pair: ${termsText(v.terms)}.`
      : `${both} are a pair the system never makes: ${v.because}.`);
    colour = { first: rb.white, colour: 'white', rule: x.doubleSided ? `${x.source}, first game` : `${x.source}, Side Selection`, text: sidesText(x, rec(rb.white), rec(rb.black), v.allowed ? v.sides : null, name) };
  }
  if (actual !== null && actual.total === 0n) facts.push('The whole round costs 0, the least possible.');
  else if (actual !== null) facts.push(`The whole round costs ${money(actual.total)}${termOrder.some((k) => (actual.terms.get(k) ?? 0n) > 0n) ? ` (${termOrder.filter((k) => (actual.terms.get(k) ?? 0n) > 0n).map((k) => `${money(actual.terms.get(k)!)} for ${termsName[k]}`).join(', ')})` : ''}.`);
  else facts.push(`The round on record holds what the system never pairs (${refused.join('; ')}): it was changed by hand.`);
  const whom = opponent === null ? 'giving the bye to anyone else' : `any other opponent for ${name(subject.id)}`;
  if (best === undefined) facts.push(opponent === null ? 'Nobody else could take the bye.' : `${name(subject.id)} could meet nobody else.`);
  else if (best.w.alt.verdict === 'worse') facts.push(`Every alternative costs more: ${whom} makes the round dearer, the cheapest being ${name(best.c.id)} (${best.w.alt.cost!.alternative} instead of ${best.w.alt.cost!.chosen}, more for ${termsName[best.w.alt.cost!.term as CostTermKey]}).`);
  else if (best.w.alt.verdict === 'equal') facts.push(`${opponent === null ? `Giving the bye to ${name(best.c.id)} instead` : `${name(best.c.id)} as ${name(subject.id)}'s opponent`} would make the round just as cheap. Between pairings that cost the same, player numbers decide: the lowest-numbered player gets the lowest-numbered opponent a cheapest pairing allows, then the next player, and so on.`);

  const first = best?.w.alt;
  const short = opponent === null
    ? `You have the bye: the number of players is odd and the cheapest pairing of the round gives it to you${first?.verdict === 'worse' ? ` (giving it to ${name(first.player)} would cost ${first.cost!.alternative} instead of ${first.cost!.chosen})` : ''}.`
    : `You play ${name(opponent.id)}: of all the ways to pair the round, this one costs least${first?.verdict === 'worse' ? ` (the cheapest other opponent, ${name(first.opponent!)}, would make it ${first.cost!.alternative} instead of ${first.cost!.chosen}, more for ${termsName[first.cost!.term as CostTermKey]})` : ''}.`;
  return { ok: true, explanation: { round: q.round, board, players: players2, colour, facts, alternatives, short } };
}

/**
 * One short line per player of a paired round, for the players' phones, from the facts alone (no
 * re-solve): whom they play, on which side, and the scores.
 */
export function costPhoneLines(t: Tournament, round: number, x: CostExplainer): ReadonlyMap<PlayerId, string> {
  const out = new Map<PlayerId, string>();
  if (round < 1 || round > t.rounds.length) return out;
  const { recorded, records } = roundState(t, round, x.model);
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const name = (id: PlayerId): string => names.get(id) ?? `player ${id}`;
  const what = x.pairTerms.map((k) => termsName[k]).join(' and ');
  for (const p of recorded.pairings) {
    for (const [me, other] of [[p.white, p.black], [p.black, p.white]] as const) {
      const m = records.get(me);
      const o = records.get(other);
      if (m === undefined || o === undefined) continue;
      const side = x.doubleSided ? '' : me === p.white ? ' as the Corp' : ' as the Runner';
      const scores = m.score === o.score ? `you are both on ${pointsWord(m.score)}` : `you have ${pointsWord(m.score)}, ${name(other)} ${pointsWord(o.score)}`;
      out.set(me, `You play ${name(other)}${side}: ${scores}, and the system takes the pairing of the whole round with the smallest total of ${what}.`);
    }
  }
  for (const b of recorded.byes) {
    if (b.kind !== 'U') continue;
    out.set(b.player, 'You have the bye: the number of players is odd, and the bye costs more the more points its player has, so the cheapest pairing of the round gives it to you.');
  }
  return out;
}

/** The SASS and 2025 models' explainers (the cost model the settings choose). */
export const singleSidedExplainer = (model: CostModel, costs: 'sass' | '2025', matcher: MaxWeightMatcher): CostExplainer => costs === 'sass'
  ? {
    model, matcher, doubleSided: false, pairTerms: ['score', 'side-bias'],
    source: 'Single Sided Swiss: How it Works',
    sidesRule: 'Single Sided Swiss: How it Works, Side Selection',
    how: 'The system pairs the whole round at once: every possible pair has a cost, higher the bigger the gap in points between the two, and higher when both have played the same side (Corp or Runner) more often; it takes the pairing whose total cost is lowest (Single Sided Swiss: How it Works).',
  }
  : {
    model, matcher, doubleSided: false, pairTerms: ['score', 'side-bias', 'rematch'],
    source: 'the 2025 single-sided Swiss costs',
    sidesRule: 'the 2025 single-sided Swiss costs: the cheaper side assignment',
    how: 'The system pairs the whole round at once: every possible pair has a cost, higher the bigger the gap in points between the two, higher for a rematch, and much higher when the Corp has already corped more often or the Runner run more often; it takes the pairing whose total cost is lowest (the 2025 single-sided Swiss costs, as Cobra pairs).',
  };
