import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  defaultLadderParams, finalStandings, ladderGamesCsv, ladderGamesPgn, ladderRankingCsv, ladderStart, ladderView, nextGame, recordResult, regionRanking, restoreLadder,
} from '../../src/core/systems/ladder';
import type { LadderEvent, LadderParams, LadderResult, LadderState } from '../../src/core/systems/ladder';

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `E${String(i + 1).padStart(2, '0')}`);

/** The stronger engine (smaller index in `order`) always wins. */
const strongerWins = (order: readonly string[]) => (w: string, b: string): LadderResult =>
  order.indexOf(w) < order.indexOf(b) ? 'white-wins' : 'black-wins';

const start = (ranking: readonly string[], params: LadderParams = defaultLadderParams): LadderState => {
  const out = ladderStart(ranking, params);
  if (!out.ok) throw new Error(out.detail);
  return out.state;
};

/** Plays the ladder to the end; returns every state (one per game). */
const playOut = (s0: LadderState, decide: (w: string, b: string) => LadderResult, maxGames = 10_000): LadderState[] => {
  const states = [s0];
  let s = s0;
  for (let i = 0; i < maxGames; i++) {
    const g = nextGame(s);
    if (g.kind === 'finished') return states;
    const out = recordResult(s, g, decide(g.white, g.black));
    if (!out.ok) throw new Error(out.detail);
    s = out.state;
    states.push(s);
  }
  throw new Error('ladder did not finish');
};

const eventsOf = <K extends LadderEvent['kind']>(s: LadderState, kind: K) =>
  s.events.filter((e): e is Extract<LadderEvent, { kind: K }> => e.kind === kind);

/**
 * The situation at step `step`, rebuilt from the event log alone (an oracle independent of the
 * implementation's bookkeeping): the region and parking area before the step, the region left
 * after this step's park/drop, whether the old ranking was consumed, and who has met whom.
 */
const situation = (final: LadderState, step: number) => {
  let region: string[] = [];
  let parked: string[] = [];
  let entered = 0;
  for (const e of final.events) {
    if (e.step >= step) break;
    if (e.kind === 'entered') { region.push(e.engine); entered++; }
    if (e.kind === 'unparked') { region.push(e.engine); parked = parked.filter((p) => p !== e.engine); }
    if (e.kind === 'parked') { region = region.filter((r) => r !== e.engine); parked.push(e.engine); }
    if (e.kind === 'dropped-out') region = region.filter((r) => r !== e.engine);
  }
  const removal = final.events.find((e) => e.step === step && (e.kind === 'parked' || e.kind === 'dropped-out'));
  if (!removal) throw new Error(`no park or drop at step ${step}`);
  const left = region.filter((r) => r !== (removal as { engine: string }).engine);
  const games = final.games.slice(0, removal.atGame);
  const met = (e: string) => left.filter((o) => games.some((g) => (g.white === e && g.black === o) || (g.white === o && g.black === e))).length;
  return { region, parked, left, met, oldConsumed: entered === final.oldRanking.length, removal };
};

describe('ladder parameters', () => {
  it('defaults are an active region of 10, 15 games before dropping out, unpark threshold 5', () => {
    expect(defaultLadderParams).toEqual({ regionSize: 10, minGamesToDrop: 15, unparkThreshold: 5 });
  });

  it('rejects an old ranking with a duplicate engine or bad parameters', () => {
    expect(ladderStart(['A', 'B', 'A']).ok).toBe(false);
    expect(ladderStart(['A'])).toMatchObject({ ok: false, reason: 'invalid-input' });
    expect(ladderStart(names(5), { regionSize: 1, minGamesToDrop: 15, unparkThreshold: 5 }).ok).toBe(false);
  });
});

