import type { ExplainedAlternative, ExplainOutcome, ExplainQuestion, PlayerId, Tournament } from '../../model';
import { coloursWithClause, type ColourClause } from './colours';
import { meetingsOf } from './encounterHistory';
import type { FirstAndSecond } from './pairGreedily';
import { planTcecRound, type TcecRoundPlan } from './tcecSystem';
import type { TcecPlayerState } from './tcecPlayer';
import { whiteGameDifference } from './tcecPlayer';
import { allowedToMeet } from './viability';

/**
 * "Why these two?" for the TCEC Swiss: the step of the procedure that placed the pair, in the
 * words of the TCEC wiki's "TCEC Swiss Tournament System" (revision of 8 March 2021). The steps
 * are the pairing's own (`planTcecRound`: STEP 1 order, STEP 2 bye, STEP 3 removals, STEP 4 pairs,
 * STEP 5 `coloursWithClause`); this file only reads which of them placed a board and why each
 * player the procedure passed over could not be taken.
 */

/** The rules' sentences, as the wiki writes them. */
export const tcecRuleText = {
  step1: 'Pairing starts by ranking the players by: Score (DESC; i.e., the top player has the highest score), Seed (ASC). This ranking is called the pairing order.',
  step2: 'Order the players by: Number of received BYEs (DESC), Pairing order (ASC). The bottom player receives the BYE.',
  step3Removal: 'If no viable pairings exist, remove the earliest round in the encounter history. Repeat this as necessary until a viable pairing exists. The removals are permanent, i.e., they carry over to the following rounds.',
  step3Met: 'The players have not yet met as per the encounter history',
  step3Plus2: 'If either player has white game difference +2, then the other player must have white game difference of at most 0.',
  step3Minus2: 'If either player has white game difference -2, then the other player must have white game difference of at least 0.',
  step4First: 'Pick the first unpaired player by the pairing order. Mark the player as paired. This player is called the first-of-pair.',
  step4Second: 'Pick the highest-ranked unpaired player as the second-of-pair that maintains the following criteria: The pairing condition is met (see STEP 3); and The viability of the round pairing is maintained (see STEP 3)',
  step5Wgd: 'The player with the greater white game difference gets the black pieces.',
  step5Score: 'In case the difference equals, then the player with the higher score gets the black pieces.',
  step5PatternFirst: 'First-of-pair receives the white pieces on rounds 2, 3, 6, 7, 10, 11, ... (first-of-pair has lower seed number)',
  step5PatternSecond: 'Second-of-pair receives the white pieces on rounds 1, 4, 5, 8, 9, 12, ...',
  step5Double: 'The first-of-pair always plays with the black pieces on the first encounter, and with the white pieces on the second encounter',
} as const;

const points = (tenths: number): string => {
  const whole = Math.floor(tenths / 10);
  const half = tenths % 10 === 5;
  return half ? `${whole === 0 ? '' : whole}½` : tenths % 10 === 0 ? `${whole}` : `${tenths / 10}`;
};
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);
const roundsText = (rs: readonly number[]): string => (rs.length === 1 ? `round ${rs[0]}` : `rounds ${rs.join(', ')}`);

/** The clause of STEP 5 that gave the colours, in words with its sentence. */
function colourText(clause: ColourClause, pair: FirstAndSecond<TcecPlayerState>, white: PlayerId, round: number, name: (id: PlayerId) => string): string {
  const f = pair.firstOfPair;
  const s = pair.secondOfPair;
  switch (clause) {
    case 'double': return `Colours, STEP 5 (double rounds): "${tcecRuleText.step5Double}": ${name(f.id)} has Black in the first game.`;
    case 'wgd': return `Colours, STEP 5: "${tcecRuleText.step5Wgd}" White game differences: ${name(f.id)} ${signed(whiteGameDifference(f))}, ${name(s.id)} ${signed(whiteGameDifference(s))}; ${name(white)} has White.`;
    case 'score': return `Colours, STEP 5: "${tcecRuleText.step5Score}" Both have white game difference ${signed(whiteGameDifference(f))}; ${name(white === f.id ? s.id : f.id)} has more points and Black.`;
    case 'pattern': return `Colours, STEP 5: equal white game differences and scores, so the 2112 pattern: "${white === f.id ? tcecRuleText.step5PatternFirst : tcecRuleText.step5PatternSecond}" This is round ${round}: ${name(white)}, the ${white === f.id ? 'first' : 'second'}-of-pair, has White.`;
  }
}

