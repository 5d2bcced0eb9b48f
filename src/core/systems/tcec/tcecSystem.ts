import type { PairingFailure, PairingOutcome, PairingSystem, PlayerId, Tournament } from '../../model';
import { formatTenths } from '../../model';
import { colours, playingOrder } from './colours';
import { pairGreedily, type FirstAndSecond } from './pairGreedily';
import type { EncounterHistory } from './encounterHistory';
import { byeCandidate, pairingOrder } from './pairingOrder';
import { replayTcec, type TcecState } from './state';
import type { TcecPlayerState } from './tcecPlayer';
import { removeUntilViable } from './viability';

const roundList = (rounds: readonly number[]): string =>
  rounds.length === 1 ? `round ${rounds[0]}` : `rounds ${rounds.join(', ')}`;

/** Players who are paired (or get the bye) in `round`: not withdrawn, no bye or absence planned. */
const activeIn = (tournament: Tournament, round: number): Set<PlayerId> => {
  const away = new Set(tournament.plannedByes.filter((b) => b.round === round).map((b) => b.player));
  return new Set(
    tournament.players
      .filter((p) => (p.withdrawnFromRound === undefined || round < p.withdrawnFromRound) && !away.has(p.id))
      .map((p) => p.id),
  );
};

/** The steps of a TCEC round as the procedure took them: what `pairTcecRound` pairs and the explanation reads. */
export interface TcecRoundPlan {
  readonly state: TcecState;
  readonly round: number;
  /** STEP 1: the pairing order of the players to pair (the bye included). */
  readonly order: readonly TcecPlayerState[];
  /** STEP 2: the bye, or null. */
  readonly bye: TcecPlayerState | null;
  /** STEP 3: the encounter history the round was paired on, and the rounds removed from it now. */
  readonly history: EncounterHistory;
  readonly removedRounds: readonly number[];
  /** STEP 4: the pairs, in the order they were formed (ascending pairing order of the first-of-pair). */
  readonly pairs: readonly FirstAndSecond<TcecPlayerState>[];
}

/** STEPs 1-4 of the next round; a failure says which step could not be done. */
export const planTcecRound = (tournament: Tournament, double: boolean): { readonly ok: true; readonly plan: TcecRoundPlan } | PairingFailure => {
  const replayed = replayTcec(tournament, double ? 2 : 1);
  if (!replayed.ok) return replayed;
  const state = replayed.state;
  const round = state.roundsPlayed + 1;
  const active = activeIn(tournament, round);
  const players = [...state.players.values()].filter((p) => active.has(p.id));
  const order = pairingOrder(players); // STEP 1
  const bye = byeCandidate(order); // STEP 2
  const toPair = order.filter((p) => p !== bye);
  // STEP 3: remove the earliest rounds of the encounter history until a viable pairing exists.
  const viable = removeUntilViable(state.history, toPair.map((p) => p.id), state.players);
  if (!viable.viable) {
    return {
      ok: false,
      reason: 'no-valid-pairing',
      detail:
        `TCEC STEP 3: no viable pairing for round ${round} even with an empty encounter history: ` +
        'the colour balancing conditions (|WGD(p1) + WGD(p2)| <= 2) leave some player without an opponent.',
    };
  }
  const pairs = pairGreedily<TcecPlayerState>(toPair, viable.history); // STEP 4
  if (pairs === null) {
    return { ok: false, reason: 'no-valid-pairing', detail: `TCEC STEP 4: no viable pairing for round ${round}` };
  }
  return { ok: true, plan: { state, round, order, bye, history: viable.history, removedRounds: viable.removedRounds, pairs } };
};

/**
 * TCEC Swiss: pairs the next round (single or double, from `settings.double`). The state is
 * rebuilt by replaying rounds 1..k, then STEP 1 (pairing order), STEP 2 (bye), STEP 3 (viability,
 * with permanent removals from the encounter history), STEP 4 (greedy pairing), STEP 5 (colours)
 * and the playing order (worst pair first).
 */
export const pairTcecRound = (tournament: Tournament): PairingOutcome => {
  const settings = tournament.settings;
  if (settings.system !== 'tcec') {
    return { ok: false, reason: 'invalid-state', detail: `TCEC cannot pair a ${settings.system} tournament` };
  }
  const planned = planTcecRound(tournament, settings.double);
  if (!planned.ok) return planned;
  const { state, round, bye, removedRounds, pairs } = planned.plan;
  const notes: string[] = [];
  const lastRemoval = state.removals[state.removals.length - 1];
  if (lastRemoval !== undefined) {
    notes.push(
      `TCEC STEP 3: the encounter history starts at round ${state.history.startsAtRound}; earlier rounds were ` +
        `removed permanently (the last removal when round ${lastRemoval.round} was paired).`,
    );
  }
  if (bye !== null) {
    notes.push(`TCEC STEP 2: the bye goes to ${bye.id} (${bye.byes} bye(s) so far, score ${formatTenths(bye.score)}).`);
  }
  if (removedRounds.length > 0) {
    notes.push(
      `TCEC STEP 3: encounters of ${roundList(removedRounds)} removed from the encounter history ` +
        '(no viable pairing otherwise); the removal is permanent.',
    );
  }
  return {
    ok: true,
    round: {
      pairs: playingOrder(pairs).map((p) => colours(p, round, settings.double)), // STEP 5, playing order
      // The byes and absences planned for this round, then STEP 2's pairing-allocated bye.
      byes: [
        ...tournament.plannedByes.filter((b) => b.round === round)
          .map((b) => ({ player: b.player, kind: b.kind })),
        ...(bye === null ? [] : [{ player: bye.id, kind: 'U' as const }]),
      ],
      notes,
    },
  };
};

export const tcecSystem: PairingSystem = { id: 'tcec', pairNextRound: pairTcecRound };
