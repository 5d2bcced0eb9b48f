import { describe, expect, it } from 'vitest';
import { ladderGamesPgn, ladderRankingCsv, ladderStart, ladderView, nextGame, recordResult } from '../../src/core/systems/ladder';
import type { LadderState } from '../../src/core/systems/ladder';

/** Plays a ladder to its end, the engine higher in the old ranking always winning. */
const finished = (): LadderState => {
  const engines = ['Stock "Fish"', 'Leela', 'Komodo', 'Ethereal', 'Berserk', 'Caissa'];
  const started = ladderStart(engines, { regionSize: 3, minGamesToDrop: 2, unparkThreshold: 1 });
  if (!started.ok) throw new Error(started.detail);
  let s = started.state;
  for (let n = nextGame(s); n.kind === 'game'; n = nextGame(s)) {
    const out = recordResult(s, n, engines.indexOf(n.white) < engines.indexOf(n.black) ? 'white-wins' : 'black-wins');
    if (!out.ok) throw new Error(out.detail);
    s = out.state;
  }
  return s;
};

describe('a finished ladder', () => {
  const s = finished();
  const view = ladderView(s);

  it('keeps the last round robin (points, SB, games) on the final screen', () => {
    expect(view.finished).toBe(true);
    expect(view.activeRegion.length).toBe(3);
    expect(view.activeRegion.every((r) => r.pendingGames === 0 && r.totalGames > 0)).toBe(true);
  });

  it('exports every game as PGN headers with the result, names escaped', () => {
    const pgn = ladderGamesPgn(s, 'Bubble ladder', '2026.11.26');
    expect(pgn.match(/^\[Event "Bubble ladder"\]$/gm)).toHaveLength(s.games.length);
    expect(pgn).toContain('[Round "1"]');
    expect(pgn).toContain('Stock \\"Fish\\"');
    expect(pgn.match(/^(1-0|0-1|1\/2-1\/2)$/gm)).toHaveLength(s.games.length);
  });

  it('exports the final ranking, best first, with games and the last round robin’s points and SB', () => {
    const lines = ladderRankingCsv(s).trim().split('\n');
    expect(lines[0]).toBe('Rank,Engine,Games,Points in the last round robin,SB in the last round robin');
    expect(lines).toHaveLength(1 + view.newRanking.length);
    expect(lines[1]).toMatch(new RegExp(`^1,"?${view.newRanking[0]!.replace(/"/g, '""')}"?,\\d+,\\d`));
  });
});
