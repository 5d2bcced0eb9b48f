import type { PlayerId, Tournament } from '../model';
import { buildDutchState, acceleratedScore, isAbsolutePreference } from '../systems/dutch/history';
import type { DutchPlayer, DutchState } from '../systems/dutch/history';
import { pabRounds, winWithoutPlayingRounds } from '../systems/dutch/pair2026';
import { compatible } from '../systems/dutch/criteria';
import { buildBursteinState, pairBursteinState } from '../systems/burstein';
import { byeCandidate, pairingOrder, replayTcec, whiteGameDifference } from '../systems/tcec';
import { costModelFor } from '../systems/sass/singleSidedSystem';
import { doubleSidedCostModel } from '../systems/double-sided/doubleSidedCost';
import type { CostModel } from '../systems/sass/costModel';
import { playersToPair, sideRecords } from '../systems/sass/sideRecord';
import type { SideRecord } from '../systems/sass/sideRecord';
import type { ByeBlock, PairBlock } from './pairingDiagnosis';
import type { CompatibilityGraph } from './explainUnpairable';

/** Rounds (1-based) in which `p` played `o` over the board. */
const playedRounds = (p: DutchPlayer, o: DutchPlayer): number[] =>
  p.rounds.flatMap((r, i) => (r.played && r.opponent === o.index ? [i + 1] : []));

/**
 * Which chess rules apply: the topscorer exception to C3 (Dutch only), and which edition of the
 * bye rule (C.04.3 C2, absolute in both): 2017 (no bye after a pairing-allocated bye or a forfeit
 * win; Burstein as bbpPairings 6.0) or 2026 (no bye after a pairing-allocated bye of any value,
 * or after a win's points scored without playing).
 */
interface ChessRules {
  readonly topscorers: boolean;
  readonly byeRule: '2017' | '2026';
}

/**
 * C.04.3 C1 (no rematch, record 260) and C3 (same absolute colour preference; A.7 topscorers in
 * the last round for the Dutch system), the checks the Dutch and Burstein systems apply.
 */
const chessPairBlock = (state: DutchState, rules: ChessRules, a: DutchPlayer, b: DutchPlayer): PairBlock | null => {
  const acc = (p: DutchPlayer): number => acceleratedScore(state, p);
  if (a.forbidden.has(b.index)) {
    const rounds = playedRounds(a, b);
    return rounds.length > 0 ? { rule: 'rematch', rounds } : { rule: 'forbidden-pair' };
  }
  const sameAbsolute = isAbsolutePreference(a) && isAbsolutePreference(b) && a.colourPreference === b.colourPreference && a.colourPreference !== null;
  if (!sameAbsolute) return null;
  if (rules.topscorers && compatible(state, a, b, acc)) return null;
  const cd = (p: DutchPlayer): number => p.rounds.reduce((s, r) => s + (!r.played ? 0 : r.colour === 'white' ? 1 : r.colour === 'black' ? -1 : 0), 0);
  return { rule: 'same-absolute-colour', colour: a.colourPreference!, colourDifferences: [cd(a), cd(b)] };
};

/** C.04.3 C2 in the edition the rules name, with the rounds that block the bye. */
const chessByeBlock = (state: DutchState, rules: ChessRules, p: DutchPlayer): ByeBlock | null => {
  const had = pabRounds(p);
  if (had.length > 0) return { rule: 'had-bye', rounds: had };
  if (rules.byeRule === '2026') {
    const won = winWithoutPlayingRounds(state, p);
    return won.length > 0 ? { rule: 'win-without-playing', rounds: won } : null;
  }
  const won = p.rounds.flatMap((r, i) => (!r.played && r.participated && r.outcome === 'win' ? [i + 1] : []));
  return won.length > 0 ? { rule: 'unplayed-win', rounds: won } : null;
};

const chessGraph = (t: Tournament, rules: ChessRules, only?: { readonly players: readonly number[]; readonly bye: number | null }): CompatibilityGraph => {
  const state = buildDutchState(t);
  const byId = new Map(state.players.map((p) => [p.id, p]));
  const toPair = only ? only.players.map((i) => state.players[i]!) : state.players.filter((p) => p.toBePaired);
  const get = (id: PlayerId): DutchPlayer => byId.get(id)!;
  const byeGivenTo = only && only.bye !== null ? state.players[only.bye]!.id : undefined;
  return {
    system: t.settings.system,
    round: t.rounds.length + 1,
    players: toPair.map((p) => p.id),
    withBye: !only && toPair.length % 2 === 1,
    pairBlock: (a, b) => chessPairBlock(state, rules, get(a), get(b)),
    byeBlock: (p) => chessByeBlock(state, rules, get(p)),
    ...(byeGivenTo === undefined ? {} : { byeGivenTo }),
  };
};

/**
 * Burstein as bbpPairings pairs it: the bye goes first to the lowest eligible player in Burstein
 * order, then the others must all be paired (C1, C3 without the topscorer exception).
 */
const bursteinGraph = (t: Tournament): CompatibilityGraph | null => {
  const rules: ChessRules = { topscorers: false, byeRule: '2017' };
  const state = buildBursteinState(t);
  const result = pairBursteinState(state);
  if (result.ok) return null;
  const order = result.ordered;
  if (order.length % 2 === 0) return chessGraph(t, rules, { players: order, bye: null });
  const eligible = order.filter((i) => chessByeBlock(state.base, rules, state.base.players[i]!) === null);
  // Nobody may have the bye: the plain graph (bye seat without edges) says so.
  if (eligible.length === 0) return chessGraph(t, rules);
  const bye = eligible[eligible.length - 1]!;
  return chessGraph(t, rules, { players: order.filter((i) => i !== bye), bye });
};

