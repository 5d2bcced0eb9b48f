import type { PlayerId, Tournament } from '../../model';

/** One engine's games played with White and with Black. */
export interface ColourCount {
  readonly white: number;
  readonly black: number;
}

/**
 * Each engine's games by colour (the "Swiss Mode" README: a match is `gamesPerMatch` games, and game i has the
 * first game's colours swapped when i is odd), counting the games played: a forfeit or a game not
 * yet played had no colours. Extra pairs count as the games they are. A TO checks at a glance
 * that every engine had its share of White.
 */
export const colourCounts = (t: Tournament): ReadonlyMap<PlayerId, ColourCount> => {
  const white = new Map<PlayerId, number>();
  const black = new Map<PlayerId, number>();
  for (const round of t.rounds) {
    for (const p of round.pairings) {
      p.games.forEach((g, i) => {
        if (g === null || g.endsWith('-forfeit') || g === 'double-forfeit') return;
        const [w, b] = i % 2 === 0 ? [p.white, p.black] : [p.black, p.white];
        white.set(w, (white.get(w) ?? 0) + 1);
        black.set(b, (black.get(b) ?? 0) + 1);
      });
    }
  }
  return new Map(t.players.map((p) => [p.id, { white: white.get(p.id) ?? 0, black: black.get(p.id) ?? 0 }]));
};

/** "W5 B5": White games, Black games. */
export const colourCountText = (c: ColourCount): string => `W${c.white} B${c.black}`;
