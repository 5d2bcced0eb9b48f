import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardResult } from '../../src/core/model';
import { addLateEntry, deleteLastRound, loadSnapshot, saveEditedRound, setBoardGames, setResult, setTieBreaks, setWithdrawal, updatePlayer } from '../../src/db/repository';
import type { Snapshot } from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { createPairingClient } from '../../src/worker/client';
import { freshDb, seededEvent } from './helpers';

/** Twelve seeded players in a Dutch Swiss of seven rounds, round 1 paired. */
const event = async (db: PairwiseDb): Promise<{ id: number; keys: number[] }> => {
  const seeded = await seededEvent(db, { name: 'Incremental', settings: { system: 'dutch', rules: '2026' }, totalRounds: 7 }, 12);
  expect(await createPairingClient({ inline: db }).send('pair-round', { tournamentId: seeded.id, round: 1, now: 1 })).toMatchObject({ kind: 'done' });
  return seeded;
};

const results: readonly (BoardResult | null)[] = ['white-wins', 'draw', 'black-wins', 'white-wins-forfeit', null];

/** What the TO does between two reads of the snapshot (indices are taken modulo what exists). */
type Step =
  | { readonly kind: 'result'; readonly round: number; readonly board: number; readonly result: number }
  | { readonly kind: 'board-games'; readonly round: number; readonly board: number; readonly result: number }
  | { readonly kind: 'finish-and-pair' }
  | { readonly kind: 'edit-pairing'; readonly board: number }
  | { readonly kind: 'delete-round' }
  | { readonly kind: 'late-entry'; readonly n: number }
  | { readonly kind: 'withdraw'; readonly player: number }
  | { readonly kind: 'rename'; readonly player: number; readonly n: number }
  | { readonly kind: 'tie-breaks' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('result' as const), round: fc.nat(6), board: fc.nat(7), result: fc.nat(results.length - 1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('board-games' as const), round: fc.nat(6), board: fc.nat(7), result: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'finish-and-pair' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit-pairing' as const), board: fc.nat(7) }) },
  fc.constant({ kind: 'delete-round' as const }),
  fc.record({ kind: fc.constant('late-entry' as const), n: fc.nat(1000) }),
  fc.record({ kind: fc.constant('withdraw' as const), player: fc.nat(20) }),
  fc.record({ kind: fc.constant('rename' as const), player: fc.nat(20), n: fc.nat(1000) }),
  fc.constant({ kind: 'tie-breaks' as const }),
);

/** Applies one step (refused steps are fine: they change nothing, and the reads must agree still). */
const apply = async (db: PairwiseDb, id: number, s: Step, now: number, current: Snapshot): Promise<void> => {
  const rounds = current.tournament.rounds;
  const on = (round: number, board: number) => {
    const r = rounds[round % Math.max(1, rounds.length)];
    const p = r?.pairings[board % Math.max(1, r.pairings.length)];
    return r && p ? { round: r.number, board: p.board } : null;
  };
  const keys = [...current.playerRows.values()].map((p) => p.id);
  switch (s.kind) {
    case 'result': {
      const at = on(s.round, s.board);
      if (at) await setResult(db, id, at.round, at.board, 0, results[s.result]!, now);
      return;
    }
    case 'board-games': {
      const at = on(s.round, s.board);
      if (at) await setBoardGames(db, id, at.round, at.board, [(['white-wins', 'draw', 'black-wins'] as const)[s.result]!], now, 'typed');
      return;
    }
    case 'finish-and-pair': {
      const last = rounds[rounds.length - 1];
      for (const p of last?.pairings ?? []) if (p.games[0] === null) await setResult(db, id, last!.number, p.board, 0, 'draw', now);
      await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round: rounds.length + 1, now });
      return;
    }
    case 'edit-pairing': {
      // The TO swaps the colours on one board of the latest round by hand (refused once it has a result).
      const last = rounds[rounds.length - 1];
      const swapped = last?.pairings[s.board % Math.max(1, last.pairings.length)];
      if (last && swapped) {
        const pairings = last.pairings.map((p) => (p === swapped ? { ...p, white: p.black, black: p.white } : p));
        await saveEditedRound(db, id, { ...last, pairings }, `board ${swapped.board}: colours swapped`, [], now);
      }
      return;
    }
    case 'delete-round': await deleteLastRound(db, id, now); return;
    case 'late-entry': await addLateEntry(db, id, { name: `Late ${s.n}`, rating: 1500 + s.n }, 'Z', now); return;
    case 'withdraw': if (keys.length > 0) await setWithdrawal(db, keys[s.player % keys.length]!, rounds.length + 1, now); return;
    case 'rename': {
      const row = keys.length > 0 ? [...current.playerRows.values()][s.player % keys.length]! : null;
      if (row) await updatePlayer(db, row.id, { name: `Renamed ${s.n}`, rating: row.rating }, now);
      return;
    }
    case 'tie-breaks': await setTieBreaks(db, id, ['BH', 'DE'], () => true, now); return;
  }
};

describe('the snapshot read again after a change', () => {
  it('is what a full read gives, whatever the TO did in between; after results it keeps the players and the other rounds', async () => {
    let kept = 0;
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
      const db = freshDb();
      const { id } = await event(db);
      let previous = (await loadSnapshot(db, id))!;
      let now = 10;
      for (const s of steps) {
        await apply(db, id, s, now++, previous);
        const again = (await loadSnapshot(db, id, previous))!;
        expect(again).toEqual((await loadSnapshot(db, id))!);
        if (again.tournament.players === previous.tournament.players) kept++;
        previous = again;
      }
    }), { numRuns: 30, seed: 27 });
    // The point of it: results read one round again (the players kept as they were).
    expect(kept).toBeGreaterThan(20);
  }, 120_000);

  it('reads only the round a result changed, or the round just paired: the other rounds stay the same objects', async () => {
    const db = freshDb();
    const { id } = await event(db);
    const client = createPairingClient({ inline: db });
    for (let b = 1; b <= 6; b++) await setResult(db, id, 1, b, 0, 'draw', 2);
    const played = (await loadSnapshot(db, id))!;
    expect(await client.send('pair-round', { tournamentId: id, round: 2, now: 3 })).toMatchObject({ kind: 'done' });
    const before = (await loadSnapshot(db, id, played))!;
    expect(before.tournament.rounds[0]).toBe(played.tournament.rounds[0]);
    expect(before.tournament.players).toBe(played.tournament.players);
    expect(before.tournament.rounds[1]!.pairings).toHaveLength(6);
    expect(before.row.status).toBe('running');
    await setResult(db, id, 2, 3, 0, 'white-wins', 4);
    const after = (await loadSnapshot(db, id, before))!;
    expect(after.tournament.rounds[0]).toBe(before.tournament.rounds[0]);
    expect(after.tournament.players).toBe(before.tournament.players);
    expect(after.tournament.rounds[1]).not.toBe(before.tournament.rounds[1]);
    expect(after.tournament.rounds[1]!.pairings.find((p) => p.board === 3)!.games).toEqual(['white-wins']);
    expect(after.revision).toBe(before.revision + 1);
    // Any other change reads everything again.
    const renamed = await updatePlayer(db, [...after.playerRows.values()][0]!.id, { name: 'Someone Else', rating: 2400 }, 5);
    expect(renamed).toMatchObject({ ok: true });
    const full = (await loadSnapshot(db, id, after))!;
    expect(full.tournament.players).not.toBe(after.tournament.players);
    expect(full.tournament.players[0]!.name).toBe('Someone Else');
  });
});
