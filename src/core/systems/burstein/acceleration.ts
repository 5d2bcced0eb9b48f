import type { SwissPlayer, SwissState } from '../fide/history';

/**
 * bbpPairings' default Burstein acceleration (used when the file has no XXA/250 record): before
 * each of the first two rounds (the "seeding rounds"), the upper half of the players who take
 * part in the pairing, in pairing-number order, get one win's worth of virtual points
 * (BursteinInfo::updateAccelerations). Players listed in that stretch without taking part (a
 * planned bye) are accelerated too but not counted towards the half.
 *
 * Known flaw matched on purpose: bbpPairings appends the value to the player's acceleration list
 * round after round instead of storing it at the round's index. A player accelerated before
 * round 1 and again before round 2 ends with the value at index 1 (accelerated in round 2); a
 * player first in the upper half before round 2 gets it at index 0 (so not accelerated). Before
 * round 2 the upper half is counted over the players who took part in round 1, so the two sets
 * coincide and the effect is that round 2 repeats round 1's acceleration (confirmed by all 11
 * round-2 states of the reference corpus).
 */
export function defaultAccelerations(state: SwissState): ReadonlyMap<number, number> {
  const round = state.playedRounds;
  const out = new Map<number, number>();
  if (round >= 2) return out;
  const ranked = state.players.filter((p) => p.pairingNumber > 0).sort((a, b) => a.pairingNumber - b.pairingNumber);
  // Before round 1 only the entries decided beforehand are known (a planned bye = no part);
  // before round 2, whether the player took part in the pairing of round 1.
  const counts = (p: SwissPlayer): boolean => (round === 0 ? p.toBePaired : p.rounds[0]!.participated);
  let bound = ranked.filter(counts).length;
  if (bound <= 1) return out;
  for (const p of ranked) {
    out.set(p.index, state.scoring.win);
    if (counts(p)) {
      bound -= 2;
      if (bound <= 1) break;
    }
  }
  return out;
}
