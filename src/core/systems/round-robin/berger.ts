/**
 * The Berger tables of FIDE C.05 Annex 1 ("Details of Berger Table"), for any number of players.
 *
 * N is the number of players, or that number + 1 when it is odd: "where there is an odd number of
 * players, the highest number counts as a bye". A cycle has N - 1 rounds and N / 2 boards. The
 * Annex builds the table round by round: in round 1 player m has White against N + 1 - m on board
 * m; each later round takes the players 1 … N - 1 in the order of the previous round's boards
 * (White before Black), pairs the last of them with player N on board 1 (N's colour alternates:
 * Black in round 1, White in round 2, ...) and pairs the rest from the end of the list, the
 * penultimate player White against the last. The closed form below gives the same table (the
 * tests compare it with that step-by-step construction and with the printed tables):
 *
 * - with m = N - 1, the players on boards 2 … N/2 of round r meet when their numbers add up to
 *   r + 1 (mod m), and player N meets the x with 2x ≡ r + 1 (mod m);
 * - on board k ≥ 2 White is ((k - 1) + (r - 1) · N/2 mod m) + 1 (the Annex's rotation moves every
 *   White N/2 places on);
 * - on board 1 player N has Black in odd rounds and White in even ones.
 */

/** One board of a Berger round: pairing numbers, White first. */
export interface BergerPair {
  readonly white: number;
  readonly black: number;
}

/** One round of a Berger table: its boards in table order, and who has the bye (odd counts), or null. */
export interface BergerRound {
  readonly boards: readonly BergerPair[];
  readonly bye: number | null;
}

/** The table size for `players`: the number, or that number + 1 when it is odd (the bye). */
export const tableSize = (players: number): number => players + (players % 2);

/** Rounds in one cycle of the table for `players` (N - 1). */
export const roundsPerCycle = (players: number): number => tableSize(players) - 1;

const mod = (a: number, m: number): number => ((a % m) + m) % m;

/**
 * Round `round` (1 … N - 1) of the Berger table for `players` players, as C.05 Annex 1 prints it:
 * boards in table order, White first; with an odd number of players the board against player N
 * (the highest number, a bye) is left out and that player has the bye.
 */
export const bergerRound = (players: number, round: number): BergerRound => {
  const n = tableSize(players);
  const m = n - 1;
  if (!Number.isInteger(players) || players < 2) throw new RangeError(`a Berger table needs at least 2 players, not ${players}`);
  if (!Number.isInteger(round) || round < 1 || round > m) throw new RangeError(`the Berger table for ${players} players has rounds 1 to ${m}, not ${round}`);
  const half = n / 2;
  const target = mod(round + 1, m);
  // Board 1: player N against x, 2x ≡ round + 1 (mod m); m is odd, so 2 has the inverse (m + 1) / 2.
  const x = mod(target * ((m + 1) / 2), m) || m;
  const first: BergerPair = round % 2 === 1 ? { white: x, black: n } : { white: n, black: x };
  const boards: BergerPair[] = [first];
  for (let k = 2; k <= half; k++) {
    const white = mod(k - 1 + (round - 1) * half, m) + 1;
    const black = mod(target - white, m) || m;
    boards.push({ white, black });
  }
  if (players === n) return { boards, bye: null };
  return { boards: boards.slice(1), bye: x };
};

/** A round robin's schedule: how many cycles, and whether the first cycle's last two rounds are exchanged. */
export interface BergerSchedule {
  /** Number of cycles: 1 (single round robin) or 2 (double). */
  readonly cycles: number;
  /**
   * C.05 Annex 1: in a double round robin the last two rounds of the first cycle are played in
   * reverse order (TRF-2026 192 FIDE_DOUBLEROUNDROBIN), so that no player has the same colour
   * three times running where the cycles meet.
   */
  readonly exchangeLastRounds: boolean;
}

/** The number of rounds a round robin of `players` players has. */
export const roundRobinRounds = (players: number, s: BergerSchedule): number => roundsPerCycle(players) * s.cycles;

/**
 * Round `round` (1-based over every cycle) of the round robin: the table round it plays, colours
 * reversed in the second cycle, and, in the first cycle of a double round robin with the exchange,
 * its last two table rounds swapped.
 */
export const scheduledRound = (players: number, round: number, s: BergerSchedule): BergerRound & { readonly cycle: number; readonly tableRound: number } => {
  const m = roundsPerCycle(players);
  const total = m * s.cycles;
  if (!Number.isInteger(round) || round < 1 || round > total) throw new RangeError(`a round robin of ${players} players has rounds 1 to ${total}, not ${round}`);
  const cycle = Math.ceil(round / m);
  const inCycle = round - (cycle - 1) * m;
  const exchanged = s.exchangeLastRounds && s.cycles > 1 && cycle === 1 && m >= 3 && inCycle >= m - 1;
  const tableRound = exchanged ? (inCycle === m ? m - 1 : m) : inCycle;
  const table = bergerRound(players, tableRound);
  const reversed = cycle % 2 === 0;
  return {
    cycle,
    tableRound,
    bye: table.bye,
    boards: reversed ? table.boards.map((b) => ({ white: b.black, black: b.white })) : table.boards,
  };
};
