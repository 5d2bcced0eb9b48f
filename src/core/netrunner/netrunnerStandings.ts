import type { PlayerId, Tenths, Tournament } from '../model';
import { codesOf, pointsForBye, pointsForGame, tenths } from '../model';
import type { ExactCost } from '../systems';
import { exactCost } from '../systems';
import type { Rational } from '../standings';
import { sosText, tieBreak } from '../standings';

/** One row of a Netrunner Swiss standings table. */
export interface NetrunnerStanding {
  readonly rank: number;
  readonly player: PlayerId;
  readonly points: Tenths;
  /** Strength of schedule: the mean, over real opponents, of each opponent's points per round. */
  readonly sos: ExactCost;
  /** Extended SOS: the mean of the opponents' SOS. */
  readonly extendedSos: ExactCost;
  readonly corpPoints: Tenths;
  readonly runnerPoints: Tenths;
}

const compare = (a: ExactCost, b: ExactCost): number => {
  const d = a.numerator * b.denominator - b.numerator * a.denominator;
  return d > 0n ? 1 : d < 0n ? -1 : 0;
};
const zero = exactCost(0n, 1n);

/**
 * Netrunner standings (the tie-breaks Cobra and AlwaysBeRunning publish): points, then SOS, then
 * extended SOS, then start rank. A round counts as one round for "points per round" whether it
 * was played, a bye, or (double-sided) two games. Byes are not opponents. Points are in tenths;
 * SOS and eSOS are exact fractions of a point.
 */
export const netrunnerStandings = (t: Tournament): readonly NetrunnerStanding[] => {
  interface Acc { points: number; corp: number; runner: number }
  const acc = new Map<PlayerId, Acc>(t.players.map((p) => [p.id, { points: 0, corp: 0, runner: 0 }]));
  const at = (id: PlayerId): Acc => {
    const a = acc.get(id);
    if (!a) throw new RangeError(`unknown player ${id}`);
    return a;
  };
  for (const round of t.rounds) {
    for (const p of round.pairings) {
      const first = at(p.white);
      const second = at(p.black);
      p.games.forEach((g, i) => {
        if (g === null) return;
        const [corp, runner] = i % 2 === 0 ? [first, second] : [second, first];
        const [cc, rc] = codesOf(g);
        const cp = pointsForGame(cc, t.scoring);
        const rp = pointsForGame(rc, t.scoring);
        corp.points += cp;
        corp.corp += cp;
        runner.points += rp;
        runner.runner += rp;
      });
    }
    for (const b of round.byes) {
      at(b.player).points += pointsForBye(b.kind, t.scoring);
    }
  }
  // SOS and ESOS: the one implementation in core/standings (Cobra's convention: a bye round counts
  // as a round in "points per round"; byes are not opponents).
  const sosOf = tieBreak(t, 'SOS');
  const esosOf = tieBreak(t, 'ESOS');
  const exact = (r: Rational | undefined): ExactCost => (r ? exactCost(BigInt(r.num), BigInt(r.den)) : zero);
  const rows = [...acc].map(([id, a]) => ({
    player: id,
    points: tenths(a.points),
    sos: exact(sosOf.get(id)?.value),
    extendedSos: exact(esosOf.get(id)?.value),
    corpPoints: tenths(a.corp),
    runnerPoints: tenths(a.runner),
  }));
  rows.sort((x, y) => y.points - x.points || compare(y.sos, x.sos) || compare(y.extendedSos, x.extendedSos) || x.player - y.player);
  return rows.map((r, i) => ({ ...r, rank: i + 1 }));
};

/** SoS or ESoS in words: the one formatter (core/standings `sosText`), so every screen shows the same digits. */
export const formatSos = (c: ExactCost): string => sosText({ num: Number(c.numerator), den: Number(c.denominator) });
