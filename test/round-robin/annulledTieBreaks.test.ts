import { describe, expect, it } from 'vitest';
import type { BoardResult, Round, Tournament } from '../../src/core/model';
import { playerId } from '../../src/core/model';
import { runCli } from '../../src/cli/run';
import { standings } from '../../src/core/systems';
import { scheduledRound } from '../../src/core/systems/round-robin';
import { trfFromTournament, writeTrf } from '../../src/core/trf';
import { emptyRoundRobin } from './helpers';

/**
 * A hand-worked single round robin of 6 (Berger table for 6, FIDE C.05 Annex 1):
 *   round 1: 1-6 2-5 3-4   round 2: 6-4 5-3 1-2   round 3: 2-6 3-1 4-5
 *   round 4: 6-5 1-4 2-3   round 5: 3-6 4-2 5-1
 * Player 6 plays rounds 1-2 (lost to 1, drew with 4) and withdraws: rounds 3-5 are lost by
 * forfeit. 2 of 5 games completed is fewer than half, so none of 6's results counts (FIDE General
 * Regulations for Competitions, withdrawal from a round robin, (a)).
 *
 * The crosstable without 6 (row player's points against the column player):
 *
 *        1    2    3    4    5   | pts
 *   1    .    1    ½    1    ½   | 3
 *   2    0    .    1    ½    0   | 1½
 *   3    ½    0    .    1    1   | 2½
 *   4    0    ½    0    .    ½   | 1
 *   5    ½    1    0    ½    .   | 2
 *
 * Sonneborn-Berger (C.07 9.1: Σ opponent's score × points scored against that opponent):
 *   SB(1) = 1×1½ (2) + ½×2½ (3) + 1×1 (4) + ½×2 (5) = 1.5 + 1.25 + 1 + 1 = 4.75
 *   SB(2) = 1×2½ (3) + ½×1 (4)                       = 2.5 + 0.5        = 3
 *   SB(3) = ½×3 (1) + 1×1 (4) + 1×2 (5)               = 1.5 + 1 + 2      = 4.5
 *   SB(4) = ½×1½ (2) + ½×2 (5)                        = 0.75 + 1         = 1.75
 *   SB(5) = ½×3 (1) + 1×1½ (2) + ½×1 (4)              = 1.5 + 1.5 + 0.5  = 3.5
 * Player 3 met 6 in the last round. Counted as an absence at the end of 3's event, that round
 * would score a draw for 3's opponents (C.07 16.3.2, a requested bye with nothing played after
 * it), making 3 worth 3 points to them: SB(1) 5 instead of 4.75 and SB(2) 3.5 instead of 3. The
 * annulled game is no round of 3's at all.
 */
const results: Record<string, BoardResult> = {
  '1-6': 'white-wins', '6-4': 'draw',
  '2-5': 'black-wins', '3-4': 'white-wins', '5-3': 'black-wins', '1-2': 'white-wins', '3-1': 'draw', '4-5': 'draw',
  '1-4': 'white-wins', '2-3': 'white-wins', '4-2': 'draw', '5-1': 'draw',
};

const handWorked = (): Tournament => {
  const t = emptyRoundRobin(6, false);
  const rounds: Round[] = [1, 2, 3, 4, 5].map((number) => ({
    number,
    byes: [],
    pairings: scheduledRound(6, number, { cycles: 1, exchangeLastRounds: false }).boards.map((b, i) => {
      const key = `${b.white}-${b.black}`;
      const game: BoardResult = number >= 3 && b.white === 6 ? 'black-wins-forfeit' : number >= 3 && b.black === 6 ? 'white-wins-forfeit' : results[key]!;
      if (game === undefined) throw new Error(`no result for ${key}`);
      return { board: i + 1, white: playerId(b.white), black: playerId(b.black), games: [game] };
    }),
  }));
  return { ...t, rounds, players: t.players.map((p) => (p.id === 6 ? { ...p, withdrawnFromRound: 3 } : p)) };
};

const sbOf = (t: Tournament): Record<number, string> => {
  const report = standings(t);
  if (!report.ok) throw new Error(report.detail);
  return Object.fromEntries(report.rows.map((r) => [r.player, r.tieBreaks.find((v) => v.code === 'SB')!.text]));
};

describe('tie-breaks of a round robin after a withdrawal with the results annulled', () => {
  it('Sonneborn-Berger counts no annulled game, not even as an absence of the opponent (hand-worked 6-player table)', () => {
    const t = handWorked();
    expect(t.rounds[4]!.pairings.map((p) => `${p.white}-${p.black} ${p.games[0]}`)).toContain('3-6 white-wins-forfeit');
    const report = standings(t);
    if (!report.ok) throw new Error(report.detail);
    expect(report.rows.map((r) => `${r.player} ${r.points}`)).toEqual(['1 30', '3 25', '5 20', '2 15', '4 10']);
    expect(sbOf(t)).toEqual({ 1: '4.75', 2: '3.0', 3: '4.5', 4: '1.75', 5: '3.5' });
  });

  it('the same without the withdrawal on record (a TRF: read from the trailing forfeits), and from the command line\'s --standings', async () => {
    const t = handWorked();
    const unmarked: Tournament = { ...t, players: t.players.map(({ withdrawnFromRound: _w, ...p }) => p) };
    expect(sbOf(unmarked)).toEqual({ 1: '4.75', 2: '3.0', 3: '4.5', 4: '1.75', 5: '3.5' });
    let stdout = '';
    const files: Record<string, string> = { 'rr.trf': writeTrf(trfFromTournament(unmarked)) };
    const code = await runCli(['--round-robin', 'rr.trf', '--standings'], {
      readFile: async (p) => { if (!(p in files)) throw new Error('no such file'); return files[p]!; },
      writeFile: async (p, text) => { files[p] = text; },
      stdout: (x) => { stdout += x; },
      stderr: () => {},
    });
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n').map((l) => l.split('\t'));
    const sb = lines[0]!.indexOf('SB');
    expect(Object.fromEntries(lines.slice(1).map((l) => [l[1], l[sb]]))).toEqual({ 1: '4.75', 2: '3.0', 3: '4.5', 4: '1.75', 5: '3.5' });
  });
});