/** Why STEP 4 could not take `c` as `first`'s second-of-pair: the pairing condition (STEP 3), or the viability. */
function passedOver(plan: TcecRoundPlan, first: TcecPlayerState, c: TcecPlayerState, name: (id: PlayerId) => string): ExplainedAlternative {
  const meetings = meetingsOf(plan.history);
  if (meetings.has(first.id, c.id)) {
    const met = plan.history.rounds.filter((r) => r.pairs.some(([a, b]) => (a === first.id && b === c.id) || (a === c.id && b === first.id))).map((r) => r.round);
    const why = met.length > 0 ? `they met in ${roundsText(met)}` : 'the organiser forbade this pair';
    return { player: first.id, opponent: c.id, verdict: 'forbidden', rule: 'TCEC STEP 3', text: `${name(c.id)} could not be taken: the pairing condition "${tcecRuleText.step3Met}" fails, ${why}.` };
  }
  if (!allowedToMeet(first, c, meetings)) {
    const plus = whiteGameDifference(first) + whiteGameDifference(c) > 2;
    return {
      player: first.id, opponent: c.id, verdict: 'forbidden', rule: 'TCEC STEP 3',
      text: `${name(c.id)} could not be taken: the colour balancing condition "${plus ? tcecRuleText.step3Plus2 : tcecRuleText.step3Minus2}" fails (white game differences ${name(first.id)} ${signed(whiteGameDifference(first))}, ${name(c.id)} ${signed(whiteGameDifference(c))}).`,
    };
  }
  return { player: first.id, opponent: c.id, verdict: 'incomplete', rule: 'TCEC STEP 4', text: `${name(c.id)} could not be taken: "The viability of the round pairing is maintained (see STEP 3)" fails, because with that pair the players left could not all be paired.` };
}