/** TCEC STEP 2 fixes the bye; STEP 3 fails only when the colour balance (and record 260) forbids every pairing. */
const tcecGraph = (t: Tournament, double: boolean): CompatibilityGraph | null => {
  const replayed = replayTcec(t, double ? 2 : 1);
  if (!replayed.ok) return null;
  const round = t.rounds.length + 1;
  const away = new Set(t.plannedByes.filter((b) => b.round === round).map((b) => b.player));
  const players = [...replayed.state.players.values()].filter((p) => {
    const player = t.players.find((x) => x.id === p.id);
    return !away.has(p.id) && (player?.withdrawnFromRound === undefined || round < player.withdrawnFromRound);
  });
  const order = pairingOrder(players); // STEP 1
  const bye = byeCandidate(order); // STEP 2
  const toPair = order.filter((p) => p !== bye);
  const byId = new Map(toPair.map((p) => [p.id, p]));
  const forbidden = new Set((t.forbiddenPairs ?? []).map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)));
  return {
    system: 'tcec',
    round,
    players: toPair.map((p) => p.id),
    withBye: false,
    pairBlock: (a, b) => {
      if (forbidden.has(a < b ? `${a}-${b}` : `${b}-${a}`)) return { rule: 'forbidden-pair' };
      const wa = whiteGameDifference(byId.get(a)!);
      const wb = whiteGameDifference(byId.get(b)!);
      // TCEC STEP 3: |WGD(p1) + WGD(p2)| <= 2.
      return Math.abs(wa + wb) > 2 ? { rule: 'colour-balance', whiteGameDifferences: [wa, wb] } : null;
    },
    byeBlock: () => null,
    ...(bye === null ? {} : { byeGivenTo: bye.id }),
  };
};

/** Single- and double-sided Swiss: the cost model's hard exclusions, named. */
const netrunnerGraph = (t: Tournament, model: CostModel): CompatibilityGraph => {
  const records = sideRecords(t, model.sideBiasRule);
  const ids = playersToPair(t);
  const rec = (id: PlayerId): SideRecord => records.get(id)!;
  const meetingRounds = (a: PlayerId, b: PlayerId): number[] =>
    t.rounds.flatMap((r) => (r.pairings.some((p) => (p.white === a && p.black === b) || (p.white === b && p.black === a)) ? [r.number] : []));
  const byeRounds = (p: PlayerId): number[] =>
    t.rounds.flatMap((r) => (r.byes.some((b) => b.player === p && (b.kind === 'U' || b.kind === 'F')) ? [r.number] : []));
  return {
    system: t.settings.system,
    round: t.rounds.length + 1,
    players: ids,
    withBye: ids.length % 2 === 1,
    pairBlock: (a, b) => {
      if (model.pair(rec(a), rec(b)).allowed) return null;
      const rounds = meetingRounds(a, b);
      if (t.settings.system === 'double-sided') return { rule: 'rematch', rounds };
      // seed 001: at most two meetings; SASS: no rematch that worsens a side bias; 2025: side costs.
      if ((rec(a).meetings.get(b) ?? []).length >= 2) return { rule: 'third-meeting', rounds };
      return t.settings.system === 'sass' && t.settings.model === 'sass' ? { rule: 'side-bias', rounds } : { rule: 'side-cost' };
    },
    byeBlock: (p) => (model.bye(rec(p)).allowed ? null : { rule: 'had-bye', rounds: byeRounds(p) }),
  };
};

/** Engine Swiss (seed 002): no rematch unless the TO confirmed rematches; record 260 always; any engine may have the bye. */
const engineSwissGraph = (t: Tournament): CompatibilityGraph | null => {
  const s = t.settings;
  if (s.system !== 'engine-swiss') return null;
  const round = t.rounds.length + 1;
  if (round > t.totalRounds) return null; // extra pairs for first place are not paired by a graph
  const away = new Set(t.plannedByes.filter((b) => b.round === round).map((b) => b.player));
  const ids = t.players.filter((p) => !away.has(p.id) && !(p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= round)).map((p) => p.id);
  const key = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const forbidden = new Set((t.forbiddenPairs ?? []).map(([a, b]) => key(a, b)));
  const met = new Map<string, number[]>();
  for (const r of t.rounds) for (const p of r.pairings) met.set(key(p.white, p.black), [...(met.get(key(p.white, p.black)) ?? []), r.number]);
  return {
    system: 'engine-swiss',
    round,
    players: ids,
    withBye: ids.length % 2 === 1,
    pairBlock: (a, b) => {
      if (forbidden.has(key(a, b))) return { rule: 'forbidden-pair' };
      const rounds = met.get(key(a, b));
      return rounds && !s.rematchesConfirmed ? { rule: 'rematch', rounds } : null;
    },
    byeBlock: () => null,
  };
};

/**
 * The compatibility graph of the tournament's next round under its system's absolute rules, or
 * null when the system does not pair rounds by such a graph (ladder, engine Swiss extra pairs,
 * settings the system refuses) or, for Burstein, when it pairs the round.
 */
export const compatibilityGraph = (t: Tournament): CompatibilityGraph | null => {
  const s = t.settings;
  switch (s.system) {
    case 'dutch': return chessGraph(t, { topscorers: true, byeRule: s.rules });
    case 'burstein': return bursteinGraph(t);
    case 'tcec': return tcecGraph(t, s.double);
    case 'sass': {
      const model = costModelFor(t, s);
      return typeof model === 'string' ? null : netrunnerGraph(t, model);
    }
    case 'double-sided': return netrunnerGraph(t, doubleSidedCostModel());
    case 'engine-swiss': return engineSwissGraph(t);
    case 'ladder': return null;
    default: {
      const never: never = s;
      return never;
    }
  }
};