describe('step 1: round robin at the bottom of the old list', () => {
  it('the active region is the bottom 10 engines of the old ranking and they play a round robin', () => {
    const ranking = names(20);
    let s = start(ranking);
    expect(s.region).toEqual(ranking.slice(10));
    const seen = new Set<string>();
    for (let i = 0; i < 45; i++) {
      const g = nextGame(s);
      if (g.kind !== 'game') throw new Error('finished early');
      expect(ranking.slice(10)).toContain(g.white);
      expect(ranking.slice(10)).toContain(g.black);
      const key = [g.white, g.black].sort().join('-');
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      const out = recordResult(s, g, strongerWins(ranking)(g.white, g.black));
      if (!out.ok) throw new Error(out.detail);
      s = out.state;
    }
    expect(seen.size).toBe(45);
    expect(s.step).toBe(1);
  });

  it('an old ranking no longer than the region is one round robin, transferred whole (steps 1 and 9)', () => {
    const ranking = names(6);
    const states = playOut(start(ranking), strongerWins(ranking));
    const last = states[states.length - 1] as LadderState;
    expect(last.games).toHaveLength(15);
    expect(ladderView(last).newRanking).toEqual(ranking);
  });
});

describe('step 2: parking', () => {
  it('top finisher is parked when the last one has fewer than 15 games', () => {
    const ranking = names(20);
    const states = playOut(start(ranking), strongerWins(ranking));
    const s = states[45] as LadderState; // first round robin complete
    expect(eventsOf(s, 'parked')).toEqual([{ kind: 'parked', step: 1, atGame: 45, engine: 'E11', lastHadGames: 9 }]);
    expect(s.parked.map((p) => p.engine)).toEqual(['E11']);
    expect(s.region).not.toContain('E11');
    expect(s.region).toContain('E20'); // the last stays in the region
  });
});

describe('step 3: dropping out', () => {
  it('last finisher drops out onto the top of the new ranking once it has 15 games', () => {
    const ranking = names(20);
    const states = playOut(start(ranking), strongerWins(ranking));
    const final = states[states.length - 1] as LadderState;
    const drops = eventsOf(final, 'dropped-out');
    // E20 loses all 9 games of the first RR, then one game to each of the six entrants E10..E5.
    expect(drops[0]).toMatchObject({ kind: 'dropped-out', step: 7, engine: 'E20', games: 15 });
    expect(eventsOf(final, 'parked').filter((e) => e.step < 7).map((e) => e.engine)).toEqual(['E11', 'E10', 'E09', 'E08', 'E07', 'E06']);
    const afterFirstDrop = states.find((s) => s.droppedOut.length === 1) as LadderState;
    expect(ladderView(afterFirstDrop).newRanking).toEqual(['E20']);
    const afterSecondDrop = states.find((s) => s.droppedOut.length === 2) as LadderState;
    expect(ladderView(afterSecondDrop).newRanking).toEqual(['E19', 'E20']);
  });

  it('every engine that drops out before the old ranking is consumed has played at least 15 games', () => {
    const ranking = names(24);
    const states = playOut(start(ranking), strongerWins(ranking.slice().reverse()));
    const final = states[states.length - 1] as LadderState;
    for (const d of eventsOf(final, 'dropped-out')) {
      if (!situation(final, d.step).oldConsumed) expect(d.games).toBeGreaterThanOrEqual(15);
    }
  });
});

