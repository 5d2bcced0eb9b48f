import { assertNever } from '../../model';
import type { Colour, ExplainedAlternative, ExplainedPlayer, ExplainOutcome, ExplainQuestion, PairingExplanation, PlayerId, Tournament } from '../../model';
import type { SwissPlayer, SwissState } from './history';
import { colourReason } from './colourReason';
import { fideGraph, type FideRules } from './compatibility';
import { firstDifference, type CriterionValue, type CriterionVector, type FirstDifference } from './criterionVector';

/**
 * Explaining a paired round of a FIDE Swiss system (Dutch, Burstein), the part the systems share:
 * find the board or the bye asked about, say the players' score groups and floats and the colour
 * rule, and for each alternative re-solve the round with that pair forced and compare criterion
 * vectors. The system gives its engine and its criteria through `SwissExplainer`, a narrow
 * interface: "pair this state" and "measure this pairing", nothing of the engine's insides.
 */

/** A round as an engine returns it: pairs of player indices and the bye. */
export interface IndexPairing {
  readonly pairs: readonly (readonly [number, number])[];
  readonly bye: number | null;
}

/** Why an alternative cannot be paired at all (C1-C3), in words with its article; null when it may. */
function absoluteBlocks(before: Tournament, state: SwissState, rules: FideRules, cite: (key: string) => string) {
  const g = fideGraph(before, state, rules);
  const roundsText = (rs: readonly number[]): string => (rs.length === 1 ? `round ${rs[0]}` : `rounds ${rs.join(', ')}`);
  const pair = (a: SwissPlayer, c: SwissPlayer): { readonly rule: string; readonly text: string } | null => {
    const b = g.pairBlock(a.id, c.id);
    if (b === null) return null;
    switch (b.rule) {
      case 'rematch': return { rule: cite('C1'), text: `they already played each other in ${roundsText(b.rounds)}` };
      case 'forbidden-pair': return { rule: `${cite('C1')}, TRF record 260`, text: 'the organiser forbade this pair' };
      case 'same-absolute-colour': return { rule: cite('C3'), text: `both must have ${b.colour === 'white' ? 'White' : 'Black'} (colour differences ${b.colourDifferences.join(' and ')})` };
      default: return { rule: cite('C1'), text: 'the rules forbid this pair' };
    }
  };
  const bye = (c: SwissPlayer): { readonly rule: string; readonly text: string } | null => {
    const b = g.byeBlock(c.id);
    if (b === null) return null;
    switch (b.rule) {
      case 'had-bye': return { rule: cite('C2'), text: `had the bye in ${roundsText(b.rounds)}` };
      case 'unplayed-win': return { rule: cite('C2'), text: `won by forfeit in ${roundsText(b.rounds)}` };
      case 'win-without-playing': return { rule: cite('C2'), text: `scored a win without playing in ${roundsText(b.rounds)}` };
      default: return assertNever(b);
    }
  };
  return { pair, bye };
}

