import type { PlayerId, Tenths, Tournament } from '../model';
import { codesOf, pointsForBye, pointsForGame, tenths } from '../model';
import type { ExactCost } from '../systems/sass/exactCost';
import { exactCost } from '../systems/sass/exactCost';

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

const add = (a: ExactCost, b: ExactCost): ExactCost =>
  exactCost(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
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
  interface Acc { points: number; corp: number; runner: number; rounds: number; opponents: PlayerId[] }
  const acc = new Map<PlayerId, Acc>(t.players.map((p) => [p.id, { points: 0, corp: 0, runner: 0, rounds: 0, opponents: [] }]));
  const at = (id: PlayerId): Acc => {
    const a = acc.get(id);
    if (!a) throw new RangeError(`unknown player ${id}`);
    return a;
  };
  for (const round of t.rounds) {
    for (const p of round.pairings) {
      const first = at(p.white);
      const second = at(p.black);
      first.rounds += 1;
      second.rounds += 1;
      first.opponents.push(p.black);
      second.opponents.push(p.white);
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
      const a = at(b.player);
      a.points += pointsForBye(b.kind, t.scoring);
      // A bye is a round for "points per round"; an absence (Z, blank) is not.
      if (b.kind === 'U' || b.kind === 'F' || b.kind === 'H') a.rounds += 1;
    }
  }
  const perRound = (id: PlayerId): ExactCost => {
    const a = at(id);
    return a.rounds === 0 ? zero : exactCost(BigInt(a.points), BigInt(a.rounds) * 10n);
  };
  const mean = (xs: readonly ExactCost[]): ExactCost =>
    xs.length === 0 ? zero : (({ numerator, denominator }) => exactCost(numerator, denominator * BigInt(xs.length)))(xs.reduce(add, zero));
  const sos = new Map<PlayerId, ExactCost>([...acc].map(([id, a]) => [id, mean(a.opponents.map(perRound))]));
  const rows = [...acc].map(([id, a]) => ({
    player: id,
    points: tenths(a.points),
    sos: sos.get(id) as ExactCost,
    extendedSos: mean(a.opponents.map((o) => sos.get(o) as ExactCost)),
    corpPoints: tenths(a.corp),
    runnerPoints: tenths(a.runner),
  }));
  rows.sort((x, y) => y.points - x.points || compare(y.sos, x.sos) || compare(y.extendedSos, x.extendedSos) || x.player - y.player);
  return rows.map((r, i) => ({ ...r, rank: i + 1 }));
};
