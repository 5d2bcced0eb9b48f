import { describe, expect, it } from 'vitest';
import { crossCellText, crossGrid, crossGridCsv } from '../../src/core/standings';
import { manualSeeding } from '../../src/core/seeding';
import { standings } from '../../src/core/systems';
import { addPlayer, createTournament, loadTournament, lockSeeding, updateTournamentSettings } from '../../src/db/repository';
import { freshDb } from '../db/helpers';
import { emptyRoundRobin, play } from './helpers';

describe('the crosstable of a round robin', () => {
  it('has every player against every other, each cell the row player\'s results in round order, the diagonal empty', () => {
    const t = play(emptyRoundRobin(4, true), 6, 2);
    const report = standings(t);
    if (!report.ok) throw new Error(report.detail);
    const grid = crossGrid(t, report, 'number');
    expect(grid.meetings).toBe(2);
    expect(grid.rows.map((r) => r.player)).toEqual([1, 2, 3, 4]);
    for (const row of grid.rows) {
      expect(row.cells[row.position - 1]).toBeNull();
      for (const [j, cell] of row.cells.entries()) {
        if (cell === null) continue;
        expect(cell.results).toHaveLength(2);
        // Each result mirrors the column player's result against the row player.
        const mirror = grid.rows[j]!.cells[row.position - 1]!.results;
        cell.results.forEach((r, k) => expect({ '1': '0', '0': '1', '½': '½' }[r]).toBe(mirror[k]));
      }
      expect(row.points).toBe(report.rows.find((x) => x.player === row.player)!.points);
    }
    const byRank = crossGrid(t, report, 'rank');
    expect(byRank.rows.map((r) => r.player)).toEqual(report.rows.map((r) => r.player));
    expect(byRank.rows.map((r) => r.rank)).toEqual(report.rows.map((r) => r.rank));
  });

  it('shows meetings still to come as empty slots, and a withdrawn player\'s annulled results in brackets, listed last, unranked', () => {
    const t = play(emptyRoundRobin(6, true), 10, 4, [[2, 4]]);
    const report = standings(t);
    if (!report.ok) throw new Error(report.detail);
    const grid = crossGrid(t, report, 'rank');
    const last = grid.rows[grid.rows.length - 1]!;
    expect(last).toMatchObject({ player: 2, rank: null, excluded: expect.stringMatching(/withdrew from round 4 with 3 of 10 games played/) });
    const against = grid.rows[0]!.cells[grid.rows.length - 1]!;
    expect(against.annulled).toBe(true);
    expect(crossCellText(against)).toMatch(/^\(.+\)$/);
    const partial = crossGrid(play(emptyRoundRobin(6, true), 6), standings(play(emptyRoundRobin(6, true), 6)) as never, 'number');
    expect(partial.rows[0]!.cells.filter((c) => c !== null && c.results[1] === '')).toHaveLength(4);
    expect(crossCellText({ results: ['1', ''], annulled: false })).toBe('1 ·');
    const csv = crossGridCsv(t, grid).split('\r\n');
    expect(csv[0]).toBe('#,No.,Name,Rating,1,2,3,4,5,6,Points,DE,SB,WIN,KS,Rank');
    expect(csv).toHaveLength(7);
  });
});

describe('pairing numbers given by the arbiter', () => {
  const ps = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid' }];
  it('orders the players by their numbers when they are 1 to n once each, else names the first wrong one', () => {
    expect(manualSeeding(ps, (p) => ({ Ann: 3, Bob: 1, Cid: 2 })[p.name]!)).toEqual({ ok: true, order: [ps[1], ps[2], ps[0]] });
    expect(manualSeeding(ps, (p) => ({ Ann: 3, Bob: 3, Cid: 2 })[p.name]!)).toMatchObject({ ok: false, message: 'Bob and Ann both have number 3.' });
    expect(manualSeeding(ps, (p) => (p.name === 'Cid' ? null : 1))).toMatchObject({ ok: false, message: 'Bob and Ann both have number 1.' });
    expect(manualSeeding(ps, (p) => (p.name === 'Ann' ? 4 : 1))).toMatchObject({ ok: false, message: 'Ann needs a pairing number from 1 to 3, not 4.' });
  });
});

describe('a round robin in the database', () => {
  it('takes its number of rounds from the Berger table when the seeding is locked, and refuses another number by hand', async () => {
    const db = freshDb();
    const created = await createTournament(db, { name: 'Club championship', settings: { system: 'round-robin', double: true, exchangeLastRounds: true }, totalRounds: 9 }, 3, 1);
    if (!created.ok) throw new Error(created.detail);
    const keys: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await addPlayer(db, created.value, { name: `P${i}`, rating: 2000 + i }, 2);
      if (r.ok) keys.push(r.value);
    }
    expect((await lockSeeding(db, created.value, keys, 'by lot', 3)).ok).toBe(true);
    const t = await loadTournament(db, created.value);
    expect(t?.totalRounds).toBe(18);
    expect(t?.scoring.pairingAllocatedBye).toBe(0);
    expect(await updateTournamentSettings(db, created.value, { totalRounds: 9 }, 4)).toMatchObject({ ok: false, field: 'totalRounds', detail: expect.stringMatching(/Round robin has 18 rounds for 10 players/) });
    const single = await updateTournamentSettings(db, created.value, { settings: { system: 'round-robin', double: false, exchangeLastRounds: false } }, 5);
    expect(single).toMatchObject({ ok: true, value: expect.arrayContaining([expect.stringMatching(/rounds 18 → 9/)]) });
    expect((await loadTournament(db, created.value))?.totalRounds).toBe(9);
  });
});