export interface SwissExplainer {
  /** The state before round `round` (from the tournament cut after the previous round). */
  readonly state: (before: Tournament) => SwissState;
  /** The engine: the round paired from a state (in which forced pairs are written as forbidden ones). */
  readonly solve: (state: SwissState) => IndexPairing | null;
  /**
   * Optional, with `force: 'set-aside'`: the same as `solve(withPlayersSetAside(state, out))` up to
   * the criterion vector (the pairing may differ where criteria tie), faster: it may share work
   * between the alternatives of one explanation (the Dutch 2026 rules: `dutch/forcedResolve.ts`).
   */
  readonly solveSetAside?: (state: SwissState, out: readonly number[]) => IndexPairing | null;
  /** The criterion vector of a pairing of that state. */
  readonly vector: (state: SwissState, pairing: IndexPairing) => CriterionVector;
  /**
   * Optional: where the system's procedure tells the round on record and a re-solved one apart
   * (null: equal for the rules), when that is not simply the first criterion where their vectors
   * differ (the Dutch 2017 rules: the first bracket paired differently, `procedureDifference2017`).
   */
  readonly difference?: (state: SwissState, actual: IndexPairing, alt: IndexPairing, actualVector: CriterionVector, altVector: CriterionVector) => FirstDifference | null;
  /** "C.04.3 C6" (the edition's own number). */
  readonly cite: (key: string) => string;
  /** What is worse in `alt` than in `actual` at this criterion, after "would": "leave two more players to float down from the 3-point group". */
  readonly worse: (actual: CriterionValue, alt: CriterionValue, ctx: { readonly points: (tenths: number) => string; readonly groups: readonly number[] }) => string;
  /** The pairing score (with acceleration). */
  readonly score: (state: SwissState, p: SwissPlayer) => number;
  /** The system's ranking, for E.4/E.5: whether p ranks above o. */
  readonly ranksAbove: (state: SwissState, p: SwissPlayer, o: SwissPlayer) => boolean;
  /** For E.5 when the system ranks by another order there (Burstein: the pairing number); absent: `ranksAbove`. */
  readonly ranksAboveE5?: (state: SwissState, p: SwissPlayer, o: SwissPlayer) => boolean;
  /** The absolute criteria as the system applies them (C1-C3: topscorers, the C2 edition). */
  readonly fideRules: FideRules;
  /**
   * The bye to another player: by re-solving (the Dutch system), or by the system's own rule when
   * the bye is not a matter of criteria (Burstein: the lowest-ranked player who may have it).
   */
  readonly byeByRule?: (state: SwissState, assignee: SwissPlayer, c: SwissPlayer, name: (p: SwissPlayer) => string) => ExplainedAlternative;
  /**
   * How a pair (or the bye) is forced for the re-solve: 'set-aside' re-solves the other players
   * (exact where the criteria add up within brackets: the Dutch 2026 rules); 'forbid' writes the
   * pair into the state as the only opponents the two may have (any procedure).
   */
  readonly force: 'set-aside' | 'forbid';
  /** The sentence for equal vectors: the rule that broke the tie. */
  readonly tieBreak: string;
  /** The cited rule of the tie break ("C.04.3 B"). */
  readonly tieRule: string;
  /** Alternatives taken from the score group when the question names none. */
  readonly defaultAlternatives: number;
}

/** 25 tenths → "2½", 20 → "2", 5 → "½", 13 → "1.3". */
export const pointsText = (t: number): string => {
  const whole = Math.floor(Math.abs(t) / 10);
  const frac = Math.abs(t) % 10;
  const sign = t < 0 ? '-' : '';
  if (frac === 0) return `${sign}${whole}`;
  if (frac === 5) return `${sign}${whole === 0 ? '' : whole}½`;
  return `${sign}${whole}.${frac}`;
};

const groupText = (score: number): string => `the ${pointsText(score)}-point group`;

/** "1 point", "½ point", "2½ points". */
export const pointsWord = (t: number): string => `${pointsText(t)} ${t > 0 && t <= 10 ? 'point' : 'points'}`;

/**
 * A copy of the state without players `out` (not to be paired): the rest of the round when a pair
 * (or the bye) is fixed. The rules' criteria add up pair by pair inside each bracket, and a forced
 * pair of two players of one score group is paired in their own bracket, so the best round holding
 * the pair is the pair plus the best round of the others (the property test checks it by brute
 * force); re-solving the others costs one pairing, where forbidding every other opponent of the two
 * makes the engine's implicit lower brackets explicit.
 */
export function withPlayersSetAside(state: SwissState, out: readonly number[]): SwissState {
  const set = new Set(out);
  return { ...state, players: state.players.map((p) => (set.has(p.index) ? { ...p, toBePaired: false } : p)) };
}