describe('step 4: unparking', () => {
  it('parked engine is unparked once it has met fewer than 5 of the region', () => {
    const ranking = names(30);
    const states = playOut(start(ranking), strongerWins(ranking));
    const final = states[states.length - 1] as LadderState;
    // E21 tops the first RR and is parked; E30..E26 then drop out one by one.
    const e11 = eventsOf(final, 'unparked').find((e) => e.engine === 'E21');
    if (!e11) throw new Error('E21 never unparked');
    expect(e11.step).toBe(11);
    // The region loses one member per step, so "as soon as fewer than 5" means exactly 4.
    expect(e11.metInRegion).toBe(4);
    // Unparking happened before the old ranking was consumed (step 4, not step 8).
    expect(situation(final, e11.step).oldConsumed).toBe(false);
  });

  it('of several unparkable engines the longest parked comes back first', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
      const ranking = names(18);
      const states = playOut(start(ranking, { regionSize: 6, minGamesToDrop: 8, unparkThreshold: 3 }), pseudoRandom(seed));
      const final = states[states.length - 1] as LadderState;
      let checked = 0;
      for (const r of [...eventsOf(final, 'parked'), ...eventsOf(final, 'dropped-out')]) {
        const sit = situation(final, r.step);
        if (sit.oldConsumed) continue; // step 8 has its own rule
        const eligible = sit.parked.filter((p) => p !== r.engine && sit.met(p) < 3 && sit.met(p) < sit.left.length);
        const unparked = eventsOf(final, 'unparked').find((u) => u.step === r.step);
        expect(unparked?.engine).toBe(eligible[0]);
        if (eligible.length > 1) checked++;
      }
      return checked >= 0;
    }), { seed: 42, numRuns: 40 });
  });
});

describe('step 5: entry from the old ranking', () => {
  it('without an unparkable engine the lowest engine of the old ranking that has not played enters', () => {
    const ranking = names(20);
    const states = playOut(start(ranking), strongerWins(ranking));
    const final = states[states.length - 1] as LadderState;
    const entries = eventsOf(final, 'entered').filter((e) => e.step > 0).map((e) => e.engine);
    expect(entries).toEqual(ranking.slice(0, 10).reverse());
  });
});

describe('step 6: completing the round robin', () => {
  it('a replacement plays only the games missing to complete the round robin', () => {
    const ranking = names(20);
    const states = playOut(start(ranking), strongerWins(ranking));
    const final = states[states.length - 1] as LadderState;
    // An entrant from the old ranking plays the 9 others.
    const firstEntry = states.findIndex((s) => s.step === 1);
    const nextStep = states.findIndex((s) => s.step === 2);
    const newGames = final.games.slice(firstEntry, nextStep);
    expect(newGames).toHaveLength(9);
    expect(newGames.every((g) => g.white === 'E10' || g.black === 'E10')).toBe(true);
    // An unparked engine plays only the engines it has not met: E11 had met 4 of the 9.
    const u = eventsOf(final, 'unparked').find((e) => e.engine === 'E11') as Extract<LadderEvent, { kind: 'unparked' }>;
    const from = states.findIndex((s) => s.step >= u.step);
    const to = states.findIndex((s) => s.step > u.step);
    const games = final.games.slice(from, to);
    expect(games.every((g) => g.white === 'E11' || g.black === 'E11')).toBe(true);
    expect(games).toHaveLength(9 - 4);
  });

  it('a pair never plays twice: earlier results stay valid', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 3, max: 8 }), (seed, region) => {
      const ranking = names(16);
      const states = playOut(start(ranking, { regionSize: region, minGamesToDrop: 2 * region - 1, unparkThreshold: 2 }), pseudoRandom(seed));
      const final = states[states.length - 1] as LadderState;
      const keys = final.games.map((g) => [g.white, g.black].sort().join('-'));
      expect(new Set(keys).size).toBe(keys.length);
    }), { seed: 7, numRuns: 40 });
  });
});

