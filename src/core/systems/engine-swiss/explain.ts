import type { ExplainedAlternative, ExplainOutcome, ExplainQuestion, PairingExplanation, PlayerId, Tournament } from '../../model';
import { planScheduledRound } from './engineSwiss';
import type { EngineSwissSettings } from './openings';
import type { Entrant, Pair } from './pairing';
import { byeCandidates, firstWhiteWithClause, scoreGroups } from './pairing';

/**
 * "Why these two?" for the engine Swiss mode: the step of the "Swiss Mode" README's "Pairing
 * Algorithm" (Main Path or Fallback Path) or "Bye Selection" that placed a board or the bye,
 * quoting its words. The pairing is the system's own (`planScheduledRound`); this file reads where
 * each pair sits in its score group (the groups and order of `scoreGroups`) and says which step
 * that is.
 */

/** The README's sentences. */
export const engineSwissRuleText = {
  main1: 'Group players by current score (highest to lowest).',
  main2: 'Sort within each group by seed (strongest first).',
  main3: 'Split each group into top-half and bottom-half.',
  main4: 'Pair top-half vs bottom-half (1st vs middle, 2nd vs middle+1, etc.).',
  main5: 'If a group has odd count, float one player down to the next score group.',
  main6: 'Backtrack if a pairing would cause a rematch.',
  fallback: 'When the main path fails due to complex prior-pairing constraints (common in later rounds), a fallback algorithm attempts global pairing',
  fallback1: 'Order all players by score (descending), then by seed.',
  fallback2: 'Greedily pair each player with the closest-scoring available opponent.',
  fallback3: 'Backtrack if needed to avoid rematches.',
  bye1: 'Lowest score first: Players with fewer points are prioritized.',
  bye2: 'Weakest among ties: If multiple players share the lowest score, the one with the highest seed number (lowest rating) receives the bye.',
  bye3: 'No repeat byes: Players who have already received a bye are skipped when possible.',
} as const;

const points = (tenths: number): string => {
  const whole = Math.floor(tenths / 10);
  return tenths % 10 === 5 ? `${whole === 0 ? '' : whole}½` : tenths % 10 === 0 ? `${whole}` : `${tenths / 10}`;
};

/** Where a pair sits in the Main Path: its bracket (score group with the player floated into it), positions, the floater. */
function bracketOf(pairs: readonly Pair[], entrants: readonly Entrant[], pair: Pair) {
  const partner = new Map<PlayerId, PlayerId>();
  for (const [a, b] of pairs) { partner.set(a.id, b.id); partner.set(b.id, a.id); }
  let floater: Entrant | null = null;
  for (const group of scoreGroups(entrants)) {
    const bracket: Entrant[] = (floater === null ? group : [floater, ...group]).slice().sort((a, b) => b.score - a.score || a.seed - b.seed);
    const ids = new Set(bracket.map((e) => e.id));
    const down: Entrant | null = bracket.find((e) => !ids.has(partner.get(e.id)!)) ?? null;
    const rest = bracket.filter((e) => e !== down);
    const i = rest.indexOf(pair[0]);
    const j = rest.indexOf(pair[1]);
    if (i >= 0 && j >= 0) return { group, floater, rest, i: Math.min(i, j), j: Math.max(i, j) };
    floater = down;
  }
  return null;
}