/** A copy of the state in which `a` may meet only `c` (and `c` only `a`): the pair is forced (C1 as the engine reads it). */
export function withPairForced(state: SwissState, a: number, c: number): SwissState {
  const all = new Set(state.players.map((p) => p.index));
  const players = state.players.map((p) => {
    if (p.index === a || p.index === c) {
      const only = p.index === a ? c : a;
      const forbidden = new Set(all);
      forbidden.delete(only);
      forbidden.delete(p.index);
      return { ...p, forbidden };
    }
    const forbidden = new Set(p.forbidden);
    forbidden.add(a);
    forbidden.add(c);
    return { ...p, forbidden };
  });
  return { ...state, players };
}

/** A copy of the state in which `c` may meet nobody: the bye is forced on him (he must take it for the round to be complete). */
export function withByeForced(state: SwissState, c: number): SwissState {
  const all = new Set(state.players.map((p) => p.index));
  all.delete(c);
  const players = state.players.map((p) => {
    if (p.index === c) return { ...p, forbidden: all };
    const forbidden = new Set(p.forbidden);
    forbidden.add(c);
    return { ...p, forbidden };
  });
  return { ...state, players };
}

/**
 * The tournament as it stood when round `round` was paired: the rounds before it, and the players
 * the round left out on purpose (a requested bye, an absence) as planned byes of the round.
 */
function tournamentBefore(t: Tournament, round: number): Tournament {
  const recorded = t.rounds[round - 1]!;
  const absent = recorded.byes.flatMap((b) => (b.kind === 'U' || b.kind === 'absent' || t.plannedByes.some((p) => p.round === round && p.player === b.player) ? [] : [{ player: b.player, round, kind: b.kind }]));
  return { ...t, rounds: t.rounds.slice(0, round - 1), plannedByes: [...t.plannedByes, ...absent] };
}

const colourWordOf = (c: Colour): string => (c === 'white' ? 'White' : 'Black');

/**
 * One short line per player of a paired round, for the players' phones: whom they play, with which
 * colour, their score group or float and the colour rule, from the facts alone (no re-solve, so
 * the chief's laptop can publish it for every board of a big round). Keyed by player.
 */