export function explainTcec(t: Tournament, double: boolean, q: ExplainQuestion): ExplainOutcome {
  if (!Number.isInteger(q.round) || q.round < 1 || q.round > t.rounds.length) {
    return { ok: false, reason: 'no-such-round', detail: `round ${q.round} has not been paired (rounds paired: ${t.rounds.length})` };
  }
  const recorded = t.rounds[q.round - 1]!;
  const planned = planTcecRound({ ...t, rounds: t.rounds.slice(0, q.round - 1) }, double);
  if (!planned.ok) return { ok: false, reason: 'not-this-system', detail: `round ${q.round} cannot be explained: ${planned.detail}` };
  const plan = planned.plan;
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const name = (id: PlayerId): string => names.get(id) ?? `player ${id}`;
  const rank = new Map(plan.order.map((p, i) => [p.id, i + 1]));
  const who = (p: TcecPlayerState): string => `${name(p.id)} (No. ${rank.get(p.id)} in the pairing order: ${points(p.score)} points, seed ${p.id})`;
  const u = recorded.byes.find((b) => b.kind === 'U');

  let pairing = q.board !== undefined ? recorded.pairings.find((p) => p.board === q.board) : undefined;
  if (q.board !== undefined && pairing === undefined) return { ok: false, reason: 'no-such-board', detail: `round ${q.round} has no board ${q.board} (boards 1-${recorded.pairings.length})` };
  if (q.board === undefined && q.player !== undefined) {
    if (!names.has(q.player)) return { ok: false, reason: 'no-such-player', detail: `no player ${q.player} in this event` };
    pairing = recorded.pairings.find((p) => p.white === q.player || p.black === q.player);
    if (pairing === undefined && u?.player !== q.player) return { ok: false, reason: 'no-such-player', detail: `${name(q.player)} was not paired in round ${q.round} (a requested bye, absent or withdrawn)` };
  }
  if (pairing === undefined && u === undefined) return { ok: false, reason: 'no-such-board', detail: `round ${q.round} has no pairing-allocated bye; name a board or a player` };
  const removal = plan.removedRounds.length > 0
    ? [`STEP 3 removed ${roundsText(plan.removedRounds)} from the encounter history before this round was paired: "${tcecRuleText.step3Removal}"`]
    : [];
  const step1 = `STEP 1: "${tcecRuleText.step1}"`;

  if (pairing === undefined) {
    // The bye (STEP 2).
    const byePlayer = plan.order.find((p) => p.id === u!.player);
    const ranked = plan.order.slice().sort((a, b) => b.byes - a.byes); // STEP 2's order (stable: pairing order within)
    const facts = [step1, `STEP 2: "${tcecRuleText.step2}"`, ...removal];
    if (plan.bye === null || byePlayer === undefined || plan.bye.id !== byePlayer.id) {
      facts.push(`STEP 2 gives the bye to ${plan.bye === null ? 'nobody' : name(plan.bye.id)}: the bye on record was changed by hand.`);
    } else {
      facts.push(`${who(byePlayer)} is the bottom player of that order, with ${byePlayer.byes} ${byePlayer.byes === 1 ? 'bye' : 'byes'} received so far.`);
    }
    const limit = q.maxAlternatives ?? 3;
    const above = ranked.filter((p) => p.id !== u!.player).reverse();
    const named = q.other === undefined ? [] : above.filter((p) => p.id === q.other);
    const alternatives = [...named, ...above.filter((p) => p.id !== q.other).slice(0, Math.max(0, limit - named.length))].map((c): ExplainedAlternative => ({
      player: c.id, opponent: null, verdict: 'worse', rule: 'TCEC STEP 2',
      text: `${name(c.id)} stands above in the bye order (${c.byes} ${c.byes === 1 ? 'bye' : 'byes'} received, No. ${rank.get(c.id)} in the pairing order): "The bottom player receives the BYE."`,
    }));
    return {
      ok: true,
      explanation: {
        round: q.round, board: null,
        players: [{ id: u!.player, score: byePlayer?.score ?? 0, group: '', float: 'none', floatText: '' }],
        colour: null, facts, alternatives,
        short: 'You have the bye: with an odd number of players, TCEC STEP 2 gives it to the lowest-placed player among those with the fewest byes received.',
      },
    };
  }

  const board = pairing;
  const k = plan.pairs.findIndex((p) => (p.firstOfPair.id === board.white && p.secondOfPair.id === board.black) || (p.firstOfPair.id === board.black && p.secondOfPair.id === board.white));
  const asked = q.player ?? board.white;
  const facts = [step1, ...removal];
  let alternatives: ExplainedAlternative[] = [];
  let colour = null as { readonly first: PlayerId; readonly colour: 'white'; readonly rule: string; readonly text: string } | null;
  let short: string;
  const players = [board.white, board.black].map((id) => ({ id, score: plan.order.find((p) => p.id === id)?.score ?? 0, group: '', float: 'none' as const, floatText: '' }));
  if (k < 0) {
    const their = (id: PlayerId): string => {
      const p = plan.pairs.find((x) => x.firstOfPair.id === id || x.secondOfPair.id === id);
      return p === undefined ? `${name(id)} the bye` : `${name(id)} with ${name(p.firstOfPair.id === id ? p.secondOfPair.id : p.firstOfPair.id)}`;
    };
    facts.push(`STEP 4 does not pair these two: it pairs ${their(board.white)} and ${their(board.black)}. The round on record was changed by hand.`);
    short = `You play ${name(asked === board.white ? board.black : board.white)}: the organiser changed this pairing by hand.`;
  } else {
    const pair = plan.pairs[k]!;
    const f = pair.firstOfPair;
    const s = pair.secondOfPair;
    const pairedBefore = new Set(plan.pairs.slice(0, k).flatMap((p) => [p.firstOfPair.id, p.secondOfPair.id]));
    const between = plan.order.filter((p) => rank.get(p.id)! > rank.get(f.id)! && rank.get(p.id)! < rank.get(s.id)! && !pairedBefore.has(p.id) && p !== plan.bye);
    facts.push(`${who(f)} and ${who(s)}.`);
    facts.push(`STEP 4 placed this pair (pair ${k + 1} formed): "${tcecRuleText.step4First}" When it was formed, ${name(f.id)} was the first unpaired player.`);
    facts.push(`Then "${tcecRuleText.step4Second}": ${name(s.id)} was the highest-ranked unpaired player who did${between.length === 0 ? ', the very next unpaired player in the pairing order' : `; the ${between.length === 1 ? 'one unpaired player' : `${between.length} unpaired players`} ranked between them could not be taken (below)`}.`);
    alternatives = between.map((c) => passedOver(plan, f, c, name));
    if (q.other !== undefined && q.other !== f.id && q.other !== s.id && !between.some((c) => c.id === q.other)) {
      const c = plan.order.find((p) => p.id === q.other);
      if (c === undefined) return { ok: false, reason: 'no-such-player', detail: `${name(q.other)} was not paired in round ${q.round}` };
      const text = c === plan.bye ? `${name(c.id)} has the bye (STEP 2), and "The possible BYE player is not considered for pairing".`
        : pairedBefore.has(c.id) ? `${name(c.id)} was already paired when ${name(f.id)}'s pair was formed (STEP 4 pairs in the pairing order, ${name(c.id)} being No. ${rank.get(c.id)}).`
          : `${name(c.id)} (No. ${rank.get(c.id)}) ranks below ${name(s.id)} (No. ${rank.get(s.id)}): STEP 4 takes the highest-ranked unpaired player who may be taken.`;
      alternatives.unshift({ player: f.id, opponent: c.id, verdict: c === plan.bye || pairedBefore.has(c.id) ? 'forbidden' : 'worse', rule: c === plan.bye ? 'TCEC STEP 2' : 'TCEC STEP 4', text });
    }
    const limit = q.maxAlternatives ?? Math.max(3, alternatives.length);
    alternatives = alternatives.slice(0, limit);
    const cw = coloursWithClause(pair, q.round, double);
    const recordedAsRule = cw.pair.white === board.white;
    colour = {
      first: board.white, colour: 'white', rule: 'TCEC STEP 5',
      text: recordedAsRule ? colourText(cw.clause, pair, cw.pair.white, q.round, name) : `${name(board.white)} has White, although STEP 5 gives it to ${name(cw.pair.white)}: the colours were changed by hand.`,
    };
    const other = asked === f.id ? s : f;
    short = asked === f.id
      ? `You play ${name(other.id)}: you were the first unpaired player in the pairing order, and ${name(other.id)} the highest-ranked one you could meet (TCEC STEP 4).`
      : `You play ${name(other.id)}: ${name(other.id)} was the first unpaired player in the pairing order, and you the highest-ranked one ${name(other.id)} could meet (TCEC STEP 4).`;
  }
  return { ok: true, explanation: { round: q.round, board: board.board, players, colour, facts, alternatives, short } };
}