describe('parked engines move up for free', () => {
  it('a parked engine plays no game while parked', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
      const states = playOut(start(names(20), { regionSize: 6, minGamesToDrop: 9, unparkThreshold: 3 }), pseudoRandom(seed));
      for (let i = 1; i < states.length; i++) {
        const prev = states[i - 1] as LadderState;
        const g = (states[i] as LadderState).games[prev.games.length];
        if (!g) continue;
        expect(prev.region).toContain(g.white);
        expect(prev.region).toContain(g.black);
        expect(prev.parked.map((p) => p.engine)).not.toContain(g.white);
        expect(prev.parked.map((p) => p.engine)).not.toContain(g.black);
      }
    }), { seed: 3, numRuns: 15 });
  });

  it('an unparked engine is treated as though never parked: it can be parked again', () => {
    const ranking = names(30);
    // Inverted strength: the engines at the bottom are the strongest (new entrants appended there).
    const final = playOut(start(ranking, { regionSize: 6, minGamesToDrop: 8, unparkThreshold: 3 }), pseudoRandom(11)).at(-1) as LadderState;
    const parkedTwice = eventsOf(final, 'parked').map((e) => e.engine).filter((e, i, a) => a.indexOf(e) !== i);
    expect(parkedTwice.length).toBeGreaterThan(0);
  });
});

describe('step 8: old ranking consumed', () => {
  it('drop-outs are replaced by the parked engine that has met the fewest of the region, even 5 or more', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
      const states = playOut(start(names(16), { regionSize: 6, minGamesToDrop: 12, unparkThreshold: 2 }), pseudoRandom(seed));
      const final = states[states.length - 1] as LadderState;
      for (const d of eventsOf(final, 'dropped-out')) {
        const sit = situation(final, d.step);
        if (!sit.oldConsumed || sit.parked.length === 0) continue;
        const met = sit.parked.map((p) => sit.met(p));
        const fewest = Math.min(...met);
        // Longest parked first on a tie (the parking list is oldest first).
        const unparked = eventsOf(final, 'unparked').find((u) => u.step === d.step);
        expect(unparked?.engine).toBe(sit.parked[met.indexOf(fewest)]);
        expect(unparked?.metInRegion).toBe(fewest);
      }
      // After consumption nobody is parked any more; the last drops out whatever its games.
      for (const p of eventsOf(final, 'parked')) expect(situation(final, p.step).oldConsumed).toBe(false);
    }), { seed: 5, numRuns: 40 });
  });

  it('once the old ranking is consumed the last finisher drops out even with fewer than 15 games', () => {
    const ranking = names(12);
    const states = playOut(start(ranking), strongerWins(ranking));
    const final = states[states.length - 1] as LadderState;
    const late = eventsOf(final, 'dropped-out').filter((d) => situation(final, d.step).oldConsumed);
    expect(late.some((d) => d.games < 15)).toBe(true);
  });
});

describe('step 9: the end', () => {
  it('when the old ranking and parking area are exhausted the last round robin goes on top of the new ranking', () => {
    const ranking = names(20);
    const states = playOut(start(ranking), strongerWins(ranking));
    const final = states[states.length - 1] as LadderState;
    const view = ladderView(final);
    expect(view.finished).toBe(true);
    expect(nextGame(final)).toEqual({ kind: 'finished' });
    expect(final.parked).toEqual([]);
    expect(view.waiting).toEqual([]);
    expect(view.newRanking.slice(0, final.finalRegionRanking?.length)).toEqual(final.finalRegionRanking);
    // With the stronger engine always winning, the ladder recovers the true order.
    expect(view.newRanking).toEqual(ranking);
    expect(eventsOf(final, 'finished')).toMatchObject([{ kind: 'finished', step: final.step, champion: 'E01' }]);
    expect(recordResult(final, { white: 'E01', black: 'E02' }, 'draw')).toMatchObject({ ok: false, reason: 'finished' });
  });

  it('the new ranking holds every engine exactly once, whatever the results and parameters', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2, max: 24 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 8 }), fc.integer(),
      (n, regionSize, minGamesToDrop, unparkThreshold, seed) => {
        const ranking = names(n);
        const states = playOut(start(ranking, { regionSize, minGamesToDrop, unparkThreshold }), pseudoRandom(seed));
        const final = states[states.length - 1] as LadderState;
        expect(ladderView(final).newRanking.slice().sort()).toEqual(ranking);
        expect(final.games.length).toBeLessThanOrEqual((n * (n - 1)) / 2);
        for (const s of states) expect(s.region.length).toBeLessThanOrEqual(regionSize);
      }), { seed: 2026, numRuns: 60 });
  });
});