export function swissPhoneLines(t: Tournament, round: number, x: SwissExplainer): ReadonlyMap<PlayerId, string> {
  const out = new Map<PlayerId, string>();
  const recorded = t.rounds[round - 1];
  if (recorded === undefined) return out;
  const state = x.state(tournamentBefore(t, round));
  const byId = new Map<PlayerId, SwissPlayer>(state.players.map((p) => [p.id, p]));
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const name = (p: SwissPlayer): string => names.get(p.id) ?? `player ${p.id}`;
  const score = (p: SwissPlayer): number => x.score(state, p);
  for (const b of recorded.pairings) {
    const w = byId.get(b.white);
    const k = byId.get(b.black);
    if (w === undefined || k === undefined) continue;
    const r = colourReason(w, k, x.ranksAbove(state, w, k), state.initialColour ?? 'white', name, (x.ranksAboveE5 ?? x.ranksAbove)(state, w, k));
    const gist = { 'E.1': 'both get the colour they are due', 'E.2': 'the stronger colour claim wins', 'E.3': 'colours swap from your last different round', 'E.4': "the higher-ranked player's preference", 'E.5': 'by pairing number' }[r.rule];
    const colourNote = r.colour === 'white' ? `colours: ${gist}, C.04.3 ${r.rule}` : 'colours set by the arbiter';
    for (const [me, other] of [[w, k], [k, w]] as const) {
      const mine = score(me);
      const theirs = score(other);
      const group = mine === theirs ? `you are both on ${pointsWord(mine)}`
        : mine > theirs ? `you floated down from ${groupText(mine)} to meet a player on ${pointsWord(theirs)}`
          : `you floated up from ${groupText(mine)} to meet a player on ${pointsWord(theirs)}`;
      out.set(me.id, `You play ${name(other)} with ${colourWordOf(me === w ? 'white' : 'black')} because ${group} (${colourNote}).`);
    }
  }
  for (const b of recorded.byes) {
    const p = byId.get(b.player);
    if (b.kind !== 'U' || p === undefined) continue;
    out.set(p.id, `You have the bye because the number of players is odd and it goes to a player of the lowest score possible who has not had one (you have ${pointsWord(score(p))}).`);
  }
  return out;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Explain one board or the bye of a paired round of a FIDE Swiss system. */
export function explainSwissRound(t: Tournament, q: ExplainQuestion, x: SwissExplainer): ExplainOutcome {
  if (!Number.isInteger(q.round) || q.round < 1 || q.round > t.rounds.length) {
    return { ok: false, reason: 'no-such-round', detail: `round ${q.round} has not been paired (rounds paired: ${t.rounds.length})` };
  }
  const recorded = t.rounds[q.round - 1]!;
  const before = tournamentBefore(t, q.round);
  const state = x.state(before);
  const byId = new Map<PlayerId, SwissPlayer>(state.players.map((p) => [p.id, p]));
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const name = (p: SwissPlayer): string => names.get(p.id) ?? `player ${p.id}`;
  const score = (p: SwissPlayer): number => x.score(state, p);

  const pairs: [number, number][] = [];
  for (const b of recorded.pairings) {
    const w = byId.get(b.white);
    const k = byId.get(b.black);
    if (w !== undefined && k !== undefined) pairs.push([w.index, k.index]);
  }
  const pab = recorded.byes.find((b) => b.kind === 'U');
  const byePlayer = pab === undefined ? undefined : byId.get(pab.player);
  const actual: IndexPairing = { pairs, bye: byePlayer?.index ?? null };

  // The subject: a board, or the player's board or bye.
  let board: number | null = null;
  let subject: SwissPlayer;
  let opponent: SwissPlayer | null = null;
  if (q.board !== undefined) {
    const i = recorded.pairings.findIndex((p) => p.board === q.board);
    if (i < 0) return { ok: false, reason: 'no-such-board', detail: `round ${q.round} has no board ${q.board} (boards 1-${recorded.pairings.length})` };
    const b = recorded.pairings[i]!;
    board = b.board;
    const w = byId.get(b.white)!;
    const k = byId.get(b.black)!;
    // The asker is the named player, else the higher-ranked of the two.
    const wFirst = q.player === undefined ? x.ranksAbove(state, w, k) : q.player === w.id;
    subject = wFirst ? w : k;
    opponent = wFirst ? k : w;
  } else if (q.player !== undefined) {
    const p = byId.get(q.player);
    if (p === undefined) return { ok: false, reason: 'no-such-player', detail: `no player ${q.player} in this event` };
    const b = recorded.pairings.find((r) => r.white === q.player || r.black === q.player);
    if (b !== undefined) {
      board = b.board;
      subject = p;
      opponent = byId.get(b.white === q.player ? b.black : b.white)!;
    } else if (byePlayer === p) {
      subject = p;
    } else {
      return { ok: false, reason: 'no-such-player', detail: `${name(p)} was not paired in round ${q.round} (a requested bye, absent or withdrawn)` };
    }
  } else if (byePlayer !== undefined) {
    subject = byePlayer;
  } else {
    return { ok: false, reason: 'no-such-board', detail: `round ${q.round} has no pairing-allocated bye; name a board or a player` };
  }

  const blocks = absoluteBlocks(before, state, x.fideRules, x.cite);
  const groups = [...new Set(state.players.filter((p) => p.toBePaired).map(score))].sort((a, b) => b - a);
  const playerFacts = (p: SwissPlayer, o: SwissPlayer | null): ExplainedPlayer => {
    const s = score(p);
    const float = o === null ? 'down' : score(o) < s ? 'down' : score(o) > s ? 'up' : 'none';
    const floatText = o === null
      ? `${name(p)} has the bye, which counts as a downfloat`
      : float === 'down' ? `${name(p)} (${pointsWord(s)}) floated down from ${groupText(s)} to meet ${name(o)} (${pointsWord(score(o))})`
        : float === 'up' ? `${name(p)} (${pointsWord(s)}) floated up from ${groupText(s)} to meet ${name(o)} (${pointsWord(score(o))})` : '';
    return { id: p.id, score: s, group: groupText(s), float, floatText };
  };
  const players = opponent === null ? [playerFacts(subject, null)] : [playerFacts(subject, opponent), playerFacts(opponent, subject)];
  const facts: string[] = [];
  if (opponent === null) {
    facts.push(`${name(subject)} has ${pointsWord(score(subject))} (${groupText(score(subject))}) and gets the pairing-allocated bye: the number of players is odd, and one player of the lowest score group who may have it takes it.`);
  } else if (score(subject) === score(opponent)) {
    facts.push(`${name(subject)} and ${name(opponent)} both have ${pointsWord(score(subject))}: they are paired inside ${groupText(score(subject))}, and neither floated.`);
  } else {
    const [high, low] = score(subject) > score(opponent) ? [subject, opponent] : [opponent, subject];
    facts.push(`${name(high)} (${pointsWord(score(high))}) floated down from ${groupText(score(high))} to meet ${name(low)} (${pointsWord(score(low))}), who floated up.`);
  }

  let colour: PairingExplanation['colour'] = null;
  if (opponent !== null) {
    const rec = recorded.pairings.find((b) => b.board === board)!;
    const r = colourReason(subject, opponent, x.ranksAbove(state, subject, opponent), state.initialColour ?? 'white', name, (x.ranksAboveE5 ?? x.ranksAbove)(state, subject, opponent));
    const recordedColour: Colour = rec.white === subject.id ? 'white' : 'black';
    const white = recordedColour === 'white' ? subject : opponent;
    const text = r.colour === recordedColour
      ? `Colours: ${r.text} (C.04.3 ${r.rule}).`
      : `${name(white)} has White, although the colour rules give it to ${name(white === subject ? opponent : subject)} (${r.text}, C.04.3 ${r.rule}): the colours were changed by hand.`;
    colour = { first: white.id, colour: 'white', rule: `C.04.3 ${r.rule}`, text };
  }

  // The alternatives: the named one, then the other players of the subject's score group.
  const actualVector = x.vector(state, actual);
  const candidates: SwissPlayer[] = [];
  if (q.other !== undefined) {
    const c = byId.get(q.other);
    if (c === undefined) return { ok: false, reason: 'no-such-player', detail: `no player ${q.other} in this event` };
    if (c !== subject && c !== opponent) candidates.push(c);
  }
  const limit = q.maxAlternatives ?? x.defaultAlternatives;
  const sameGroup = state.players
    .filter((p) => p.toBePaired && p !== subject && p !== opponent && !candidates.includes(p) && score(p) === score(opponent === null ? subject : subject))
    .sort((a, b) => a.pairingNumber - b.pairingNumber);
  // Nearest to the actual opponent in the pairing order first: the ones the asker expected.
  const pivot = opponent?.pairingNumber ?? subject.pairingNumber;
  sameGroup.sort((a, b) => Math.abs(a.pairingNumber - pivot) - Math.abs(b.pairingNumber - pivot) || a.pairingNumber - b.pairingNumber);
  candidates.push(...sameGroup.slice(0, Math.max(0, limit - candidates.length)));

  const points = pointsText;
  const alternatives: ExplainedAlternative[] = candidates.map((c) => {
    if (opponent === null) {
      // The bye to c instead.
      const block = blocks.bye(c);
      if (block !== null) return { player: c.id, opponent: null, verdict: 'forbidden', rule: block.rule, text: `${name(c)} may not have the bye: ${block.text} (${block.rule}).` };
      if (x.byeByRule !== undefined) return x.byeByRule(state, subject, c, name);
      return compare(x.force === 'set-aside' ? withPlayersSetAside(state, [c.index]) : withByeForced(state, c.index), `Giving the bye to ${name(c)} instead`, c.id, null, { pair: null, bye: c.index, setAside: x.force === 'set-aside' });
    }
    const block = blocks.pair(subject, c);
    if (block !== null) return { player: subject.id, opponent: c.id, verdict: 'forbidden', rule: block.rule, text: `${name(subject)} may not meet ${name(c)}: ${block.text} (${block.rule}).` };
    // Setting the pair aside is exact for two players of one score group only (their own bracket).
    const setAside = x.force === 'set-aside' && score(c) === score(subject);
    return compare(setAside ? withPlayersSetAside(state, [subject.index, c.index]) : withPairForced(state, subject.index, c.index), `Pairing ${name(subject)} with ${name(c)} instead`, subject.id, c.id, { pair: setAside ? [subject.index, c.index] : null, bye: null, setAside });
  });

  function compare(forced: SwissState, lead: string, player: PlayerId, other: PlayerId | null, fixed: { readonly pair: readonly [number, number] | null; readonly bye: number | null; readonly setAside: boolean }): ExplainedAlternative {
    const out = fixed.pair ?? (fixed.bye === null ? [] : [fixed.bye]);
    const solved = fixed.setAside && x.solveSetAside !== undefined ? x.solveSetAside(state, out) : x.solve(forced);
    // With the players set aside, the fixed pair or bye is added back to the others' round.
    const alt: IndexPairing | null = solved === null ? null : !fixed.setAside ? solved
      : solved.bye !== null && fixed.bye !== null ? null
        : { pairs: fixed.pair === null ? solved.pairs : [...solved.pairs, fixed.pair], bye: fixed.bye ?? solved.bye };
    if (alt === null) {
      return { player, opponent: other, verdict: 'incomplete', rule: x.cite('C4'), text: `${lead}, the rest of the round could not be paired (${x.cite('C4')}).` };
    }
    const altVector = x.vector(state, alt);
    const d = x.difference ? x.difference(state, actual, alt, actualVector, altVector) : firstDifference(actualVector, altVector);
    if (d === null) {
      return { player, opponent: other, verdict: 'equal', rule: x.tieRule, text: `${lead} would be just as good under every criterion; ${x.tieBreak} (${x.tieRule}).` };
    }
    const a = actualVector[d.index]!;
    const b = altVector[d.index]!;
    if (d.better === -1) {
      return { player, opponent: other, verdict: 'worse', rule: x.cite(a.key), text: `${lead} would ${x.worse(a, b, { points, groups })} (${x.cite(a.key)}).` };
    }
    return {
      player, opponent: other, verdict: 'better', rule: x.cite(a.key),
      text: `${lead} would be better by ${x.cite(a.key)}: the round on record is not the one the rules give here (changed by hand, or a step of the procedure the criteria alone do not describe).`,
    };
  }

  const first = alternatives.find((a) => a.verdict === 'worse' || a.verdict === 'incomplete' || a.verdict === 'equal');
  const because = (a: ExplainedAlternative): string => {
    const lead = `Pairing ${name(subject)} with `;
    const text = a.text.startsWith(lead) ? `pairing you with ${a.text.slice(lead.length)}` : a.text.replace(/^Giving the bye to /, 'giving the bye to ');
    return text.replace(/\.$/, '');
  };
  const short = opponent === null
    ? `You have the bye${first ? ` because ${because(first)}` : ': you are the lowest-ranked player who may have it'}.`
    : `You play ${name(opponent)}${first ? ` because ${because(first)}` : score(opponent) === score(subject) ? `: you are both on ${pointsWord(score(subject))}` : `: ${players[0]!.floatText.replace(name(subject), 'you')}`}.`;
  const explanation: PairingExplanation = {
    round: q.round,
    board,
    players,
    colour,
    facts: facts.map(capitalise),
    alternatives,
    short,
  };
  return { ok: true, explanation };
}
