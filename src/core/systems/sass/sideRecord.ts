import type { BoardResult, PlayerId, Tenths, Tournament } from '../../model';
import { codesOf, isPlayed, pointsForBye, pointsForGame, tenths } from '../../model';

/** Netrunner sides: the corp sits in White's place of a TRF pairing (`w`), the runner in Black's (`b`). */
export const sides = ['corp', 'runner'] as const;
export type Side = (typeof sides)[number];

export const otherSide = (s: Side): Side => (s === 'corp' ? 'runner' : 'corp');

/**
 * Which pairings a SideBias counts.
 * - 'played-games': the games played over the board ("Single Sided Swiss: How it Works": a bias is "the amount of times
 *   they've played each deck"; the article's standings count "Corp games played minus Runner
 *   games played"). A forfeit or a result not yet entered counts for nobody.
 * - 'assigned-sides': every pairing that gave the two players their sides, whatever its result
 *   (forfeits and double forfeits included), as Cobra counts them: Cobra assigns the sides when it
 *   pairs and has no forfeit result. A bye is no pairing and assigns no side.
 */
export const sideBiasRules = ['played-games', 'assigned-sides'] as const;
export type SideBiasRule = (typeof sideBiasRules)[number];

/** What single-sided Swiss needs to know about one player before pairing the next round. */
export interface SideRecord {
  readonly id: PlayerId;
  readonly score: Tenths;
  /** SideBias ("Single Sided Swiss: How it Works", "bias"): corp games − runner games, counted by the cost model's SideBiasRule. */
  readonly sideBias: number;
  /** Pairing-allocated (U) and full-point (F) byes received: a second one is never given. */
  readonly byesReceived: number;
  /**
   * Per opponent, the side this player took in each meeting (first game), oldest first: every
   * pairing is a meeting, forfeits included, whatever the SideBiasRule.
   */
  readonly meetings: ReadonlyMap<PlayerId, readonly Side[]>;
}

interface Mutable {
  score: number;
  sideBias: number;
  byesReceived: number;
  meetings: Map<PlayerId, Side[]>;
}

/**
 * Replays rounds 1..k of a tournament into one SideRecord per player, the SideBias counted by
 * `rule`. A pairing holds one game (single-sided) or two (double-sided; game i has the sides
 * swapped when i is odd).
 */
export const sideRecords = (t: Tournament, rule: SideBiasRule): ReadonlyMap<PlayerId, SideRecord> => {
  const acc = new Map<PlayerId, Mutable>();
  for (const p of t.players) acc.set(p.id, { score: 0, sideBias: 0, byesReceived: 0, meetings: new Map() });
  const get = (id: PlayerId): Mutable => {
    const m = acc.get(id);
    if (!m) throw new RangeError(`round refers to unknown player ${id}`);
    return m;
  };
  for (const round of t.rounds) {
    for (const pairing of round.pairings) {
      const w = get(pairing.white);
      const b = get(pairing.black);
      // One meeting per pairing, recorded with the sides of its first game.
      const meet = (m: Mutable, opp: PlayerId, side: Side): void => {
        const l = m.meetings.get(opp) ?? [];
        l.push(side);
        m.meetings.set(opp, l);
      };
      meet(w, pairing.black, 'corp');
      meet(b, pairing.white, 'runner');
      pairing.games.forEach((game: BoardResult | null, i) => {
        const [corp, runner] = i % 2 === 0 ? [w, b] : [b, w];
        if (rule === 'assigned-sides' || (game !== null && isPlayed(game))) {
          corp.sideBias += 1;
          runner.sideBias -= 1;
        }
        if (game === null) return;
        const [cc, rc] = codesOf(game);
        corp.score += pointsForGame(cc, t.scoring);
        runner.score += pointsForGame(rc, t.scoring);
      });
    }
    for (const bye of round.byes) {
      const m = get(bye.player);
      m.score += pointsForBye(bye.kind, t.scoring);
      if (bye.kind === 'U' || bye.kind === 'F') m.byesReceived += 1;
    }
  }
  const out = new Map<PlayerId, SideRecord>();
  for (const [id, m] of acc) {
    out.set(id, { id, score: tenths(m.score), sideBias: m.sideBias, byesReceived: m.byesReceived, meetings: m.meetings });
  }
  return out;
};

/** Players to pair in round k+1: not withdrawn, no bye or absence planned for that round. */
export const playersToPair = (t: Tournament): readonly PlayerId[] => {
  const next = t.rounds.length + 1;
  const away = new Set(t.plannedByes.filter((b) => b.round === next).map((b) => b.player));
  return t.players
    .filter((p) => (p.withdrawnFromRound === undefined || p.withdrawnFromRound > next) && !away.has(p.id))
    .map((p) => p.id)
    .sort((a, b) => a - b);
};
