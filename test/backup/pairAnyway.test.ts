import { describe, expect, it } from 'vitest';
import { loadTournament, setResult } from '../../src/db/repository';
import { createPairingClient } from '../../src/worker/client';
import { dump, freshDb, seededEvent } from '../db/helpers';

describe('pairing while results are missing', () => {
  it('is refused unless the TO confirms; confirmed, the round is paired and the open game stays open', async () => {
    const db = freshDb();
    const { id } = await seededEvent(db, { name: 'B', settings: { system: 'burstein' }, totalRounds: 4 }, 6);
    const client = createPairingClient({ inline: db });
    expect(await client.send('pair-round', { tournamentId: id, round: 1, now: 1 })).toMatchObject({ kind: 'done' });
    await setResult(db, id, 1, 1, 0, 'white-wins', 2);
    await setResult(db, id, 1, 2, 0, 'draw', 3);
    const before = await dump(db);
    const refused = await client.send('pair-round', { tournamentId: id, round: 2, now: 4 });
    expect(refused).toMatchObject({ kind: 'failed', error: { reason: 'results-missing', detail: 'Round 1 still needs results on board(s) 3.' } });
    expect(await dump(db)).toEqual(before);
    expect(await client.send('pair-round', { tournamentId: id, round: 2, now: 5, allowMissingResults: true })).toMatchObject({ kind: 'done', round: 2, boards: 3 });
    const after = await loadTournament(db, id);
    expect(after?.rounds).toHaveLength(2);
    expect(after?.rounds[0]?.pairings[2]?.games).toEqual([null]);
  });
});
