import type { BoardResult, Bye, ByeKind, Pairing, Player, PlayerId, Round, ScoringRule, SystemSettings, Tournament } from '../../src/core/model';
import { chessScoring, playerId } from '../../src/core/model';
import type { StandingsRefusal, StandingsReport } from '../../src/core/standings';

/**
 * Compact tournament builder for tests. A round is a list of boards:
 *   '1-2 1-0'   player 1 (White) beat player 2;  '=' draw, '0-1', '+-' / '-+' forfeits, '--' double forfeit
 *   '1-2 1-0 0-1'  a double round: game 0 with 1 as White, game 1 with colours swapped (2 White)
 *   '5 U'       player 5 has a bye of kind U / F / H / Z
 * Players missing from a round are absent.
 */
const codes: Record<string, BoardResult> = {
  '1-0': 'white-wins', '=': 'draw', '0-1': 'black-wins', '+-': 'white-wins-forfeit', '-+': 'black-wins-forfeit', '--': 'double-forfeit',
};

export interface BuildOptions {
  readonly ratings?: readonly number[];
  readonly scoring?: ScoringRule;
  readonly settings?: SystemSettings;
  readonly withdrawn?: Readonly<Record<number, number>>;
  readonly totalRounds?: number;
}

export const build = (players: number, rounds: readonly (readonly string[])[], o: BuildOptions = {}): Tournament => {
  const ps: Player[] = Array.from({ length: players }, (_, i) => ({
    id: playerId(i + 1),
    name: `P${i + 1}`,
    rating: o.ratings?.[i] ?? 0,
    ...(o.withdrawn?.[i + 1] ? { withdrawnFromRound: o.withdrawn[i + 1] } : {}),
  }));
  const rs: Round[] = rounds.map((boards, ri) => {
    const pairings: Pairing[] = [];
    const byes: Bye[] = [];
    for (const b of boards) {
      const parts = b.trim().split(/\s+/);
      if (parts.length === 2 && /^[UFHZ]$/.test(parts[1] ?? '')) {
        byes.push({ player: playerId(Number(parts[0])), kind: parts[1] as ByeKind });
        continue;
      }
      const [pair, ...results] = parts;
      const [w, bl] = (pair ?? '').split('-').map(Number);
      const games = results.map((r) => {
        const g = codes[r];
        if (!g) throw new Error(`bad result ${r} in "${b}"`);
        return g;
      });
      pairings.push({ board: pairings.length + 1, white: playerId(w ?? 0), black: playerId(bl ?? 0), games });
    }
    return { number: ri + 1, pairings, byes };
  });
  return {
    name: 'test',
    settings: o.settings ?? { system: 'dutch', rules: '2026' },
    scoring: o.scoring ?? chessScoring,
    totalRounds: o.totalRounds ?? rounds.length,
    players: ps,
    rounds: rs,
    plannedByes: [],
    randomSeed: 1,
  };
};

export const pid = (n: number): PlayerId => playerId(n);

/** A report that must rank (a refusal fails the test with its words). */
export const ranked = (r: StandingsReport | StandingsRefusal): StandingsReport => {
  if (!r.ok) throw new Error(r.detail);
  return r;
};