export function explainEngineSwiss(t: Tournament, s: EngineSwissSettings, q: ExplainQuestion): ExplainOutcome {
  if (!Number.isInteger(q.round) || q.round < 1 || q.round > t.rounds.length) {
    return { ok: false, reason: 'no-such-round', detail: `round ${q.round} has not been paired (rounds paired: ${t.rounds.length})` };
  }
  const recorded = t.rounds[q.round - 1]!;
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const name = (id: PlayerId): string => names.get(id) ?? `player ${id}`;
  const u = recorded.byes.find((b) => b.kind === 'U');
  const pairing = q.board !== undefined ? recorded.pairings.find((p) => p.board === q.board) : q.player !== undefined ? recorded.pairings.find((p) => p.white === q.player || p.black === q.player) : undefined;
  if (q.board !== undefined && pairing === undefined) return { ok: false, reason: 'no-such-board', detail: `round ${q.round} has no board ${q.board} (boards 1-${recorded.pairings.length})` };
  if (q.player !== undefined && !names.has(q.player)) return { ok: false, reason: 'no-such-player', detail: `no player ${q.player} in this event` };
  if (pairing === undefined && (u === undefined || (q.player !== undefined && u.player !== q.player))) {
    return { ok: false, reason: q.player !== undefined ? 'no-such-player' : 'no-such-board', detail: q.player !== undefined ? `${name(q.player)} was not paired in round ${q.round}` : `round ${q.round} has no pairing-allocated bye; name a board or a player` };
  }
  const playersOf = (ids: readonly PlayerId[]) => ids.map((id) => ({ id, score: 0, group: '', float: 'none' as const, floatText: '' }));

  if (q.round > t.totalRounds) {
    // An extra pair: the scheduled rounds ended in a tie for first between two engines.
    const b = pairing!;
    const text = `The ${t.totalRounds} scheduled rounds ended with ${name(b.white)} and ${name(b.black)} tied for first: they play extra pairs of two games, colours swapped, until one of them wins a pair.`;
    return { ok: true, explanation: { round: q.round, board: b.board, players: playersOf([b.white, b.black]), colour: null, facts: [text], alternatives: [], short: `You play ${name(q.player === b.black ? b.white : b.black)}: an extra pair to settle the tie for first.` } };
  }
  const planned = planScheduledRound({ ...t, rounds: t.rounds.slice(0, q.round - 1) }, s, q.round);
  if (!planned.ok) return { ok: false, reason: 'not-this-system', detail: `round ${q.round} cannot be explained: ${planned.detail}` };
  return explainPlanned(t, q, planned.plan, pairing, u, name, playersOf);
}

type Plan = Extract<ReturnType<typeof planScheduledRound>, { ok: true }>['plan'];

