import type { PlayerId, Tournament } from '../model';

/** A player's sides so far in a single-sided Swiss: games as Corp, games as Runner. */
export interface SideCount {
  readonly corp: number;
  readonly runner: number;
}

/**
 * Corp and Runner games per player over the rounds paired so far (forfeits included: the sides
 * were assigned; byes are no game). In a single-sided round the first seat of a board is the Corp.
 */
export const sideCounts = (t: Tournament): ReadonlyMap<PlayerId, SideCount> => {
  const out = new Map<PlayerId, { corp: number; runner: number }>(t.players.map((p) => [p.id, { corp: 0, runner: 0 }]));
  for (const r of t.rounds) {
    for (const p of r.pairings) {
      p.games.forEach((_, i) => {
        const [corp, runner] = i % 2 === 0 ? [p.white, p.black] : [p.black, p.white];
        const c = out.get(corp);
        const rn = out.get(runner);
        if (c) c.corp += 1;
        if (rn) rn.runner += 1;
      });
    }
  }
  return out;
};

/** The side balance in words, as Aesop's Tables and Cobra show it: "Balanced", "Corp +1", "Runner +2". */
export const sideBalanceText = (c: SideCount): string => {
  const d = c.corp - c.runner;
  return d === 0 ? 'Balanced' : d > 0 ? `Corp +${d}` : `Runner +${-d}`;
};

/** Side counts in short, for a pairing line: "C2 R1". */
export const sideCountText = (c: SideCount): string => `C${c.corp} R${c.runner}`;