describe('round-robin ranking of the region', () => {
  it('ties on points are broken by Sonneborn-Berger, then by the better place in the old ranking', () => {
    // A, B, C all draw each other: equal points and SB, so the old ranking decides.
    let s = start(['A', 'B', 'C', 'D'], { regionSize: 3, minGamesToDrop: 15, unparkThreshold: 5 });
    for (const [w, b] of [['B', 'C'], ['B', 'D'], ['C', 'D']] as const) {
      const out = recordResult(s, { white: w, black: b }, 'draw');
      if (!out.ok) throw new Error(out.detail);
      if (out.state.step === 0) s = out.state;
      else {
        expect(out.state.parked.map((p) => p.engine)).toEqual(['B']);
        return;
      }
    }
    throw new Error('round robin did not complete');
  });

  it('counts only games against current region members', () => {
    const ranking = names(20);
    const states = playOut(start(ranking), strongerWins(ranking));
    const s = states.find((x) => x.step === 1) as LadderState; // E11 parked, E10 entered, no game yet
    const e12 = regionRanking(s).find((r) => r.engine === 'E12');
    // E12 played E11 (now parked) and E13..E20: 9 games, of which 8 count in the region.
    expect(e12?.gamesInRegion).toBe(8);
    expect(e12?.totalGames).toBe(9);
    expect(e12?.points).toBe(80);
  });
});

describe('resume', () => {
  it('state survives JSON and structured clone at any game and the ladder continues identically', () => {
    const ranking = names(18);
    const decide = pseudoRandom(99);
    const states = playOut(start(ranking, { regionSize: 6, minGamesToDrop: 10, unparkThreshold: 3 }), decide);
    const final = states[states.length - 1] as LadderState;
    for (const i of [0, 7, 31, Math.floor(states.length / 2), states.length - 2]) {
      const s = states[i] as LadderState;
      const revived = JSON.parse(JSON.stringify(s)) as LadderState;
      expect(structuredClone(s)).toEqual(s);
      expect(revived).toEqual(s);
      // Replay the rest of the recorded games on the revived state.
      let r = revived;
      for (const g of final.games.slice(s.games.length)) {
        const out = recordResult(r, g, g.result);
        if (!out.ok) throw new Error(out.detail);
        r = out.state;
      }
      expect(r).toEqual(final);
    }
  });

  it('a stored ladder is restored by replaying its games; a tampered one is refused', () => {
    const states = playOut(start(names(14), { regionSize: 5, minGamesToDrop: 8, unparkThreshold: 3 }), pseudoRandom(4));
    const mid = states[40] as LadderState;
    expect(restoreLadder(JSON.parse(JSON.stringify(mid)))).toEqual({ ok: true, state: mid });
    const swapped = { ...mid, games: [mid.games[1], mid.games[0], ...mid.games.slice(2)] };
    const outOfRegion = { ...mid, games: [{ white: 'E01', black: 'E02', result: 'draw' }, ...mid.games] };
    expect(restoreLadder(outOfRegion)).toMatchObject({ ok: false, reason: 'invalid-input' });
    expect(restoreLadder({ version: 2 })).toMatchObject({ ok: false });
    expect(restoreLadder(null)).toMatchObject({ ok: false });
    // Reordering two games of the same round robin is harmless: the ladder is the same.
    expect(restoreLadder(swapped).ok).toBe(true);
  });

  it('rejects a game that is not pending in the region', () => {
    const s = start(names(20));
    expect(recordResult(s, { white: 'E01', black: 'E20' }, 'draw')).toMatchObject({ ok: false, reason: 'not-pending' });
    const g = nextGame(s);
    if (g.kind !== 'game') throw new Error('finished');
    const once = recordResult(s, g, 'draw');
    if (!once.ok) throw new Error(once.detail);
    expect(recordResult(once.state, { white: g.black, black: g.white }, 'draw')).toMatchObject({ ok: false, reason: 'not-pending' });
  });
});

