import { describe, expect, it } from 'vitest';
import { loadSnapshot, loadTournament, setResult } from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import { systemFor } from '../../src/core/systems';
import { createPairAhead, pairAheadUpTo, roundToPairAhead } from '../../src/worker/pairAhead';
import { createSnapshotCache } from '../../src/worker/snapshotCache';
import { createPairingClient } from '../../src/worker/client';
import { freshDb, seededEvent } from '../db/helpers';

/** Eight seeded Dutch players, 4 rounds, round 1 paired by the worker. */
const openWithRoundOne = async (db: PairwiseDb): Promise<number> => {
  const { id } = await seededEvent(db, { name: 'Ahead', settings: { system: 'dutch', rules: '2026' }, totalRounds: 4 }, 8);
  expect(await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round: 1, now: 1 })).toMatchObject({ kind: 'done' });
  return id;
};

const finish = async (db: PairwiseDb, id: number, round: number): Promise<void> => {
  const boards = (await loadTournament(db, id))!.rounds[round - 1]!.pairings.length;
  for (let b = 1; b <= boards; b++) await setResult(db, id, round, b, 0, b % 2 ? 'white-wins' : 'draw', 2);
};

describe('pairing the next round ahead, before the click', () => {
  it('pairs only once every result of the latest round is in', async () => {
    const db = freshDb();
    const id = await openWithRoundOne(db);
    const ahead = createPairAhead();
    const load = createSnapshotCache(db);
    const missing = (await load(id))!;
    expect(roundToPairAhead(missing)).toBeNull();
    expect(ahead.pair(missing)).toBe(false);
    await finish(db, id, 1);
    const complete = (await load(id))!;
    expect(roundToPairAhead(complete)).toBe(2);
    expect(ahead.pair(complete)).toBe(true);
  });

  it('leaves a big round to the click, where its progress shows and it can be cancelled', async () => {
    const db = freshDb();
    const { id } = await seededEvent(db, { name: 'Big', settings: { system: 'dutch', rules: '2026' }, totalRounds: 4 }, 4);
    const small = (await createSnapshotCache(db)(id))!;
    expect(roundToPairAhead(small)).toBe(1);
    // The same event with one player more than the limit: not paired ahead.
    const players = Array.from({ length: pairAheadUpTo + 1 }, (_, i) => ({ ...small.tournament.players[0]!, id: (i + 1) as never, name: `P${i + 1}` }));
    const big = { ...small, tournament: { ...small.tournament, players } };
    expect(roundToPairAhead(big)).toBeNull();
    expect(createPairAhead().pair(big)).toBe(false);
  });

  it('hands out the round it paired only for the snapshot it paired it from, and only once', async () => {
    const db = freshDb();
    const id = await openWithRoundOne(db);
    await finish(db, id, 1);
    const load = createSnapshotCache(db);
    const s = (await load(id))!;
    const ahead = createPairAhead();
    ahead.pair(s);
    // The same stored version: the cache gives the same snapshot, and the round paired ahead is the one the click would pair.
    expect(await load(id)).toBe(s);
    expect(ahead.take(s, 3)).toBeUndefined();
    expect(ahead.take(s, 2)).toEqual(systemFor(s.tournament.settings).pairNextRound(s.tournament));
    expect(ahead.take(s, 2)).toBeUndefined();
    // A result corrected since: a new snapshot, nothing paired ahead for it.
    ahead.pair(s);
    await setResult(db, id, 1, 1, 0, 'black-wins', 5);
    const changed = (await load(id))!;
    expect(changed).not.toBe(s);
    expect(ahead.take(changed, 2)).toBeUndefined();
    expect(await loadSnapshot(db, id)).toBeDefined();
  });

  it('stores the round the corrected results give when a result changes after the round was paired ahead', async () => {
    const play = async (correctAfterWarm: boolean): Promise<unknown> => {
      const db = freshDb();
      const id = await openWithRoundOne(db);
      const client = createPairingClient({ inline: db });
      await finish(db, id, 1);
      if (!correctAfterWarm) await setResult(db, id, 1, 2, 0, 'black-wins', 6);
      expect(await client.send('warm', { tournamentId: id })).toMatchObject({ kind: 'done', revision: expect.any(Number) });
      if (correctAfterWarm) await setResult(db, id, 1, 2, 0, 'black-wins', 6);
      expect(await client.send('pair-round', { tournamentId: id, round: 2, now: 7 })).toMatchObject({ kind: 'done' });
      return (await loadTournament(db, id))!.rounds[1]!.pairings.map((p) => [p.white, p.black]);
    };
    expect(await play(true)).toEqual(await play(false));
  });
});
