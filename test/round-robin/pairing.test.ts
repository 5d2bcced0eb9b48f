import { describe, expect, it } from 'vitest';
import { playerId } from '../../src/core/model';
import type { Tournament } from '../../src/core/model';
import { standings, systemFor } from '../../src/core/systems';
import { pairRoundRobin, roundRobinWithdrawals, scheduledRound } from '../../src/core/systems/round-robin';
import { playerRecords } from '../../src/core/standings';
import { emptyRoundRobin, play, rrSettings } from './helpers';

const pairsOf = (t: Tournament, round: number): string[] => t.rounds[round - 1]!.pairings.map((p) => `${p.white}-${p.black}`);

describe('pairing a round robin', () => {
  it('pairs every round as the Berger table, start ranks as pairing numbers, and stops after the last', () => {
    const t = play(emptyRoundRobin(10, true), 18);
    const s = { cycles: 2, exchangeLastRounds: true };
    for (let r = 1; r <= 18; r++) expect(pairsOf(t, r)).toEqual(scheduledRound(10, r, s).boards.map((b) => `${b.white}-${b.black}`));
    expect(systemFor(t.settings).pairNextRound(t)).toMatchObject({ ok: false, reason: 'invalid-state', detail: expect.stringMatching(/every round of the double round robin is paired \(18 rounds for 10 players\)/) });
  });

  it('gives the bye of an odd field (the Berger table\'s board against number 6) as the pairing-allocated bye, worth nothing', () => {
    const t = play(emptyRoundRobin(5, false), 5);
    expect(t.rounds.map((r) => r.byes)).toEqual([1, 4, 2, 5, 3].map((p) => [{ player: p, kind: 'U' }]));
    for (const [, rec] of playerRecords(t)) {
      expect(rec.entries.filter((e) => e.kind === 'bye')).toHaveLength(1);
      expect(rec.entries.find((e) => e.kind === 'bye')!.points).toBe(0);
    }
  });

  it('refuses a field outside 3-24, pairing numbers with a gap, and a late entry after round 1', () => {
    expect(pairRoundRobin(emptyRoundRobin(2, false), rrSettings(false))).toMatchObject({ ok: false, detail: expect.stringMatching(/3 to 24 players; this one has 2/) });
    expect(pairRoundRobin(emptyRoundRobin(25, false), rrSettings(false))).toMatchObject({ ok: false, detail: expect.stringMatching(/has 25/) });
    const gap = emptyRoundRobin(4, false);
    expect(pairRoundRobin({ ...gap, players: gap.players.map((p) => (p.id === 4 ? { ...p, id: playerId(5) } : p)) }, rrSettings(false)))
      .toMatchObject({ ok: false, detail: expect.stringMatching(/found 5 where 4 was expected/) });
    const started = play(emptyRoundRobin(4, false), 1);
    const late = { ...started, players: [...started.players, { id: playerId(5), name: 'Late', rating: 0 }] };
    expect(pairRoundRobin(late, rrSettings(false))).toMatchObject({ ok: false, detail: expect.stringMatching(/started with 4 players .* now has 5/) });
  });

  it('keeps a withdrawn player in the table, their games lost by forfeit as the round is paired', () => {
    const t = play(emptyRoundRobin(10, true), 8, 3, [[4, 7]]);
    for (const round of t.rounds.slice(6)) {
      const board = round.pairings.find((p) => p.white === 4 || p.black === 4)!;
      expect(board.games).toEqual([board.white === 4 ? 'black-wins-forfeit' : 'white-wins-forfeit']);
    }
    for (const round of t.rounds.slice(0, 6)) {
      const board = round.pairings.find((p) => p.white === 4 || p.black === 4)!;
      expect(['white-wins', 'draw', 'black-wins']).toContain(board.games[0]);
    }
    const next = pairRoundRobin(t, rrSettings(true));
    expect(next.ok && next.round.notes.join(' ')).toMatch(/4 has withdrawn; the game is lost by forfeit/);
  });
});