/** Deterministic pseudo-random results from a seed and the pair (no global state). */
function pseudoRandom(seed: number) {
  return (w: string, b: string): LadderResult => {
    let h = seed | 0;
    for (const c of `${w}|${b}`) h = Math.imul(h ^ c.charCodeAt(0), 0x5bd1e995) ^ (h >>> 13);
    const r = ((h >>> 0) % 3);
    return r === 0 ? 'white-wins' : r === 1 ? 'draw' : 'black-wins';
  };
}

describe('the finished ladder: final ranking with its figures, and the exports', () => {
  // Three engines, region 2, one game before dropping out; the better-ranked engine always wins.
  // B–C: B wins, C (1 game) drops out and A enters; A–B: A wins; the old ranking and the parking
  // area are used up, so the last round robin (A, B) goes on top of the new ranking.
  const final = playOut(start(['A', 'B', 'C'], { regionSize: 2, minGamesToDrop: 1, unparkThreshold: 1 }), strongerWins(['A', 'B', 'C'])).at(-1)!;

  it('places each engine with the points and SB of the round robin that decided its place', () => {
    expect(finalStandings(final)).toEqual([
      { place: 1, engine: 'A', points: 10, sonnebornBerger: 0, gamesInRegion: 1, totalGames: 1, decidedAtGame: 2, decidedBy: 'final round robin' },
      { place: 2, engine: 'B', points: 0, sonnebornBerger: 0, gamesInRegion: 1, totalGames: 2, decidedAtGame: 2, decidedBy: 'final round robin' },
      { place: 3, engine: 'C', points: 0, sonnebornBerger: 0, gamesInRegion: 1, totalGames: 1, decidedAtGame: 1, decidedBy: 'dropped out' },
    ]);
    expect(finalStandings(start(['A', 'B', 'C']))).toBeNull();
  });

  it('keeps the new ranking order of a long ladder, and each drop-out was last of its round robin', () => {
    const order = names(30);
    const long = playOut(start(order, { regionSize: 6, minGamesToDrop: 8, unparkThreshold: 3 }), strongerWins([...order].reverse())).at(-1)!;
    const rows = finalStandings(long)!;
    expect(rows.map((r) => r.engine)).toEqual(ladderView(long).newRanking);
    for (const r of rows.filter((x) => x.decidedBy === 'dropped out')) {
      expect(r.gamesInRegion).toBe(5); // a complete round robin of 6
      expect(r.totalGames).toBeGreaterThanOrEqual(r.gamesInRegion);
    }
  });

  it('exports every game as PGN headers with the result, and as CSV; the final ranking as CSV', () => {
    const pgn = ladderGamesPgn(final, 'Bubble "2026"');
    expect(pgn.match(/^\[Event "Bubble \\"2026\\""\]$/gm)).toHaveLength(2);
    final.games.forEach((g, i) => {
      expect(pgn).toContain(`[Round "${i + 1}"]\n[White "${g.white}"]\n[Black "${g.black}"]\n[Result "${g.result === 'white-wins' ? '1-0' : '0-1'}"]`);
    });
    expect(ladderGamesCsv(final).split('\r\n')).toEqual(['Game,White,Black,Result', ...final.games.map((g, i) => `${i + 1},${g.white},${g.black},${g.result === 'white-wins' ? '1-0' : '0-1'}`), '']);
    expect(ladderRankingCsv(final).split('\r\n').slice(0, 4)).toEqual([
      'Place,Engine,Points,SB,Games in deciding round robin,Games,Decided by,After game',
      '1,A,1.0,0.00,1,1,final round robin,2', '2,B,0.0,0.00,1,2,final round robin,2', '3,C,0.0,0.00,1,1,dropped out,1',
    ]);
  });
});
