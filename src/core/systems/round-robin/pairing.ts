import type { BoardResult, Bye, PairingOutcome, PairingSystem, PlayerId, ProposedPair, Tournament } from '../../model';
import { playerId } from '../../model';
import { roundRobinRounds, scheduledRound } from './berger';
import type { RoundRobinSettings } from './schedule';
import { maxPlayers, minPlayers, scheduleOf } from './schedule';

const invalid = (detail: string): PairingOutcome => ({ ok: false, reason: 'invalid-state', detail });

/** Withdrawn (not paired) from `round` on. */
const withdrawnIn = (t: Tournament, round: number): ReadonlySet<PlayerId> =>
  new Set(t.players.filter((p) => p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= round).map((p) => p.id));

/** The result a board gets when one or both of its players have withdrawn: a forfeit, or null. */
const forfeitOf = (white: boolean, black: boolean): BoardResult | null =>
  white && black ? 'double-forfeit' : white ? 'black-wins-forfeit' : black ? 'white-wins-forfeit' : null;

/**
 * The next round of a round robin, as the Berger table gives it (C.05 Annex 1): the start ranks
 * are the pairing numbers, boards in table order; with an odd number of players the player the
 * table pairs with the highest number has the pairing-allocated bye (worth nothing in a round
 * robin: the round robin scoring's PAB is 0). A player who has withdrawn stays in the table: their
 * games are lost by forfeit (FIDE General Regulations for Competitions on a withdrawal from a
 * round-robin tournament; whether they count is the standings' business, see `withdrawal.ts`).
 */
export const pairRoundRobin = (t: Tournament, s: RoundRobinSettings): PairingOutcome => {
  const n = t.players.length;
  if (n < minPlayers || n > maxPlayers) return invalid(`a round robin by the Berger tables takes ${minPlayers} to ${maxPlayers} players; this one has ${n}`);
  const ids = t.players.map((p) => p.id as number).sort((a, b) => a - b);
  const gap = ids.findIndex((id, i) => id !== i + 1);
  if (gap >= 0) return invalid(`the pairing numbers must run 1 to ${n}; found ${ids[gap]} where ${gap + 1} was expected`);
  const schedule = scheduleOf(s);
  const total = roundRobinRounds(n, schedule);
  const round = t.rounds.length + 1;
  if (round > total) return invalid(`every round of the ${s.double ? 'double ' : ''}round robin is paired (${total} rounds for ${n} players)`);
  // The table is fixed when round 1 is paired: a late entry would need another table.
  const first = t.rounds[0];
  if (first !== undefined) {
    const started = first.pairings.length * 2 + first.byes.filter((b) => b.kind === 'U').length;
    if (started !== n) return invalid(`the round robin was started with ${started} players (round 1) and now has ${n}: the Berger table cannot take a late entry or a removed player`);
  }
  const table = scheduledRound(n, round, schedule);
  const away = withdrawnIn(t, round);
  const pairs: ProposedPair[] = table.boards.map((b) => {
    const result = forfeitOf(away.has(b.white as PlayerId), away.has(b.black as PlayerId));
    return { white: playerId(b.white), black: playerId(b.black), ...(result === null ? {} : { result }) };
  });
  const byes: Bye[] = table.bye !== null && !away.has(table.bye as PlayerId) ? [{ player: playerId(table.bye), kind: 'U' }] : [];
  const notes = [
    `Berger table for ${n} players, round ${table.tableRound}${table.cycle > 1 ? ', colours reversed (second cycle)' : ''}${table.tableRound !== round - (table.cycle - 1) * (total / schedule.cycles) ? ' (the last two rounds of the first cycle are exchanged, C.05 Annex 1)' : ''}.`,
    ...pairs.filter((p) => p.result !== undefined).map((p) => `${p.white} - ${p.black}: ${away.has(p.white) && away.has(p.black) ? 'both players have' : away.has(p.white) ? `${p.white} has` : `${p.black} has`} withdrawn; the game is lost by forfeit.`),
  ];
  return { ok: true, round: { pairs, byes, notes } };
};

export const roundRobinSystem: PairingSystem = {
  id: 'round-robin',
  pairNextRound: (t) => (t.settings.system === 'round-robin' ? pairRoundRobin(t, t.settings) : invalid(`the round robin cannot pair a ${t.settings.system} tournament`)),
};