describe('a withdrawal from a round robin (FIDE General Regulations for Competitions)', () => {
  it('fewer than half the games completed: none of the player\'s results counts, and the player is not ranked', () => {
    // 10 players, double: 18 games each; player 4 plays rounds 1-6 only (6 < 9).
    const t = play(emptyRoundRobin(10, true), 18, 5, [[4, 7]]);
    expect(roundRobinWithdrawals(t, rrSettings(true))).toEqual([{ player: 4, fromRound: 7, played: 6, scheduled: 18, counted: false, inferred: false }]);
    const report = standings(t);
    if (!report.ok) throw new Error(report.detail);
    expect(report.rows.map((r) => r.player)).not.toContain(4);
    expect(report.rows).toHaveLength(9);
    expect(report.excluded?.[0]).toMatchObject({ player: 4, why: expect.stringMatching(/withdrew from round 7 with 6 of 18 games played: fewer than half/) });
    // Every other player's points are their points against the other eight, twice.
    const records = playerRecords(t);
    for (const row of report.rows) {
      const againstFour = records.get(row.player)!.entries.filter((e) => e.kind === 'game' && e.opponent === 4).reduce((s, e) => s + e.points, 0);
      expect(row.points).toBe(records.get(row.player)!.score - againstFour);
    }
  });

  it('at least half completed: the results stand and the games not played are forfeits for the opponents', () => {
    const t = play(emptyRoundRobin(10, true), 18, 5, [[4, 10]]);
    expect(roundRobinWithdrawals(t, rrSettings(true))[0]).toMatchObject({ played: 9, counted: true });
    const report = standings(t);
    if (!report.ok) throw new Error(report.detail);
    expect(report.rows).toHaveLength(10);
    expect(report.excluded).toBeUndefined();
    const records = playerRecords(t);
    for (const row of report.rows) expect(row.points).toBe(records.get(row.player)!.score);
  });

  it('a finished event whose player lost every game by forfeit from some round on is read as that withdrawal (a TRF has no record for it)', () => {
    const marked = play(emptyRoundRobin(10, true), 18, 5, [[4, 7]]);
    const unmarked: Tournament = { ...marked, players: marked.players.map(({ withdrawnFromRound: _w, ...p }) => p) };
    expect(roundRobinWithdrawals(unmarked, rrSettings(true))).toEqual([{ player: 4, fromRound: 7, played: 6, scheduled: 18, counted: false, inferred: true }]);
    const a = standings(marked);
    const b = standings(unmarked);
    expect(a.ok && b.ok && b.rows).toEqual(a.ok && a.rows);
    // Not before the last round is in: a forfeit is only a forfeit until then.
    const unfinished: Tournament = { ...unmarked, rounds: unmarked.rounds.slice(0, 10) };
    expect(roundRobinWithdrawals(unfinished, rrSettings(true))).toEqual([]);
  });
});

describe('round-robin tie-breaks', () => {
  it('rank by DE, SB, WIN and KS unless the TO names a list', () => {
    const t = play(emptyRoundRobin(6, false), 5, 9);
    const report = standings(t);
    expect(report.ok && report.rows[0]!.tieBreaks.map((v) => v.code)).toEqual(['DE', 'SB', 'WIN', 'KS']);
    const own = standings({ ...t, tieBreaks: ['SB', 'KS'] });
    expect(own.ok && own.rows[0]!.tieBreaks.map((v) => v.code)).toEqual(['SB', 'KS']);
  });

  it('Koya counts opponents with at least half of the games a player has, not of the rounds (the bye of an odd field scores nothing)', () => {
    // 5 players, single: 4 games each; player 1 wins everything, the rest draw each other.
    let t = emptyRoundRobin(5, false);
    for (let r = 1; r <= 5; r++) {
      const out = pairRoundRobin(t, rrSettings(false));
      if (!out.ok) throw new Error(out.detail);
      t = { ...t, rounds: [...t.rounds, {
        number: r,
        pairings: out.round.pairs.map((p, k) => ({ board: k + 1, white: p.white, black: p.black, games: [p.white === 1 ? 'white-wins' as const : p.black === 1 ? 'black-wins' as const : 'draw' as const] })),
        byes: out.round.byes,
      }] };
    }
    // Players 2-5: 1.5 points of a possible 4, below 50 %; of 5 rounds it would be 2.5 either way.
    const report = standings(t);
    if (!report.ok) throw new Error(report.detail);
    const ks = new Map(report.rows.map((r) => [r.player as number, r.tieBreaks[3]!.value]));
    expect(ks.get(1)).toBe(0);
    expect(report.rows[0]).toMatchObject({ player: 1, points: 40 });
  });
});
