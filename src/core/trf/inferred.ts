import type { PlayerId, Round } from '../model';
import type { TrfPlayer } from './types';

/* What a file implies without a record saying it (the reader infers it; the writer leaves the record out). */

/**
 * The initial colour when the file gives none (TRF-2026 152: "mandatory only if it differs from
 * the colour of the highest ranked participant who was paired in the first round"), as
 * bbpPairings infers it: in the first TRF round where anyone has a colour, the colour of the
 * highest player (by start rank) who took part in the pairing by then; if that player has no
 * colour there, the reverse of the next such player's colour, and so on alternating.
 */
export const inferInitialColour = (players: readonly TrfPlayer[]): 'white' | 'black' | undefined => {
  let first = Infinity;
  for (const p of players) {
    p.rounds.forEach((e, i) => { if (e.colour === 'w' || e.colour === 'b') first = Math.min(first, i); });
  }
  if (first === Infinity) return undefined;
  let n = 0;
  for (const p of [...players].sort((a, b) => a.startRank - b.startRank)) {
    const took = p.rounds.slice(0, first + 1).some((e) => e.opponent !== null || e.result === 'U' || e.result === '+');
    if (!took) continue;
    const c = p.rounds[first]?.colour;
    if (c === 'w' || c === 'b') return (c === 'w') === (n % 2 === 0) ? 'white' : 'black';
    n++;
  }
  return undefined;
};

/**
 * The first round of a player's run of absences that reaches round `k + 1`: going back from round
 * k over the rounds in which the player has no board and a zero-point bye or no entry (absent).
 * k + 1 when round k was played or had a bye with points.
 */
export const absenceRunStart = (rounds: readonly Pick<Round, 'pairings' | 'byes'>[], player: PlayerId, k: number): number => {
  let start = k + 1;
  for (let r = k; r >= 1; r--) {
    const round = rounds[r - 1];
    if (round === undefined || round.pairings.some((x) => x.white === player || x.black === player)) break;
    const bye = round.byes.find((b) => b.player === player);
    if (bye !== undefined && bye.kind !== 'Z' && bye.kind !== 'absent') break;
    start = r;
  }
  return start;
};
