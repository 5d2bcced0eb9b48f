/**
 * TEMPORARY: stand-ins for core APIs other helpers are writing (systems, seeding).
 * Each export is replaced by a re-export of the real module as soon as it lands.
 */
import { codesOf, playerId, pointsForBye, pointsForGame } from '../core/model';
import type { PairingSystem, Player, PlayerId, SystemSettings, Tournament } from '../core/model';
import { shuffled } from '../core/random/rng';
import type { Rng } from '../core/random/rng';

const scores = (t: Tournament): Map<PlayerId, number> => {
  const s = new Map<PlayerId, number>(t.players.map((p) => [p.id, 0]));
  for (const r of t.rounds) {
    for (const p of r.pairings) {
      for (const [i, g] of p.games.entries()) {
        if (g === null) continue;
        const [w, b] = codesOf(g);
        const white = i % 2 === 0 ? p.white : p.black;
        const black = i % 2 === 0 ? p.black : p.white;
        s.set(white, (s.get(white) ?? 0) + pointsForGame(w, t.scoring));
        s.set(black, (s.get(black) ?? 0) + pointsForGame(b, t.scoring));
      }
    }
    for (const b of r.byes) s.set(b.player, (s.get(b.player) ?? 0) + pointsForBye(b.kind, t.scoring));
  }
  return s;
};

export const systemFor = (settings: SystemSettings): PairingSystem => ({
  id: settings.system,
  pairNextRound: (t) => {
    const s = scores(t);
    const order = t.players.map((p) => p.id).sort((a, b) => (s.get(b) ?? 0) - (s.get(a) ?? 0) || a - b);
    const pairs = [];
    for (let i = 0; i + 1 < order.length; i += 2) {
      const a = order[i] as PlayerId;
      const b = order[i + 1] as PlayerId;
      pairs.push((i / 2 + t.rounds.length) % 2 === 0 ? { white: a, black: b } : { white: b, black: a });
    }
    const last = order.length % 2 === 1 ? order[order.length - 1] : undefined;
    return { ok: true, round: { pairs, byes: last === undefined ? [] : [{ player: last, kind: 'U' }], notes: ['stub pairing'] } };
  },
});

export const groupSeeding = (players: readonly Player[], groupCount: number): readonly Player[] => {
  const byRating = players.slice().sort((a, b) => b.rating - a.rating || a.id - b.id);
  const size = Math.ceil(byRating.length / Math.max(1, groupCount));
  const groups: Player[][] = [];
  for (let i = 0; i < byRating.length; i += size) groups.push(byRating.slice(i, i + size));
  const out: Player[] = [];
  for (let k = 0; out.length < byRating.length; k++) for (const g of groups) { const p = g[k]; if (p) out.push(p); }
  return out;
};

export const randomSeeding = (players: readonly Player[], rng: Rng): readonly Player[] => shuffled(players, rng);

export { playerId };