/** The explanation of a scheduled round's board or bye, from the round as the pairing algorithm plans it. */
function explainPlanned(
  t: Tournament,
  q: ExplainQuestion,
  plan: Plan,
  pairing: Tournament['rounds'][number]['pairings'][number] | undefined,
  u: Tournament['rounds'][number]['byes'][number] | undefined,
  name: (id: PlayerId) => string,
  playersOf: (ids: readonly PlayerId[]) => PairingExplanation['players'],
): ExplainOutcome {
  const { found, entrants, rematches, canMeet } = plan;
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const who = (e: Entrant): string => `${name(e.id)} (${points(e.score)} points, seed ${e.seed + 1})`;
  const facts: string[] = [];
  if (rematches) facts.push('Every pairing of this round needed a rematch; the organiser confirmed rematches, so they were allowed.');

  if (pairing === undefined) {
    const bye = byId.get(u!.player)!;
    const order = byeCandidates(entrants);
    facts.push(`Bye Selection: "${engineSwissRuleText.bye1}" "${engineSwissRuleText.bye2}" "${engineSwissRuleText.bye3}"`);
    if (found.bye?.id === bye.id) {
      const first = order[0]!;
      facts.push(first.id === bye.id
        ? `${who(bye)} comes first in that order${bye.byes > 0 ? ' (every engine has had a bye, so a repeat bye could not be avoided)' : ''}.`
        : `${who(bye)} takes it: the engines before it in that order (${order.slice(0, order.indexOf(bye)).map((e) => name(e.id)).join(', ')}) could not have the bye and leave the others pairable without a rematch.`);
    } else {
      facts.push(`Bye Selection gives the bye to ${found.bye === null ? 'nobody' : name(found.bye.id)}: the bye on record was changed by hand.`);
    }
    const others = order.filter((e) => e.id !== bye.id);
    const named = q.other === undefined ? [] : others.filter((e) => e.id === q.other);
    const alternatives = [...named, ...others.filter((e) => e.id !== q.other).slice(0, Math.max(0, (q.maxAlternatives ?? 3) - named.length))].map((c): ExplainedAlternative => ({
      player: c.id, opponent: null, verdict: 'worse', rule: 'Swiss Mode, Bye Selection',
      text: c.byes > 0 && bye.byes === 0 ? `${name(c.id)} has already had a bye: "${engineSwissRuleText.bye3}"`
        : c.score > bye.score ? `${name(c.id)} has more points (${points(c.score)}): "${engineSwissRuleText.bye1}"`
          : `${name(c.id)} has the same points and a stronger seed (${c.seed + 1}): "${engineSwissRuleText.bye2}"`,
    }));
    return { ok: true, explanation: { round: q.round, board: null, players: playersOf([bye.id]), colour: null, facts, alternatives, short: 'You have the bye: with an odd number of engines, Bye Selection gives it to the lowest score, then the weakest seed, without repeat byes when possible.' } };
  }

  const board = pairing;
  const w = byId.get(board.white);
  const k = byId.get(board.black);
  const pair = w === undefined || k === undefined ? undefined : found.pairs.find(([a, b]) => (a === w && b === k) || (a === k && b === w));
  const alternatives: ExplainedAlternative[] = [];
  let short: string;
  const asker = q.player === board.black ? board.black : board.white;
  const opp = asker === board.white ? board.black : board.white;
  if (pair === undefined) {
    facts.push('The pairing algorithm does not pair these two in this round: the round on record was changed by hand.');
    short = `You play ${name(opp)}: the organiser changed this pairing by hand.`;
  } else if (found.path === 'fallback') {
    const [a, b] = pair;
    facts.push(`${who(a)} and ${who(b)}.`);
    facts.push(`Fallback Path: "${engineSwissRuleText.fallback}": "${engineSwissRuleText.fallback1}" "${engineSwissRuleText.fallback2}" "${engineSwissRuleText.fallback3}"`);
    facts.push(`${name(b.id)} is the closest-scoring opponent still available to ${name(a.id)} that leaves every other engine pairable without a rematch.`);
    short = `You play ${name(opp)}: the score groups could not be paired without a rematch, so each engine took the closest-scoring opponent available (Fallback Path).`;
  } else {
    const where = bracketOf(found.pairs, found.bye === null ? entrants : entrants.filter((e) => e !== found.bye), pair)!;
    const top = where.rest[where.i]!;
    const bottom = where.rest[where.j]!;
    const half = where.rest.length / 2;
    const groupPoints = points(where.group[0]!.score);
    facts.push(`Main Path: "${engineSwissRuleText.main1}" "${engineSwissRuleText.main2}" ${who(top)} and ${who(bottom)} are paired in the ${groupPoints}-point group.`);
    if (where.floater !== null && (where.floater === top || where.floater === bottom)) {
      facts.push(`${name(where.floater.id)} floated down into it: "${engineSwissRuleText.main5}"`);
    }
    const natural = where.i < half && where.j === where.i + half;
    if (natural) {
      facts.push(`"${engineSwissRuleText.main3}" "${engineSwissRuleText.main4}": ${name(top.id)} is No. ${where.i + 1} of the top half and ${name(bottom.id)} No. ${where.i + 1} of the bottom half.`);
      short = `You play ${name(opp)}: in your score group the top half meets the bottom half in order (Main Path, step 4).`;
    } else {
      const expected = where.i < half ? where.rest[where.i + half] : undefined;
      const blocked = expected !== undefined && !canMeet(top.id, expected.id);
      facts.push(`"${engineSwissRuleText.main4}" would have paired ${name(top.id)} with ${expected === undefined ? 'a player of the bottom half' : name(expected.id)}, but "${engineSwissRuleText.main6}": ${blocked ? `${name(top.id)} and ${name(expected!.id)} have already met` : 'keeping that pair would have forced a rematch elsewhere'}, so ${name(bottom.id)} is the next opponent in the order.`);
      if (expected !== undefined) alternatives.push({ player: top.id, opponent: expected.id, verdict: blocked ? 'forbidden' : 'incomplete', rule: 'Swiss Mode, Main Path 6', text: blocked ? `${name(top.id)} may not meet ${name(expected.id)}: they have already met (a rematch).` : `Pairing ${name(top.id)} with ${name(expected.id)} would leave a rematch elsewhere in the round.` });
      short = `You play ${name(opp)}: the usual top-half against bottom-half pairing would have caused a rematch (Main Path, step 6).`;
    }
  }
  let colour = null as { readonly first: PlayerId; readonly colour: 'white'; readonly rule: string; readonly text: string } | null;
  if (pair !== undefined) {
    const c = firstWhiteWithClause(pair, q.round);
    const games = `${name(board.white)} has White in the first game; the colours swap after each game of the match ("Each pairing is played as a two-game match (same opening, colors swapped)").`;
    const why = c.clause === 'fewer-whites'
      ? `${name(c.white.id)} has opened fewer matches with White (${c.white.firstWhites} against ${c.black.firstWhites}).`
      : `Both have opened ${c.white.firstWhites} ${c.white.firstWhites === 1 ? 'match' : 'matches'} with White, so the ${q.round % 2 === 1 ? 'higher' : 'lower'} seed opens in an ${q.round % 2 === 1 ? 'odd' : 'even'} round.`;
    colour = { first: board.white, colour: 'white', rule: 'Swiss Mode, colours', text: c.white.id === board.white ? `${games} ${why}` : `${name(board.white)} has White in the first game, although ${name(c.white.id)} is due to open: the colours were changed by hand.` };
  }
  return { ok: true, explanation: { round: q.round, board: board.board, players: playersOf([board.white, board.black]), colour, facts, alternatives, short } };
}