/** The players' phone lines of a paired TCEC round (one plan, no re-solve). */
export function tcecPhoneLines(t: Tournament, double: boolean, round: number): ReadonlyMap<PlayerId, string> {
  const out = new Map<PlayerId, string>();
  if (round < 1 || round > t.rounds.length) return out;
  const planned = planTcecRound({ ...t, rounds: t.rounds.slice(0, round - 1) }, double);
  if (!planned.ok) return out;
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const name = (id: PlayerId): string => names.get(id) ?? `player ${id}`;
  for (const b of t.rounds[round - 1]!.pairings) {
    const pair = planned.plan.pairs.find((p) => (p.firstOfPair.id === b.white && p.secondOfPair.id === b.black) || (p.firstOfPair.id === b.black && p.secondOfPair.id === b.white));
    if (pair === undefined) continue;
    const f = pair.firstOfPair.id;
    const s = pair.secondOfPair.id;
    out.set(f, `You play ${name(s)}: you were the first unpaired player in the pairing order, and ${name(s)} the highest-ranked one you could meet (TCEC STEP 4).`);
    out.set(s, `You play ${name(f)}: ${name(f)} was the first unpaired player in the pairing order, and you the highest-ranked one ${name(f)} could meet (TCEC STEP 4).`);
  }
  const bye = planned.plan.bye;
  if (bye !== null && t.rounds[round - 1]!.byes.some((b) => b.kind === 'U' && b.player === bye.id)) {
    out.set(bye.id, 'You have the bye: with an odd number of players, TCEC STEP 2 gives it to the lowest-placed player among those with the fewest byes received.');
  }
  return out;
}