/**
 * One short line per player of a paired round, for the players' phones ("You play Engine 4: in
 * your score group the top half meets the bottom half in order (Main Path, step 4)."): the
 * explanation's own short line, the round planned once for every board.
 */
export function engineSwissPhoneLines(t: Tournament, s: EngineSwissSettings, round: number): ReadonlyMap<PlayerId, string> {
  const out = new Map<PlayerId, string>();
  const recorded = t.rounds[round - 1];
  if (!Number.isInteger(round) || recorded === undefined) return out;
  const questions: ExplainQuestion[] = [
    ...recorded.pairings.flatMap((b) => [{ round, board: b.board, player: b.white }, { round, board: b.board, player: b.black }]),
    ...recorded.byes.filter((b) => b.kind === 'U').map((b) => ({ round, player: b.player })),
  ];
  if (round > t.totalRounds) {
    // Extra pairs after a tie for first: nothing to plan.
    for (const q of questions) {
      const e = explainEngineSwiss(t, s, q);
      if (e.ok) out.set(q.player!, e.explanation.short);
    }
    return out;
  }
  const planned = planScheduledRound({ ...t, rounds: t.rounds.slice(0, round - 1) }, s, round);
  if (!planned.ok) return out;
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const name = (id: PlayerId): string => names.get(id) ?? `player ${id}`;
  const playersOf = (ids: readonly PlayerId[]) => ids.map((id) => ({ id, score: 0, group: '', float: 'none' as const, floatText: '' }));
  const u = recorded.byes.find((b) => b.kind === 'U');
  for (const q of questions) {
    const pairing = q.board === undefined ? undefined : recorded.pairings.find((p) => p.board === q.board);
    const e = explainPlanned(t, q, planned.plan, pairing, pairing === undefined ? u : undefined, name, playersOf);
    if (e.ok) out.set(q.player!, e.explanation.short);
  }
  return out;
}
