import { describe, expect, it } from 'vitest';
import {
  addPlayer, changeSystemState, createLadder, createTournament, loadSnapshot, loadSystemState, lockSeeding, saveRound, setResult,
} from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/schema';
import type { BoardResult } from '../../src/core/model';
import { engineSwissSystem, firstPlace, openingOrderFor } from '../../src/core/systems/engine-swiss';
import { ladderStart, ladderView, nextGame, recordResult, restoreLadder } from '../../src/core/systems/ladder';
import { createPairingClient } from '../../src/worker/client';
import { engineSwissFromForm, openingsKind, roundOpenings } from '../../src/ui/features/engine-swiss/settings';
import { auditLog, freshDb } from '../db/helpers';

const form = (fields: Record<string, string>): FormData => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

const base = { gamesPerMatch: '2', seedGroupCount: '1', allowExtraPairsOnTie: 'on', uniquePerMatchOnly: 'on' };
const list = ['1. e4 e5', '1. d4 d5', '1. c4 e5', '1. Nf3 d5', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', '1. e4 c5'];

describe('engine Swiss options from the creation form', () => {
  it('refuses an odd games-per-match and names the first bad opening line', () => {
    expect(engineSwissFromForm(form({ ...base, gamesPerMatch: '3' }), 1)).toMatchObject({ ok: false, field: 'Games per match' });
    expect(engineSwissFromForm(form({ ...base, seedGroupCount: '0' }), 1)).toMatchObject({ ok: false, field: 'Seed groups' });
    const bad = engineSwissFromForm(form({ ...base, openings: '1. e4 e5\n\n1. Zz9 e5\n' }), 1);
    expect(bad).toMatchObject({ ok: false, field: 'Openings' });
    expect(!bad.ok && bad.detail).toContain('line 3');
  });

  it('fixes the opening order once: shuffled from the tournament seed with RandomOpenings, the list order without', () => {
    const shuffled = engineSwissFromForm(form({ ...base, randomOpenings: 'on', openings: list.join('\n') }), 99);
    if (!shuffled.ok) throw new Error(shuffled.detail);
    expect(shuffled.settings).toMatchObject({ system: 'engine-swiss', gamesPerMatch: 2, randomOpenings: true, openings: list });
    const order = (shuffled.systemStates[0]?.state as { order: number[] }).order;
    expect(shuffled.systemStates[0]?.kind).toBe(openingsKind);
    expect(order.slice().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(order).toEqual(openingOrderFor(6, true, 99));
    const plain = engineSwissFromForm(form({ ...base, openings: list.join('\n') }), 99);
    expect(plain.ok && (plain.systemStates[0]?.state as { order: number[] }).order).toEqual([0, 1, 2, 3, 4, 5]);
    // No list: nothing to store.
    expect(engineSwissFromForm(form(base), 99)).toMatchObject({ ok: true, systemStates: [] });
  });
});

const engineEvent = async (db: PairwiseDb, fields: Record<string, string>, players: number, rounds: number, seed = 5): Promise<number> => {
  const parsed = engineSwissFromForm(form(fields), seed);
  if (!parsed.ok) throw new Error(parsed.detail);
  const t = await createTournament(db, { name: 'Engines', settings: parsed.settings, totalRounds: rounds }, seed, 0, parsed.systemStates);
  if (!t.ok) throw new Error(t.detail);
  const keys: number[] = [];
  for (let i = 0; i < players; i++) {
    const k = await addPlayer(db, t.value, { name: `E${i + 1}`, rating: 3500 - 10 * i }, 0);
    if (k.ok) keys.push(k.value);
  }
  await lockSeeding(db, t.value, keys, 'test', 0);
  return t.value;
};

describe('engine Swiss through the repository', () => {
  it('stores the opening order with the tournament in one transaction, and the rounds play the stored order', async () => {
    const db = freshDb();
    const id = await engineEvent(db, { ...base, randomOpenings: 'on', openings: list.join('\n') }, 4, 2);
    const stored = await loadSystemState(db, id, openingsKind);
    expect(stored).toEqual({ version: 1, order: openingOrderFor(6, true, 5) });
    expect((await auditLog(db, id))[0]?.action).toBe('create-tournament');
    await createPairingClient({ inline: db }).send('pair-round', { tournamentId: id, round: 1, now: 1 });
    const snap = await loadSnapshot(db, id);
    if (!snap) throw new Error('no snapshot');
    // UniquePerMatchOnly: both boards of round 1 play the first opening of the stored order.
    const first = list[openingOrderFor(6, true, 5)[0]!];
    expect([...(roundOpenings(snap.tournament, stored, 1)?.values() ?? [])]).toEqual([[first], [first]]);
    // A stored order wins over recomputing it (a later code change cannot reshuffle a running event).
    expect([...(roundOpenings(snap.tournament, { version: 1, order: [5, 4, 3, 2, 1, 0] }, 1)?.values() ?? [])]).toEqual([[list[5]], [list[5]]]);
  });

  it('a tie for first between two engines after 4-game matches is settled by an extra pair of two games', async () => {
    const db = freshDb();
    const id = await engineEvent(db, { ...base, gamesPerMatch: '4' }, 4, 2);
    const client = createPairingClient({ inline: db });
    // Round 1: the first-game White of each board wins all four games (colours swap every game).
    await client.send('pair-round', { tournamentId: id, round: 1, now: 1 });
    const win: BoardResult[] = ['white-wins', 'black-wins', 'white-wins', 'black-wins'];
    for (const board of [1, 2]) for (const [g, r] of win.entries()) await setResult(db, id, 1, board, g, r, 2);
    // Round 2: every game drawn, so the two round-1 winners tie for first.
    await client.send('pair-round', { tournamentId: id, round: 2, now: 3 });
    for (const board of [1, 2]) for (let g = 0; g < 4; g++) await setResult(db, id, 2, board, g, 'draw', 4);
    const snap = await loadSnapshot(db, id);
    if (!snap || snap.tournament.settings.system !== 'engine-swiss') throw new Error('no snapshot');
    const tie = firstPlace(snap.tournament, snap.tournament.settings);
    expect(tie).toMatchObject({ kind: 'extra-pair', pairsPlayed: 0, inProgress: false });
    const proposed = engineSwissSystem.pairNextRound(snap.tournament);
    if (!proposed.ok) throw new Error(proposed.detail);
    expect(await saveRound(db, id, 3, proposed.round, 5, snap.revision)).toEqual({ ok: true, value: undefined });
    const after = await loadSnapshot(db, id);
    const extra = after?.tournament.rounds[2];
    expect(extra?.pairings).toHaveLength(1);
    expect(extra?.pairings[0]?.games).toEqual([null, null]);
    // The extra pair's White of game 1 wins both games: the tie is settled.
    await setResult(db, id, 3, 1, 0, 'white-wins', 6);
    await setResult(db, id, 3, 1, 1, 'black-wins', 6);
    const done = await loadSnapshot(db, id);
    if (!done || done.tournament.settings.system !== 'engine-swiss') throw new Error('no snapshot');
    expect(firstPlace(done.tournament, done.tournament.settings)).toMatchObject({ kind: 'won-on-extra-pairs', winner: extra?.pairings[0]?.white, pairsPlayed: 1 });
  });
});

describe('ladder state in the database', () => {
  const ranking = ['A', 'B', 'C', 'D', 'E', 'F'];
  const params = { regionSize: 3, minGamesToDrop: 2, unparkThreshold: 1 };

  it('plays game by game, one transaction and one audit row each; a stale or bad step writes nothing', async () => {
    const db = freshDb();
    const started = ladderStart(ranking, params);
    if (!started.ok) throw new Error(started.detail);
    const created = await createLadder(db, 'Ladder', started.state, ranking.length, 0);
    if (!created.ok) throw new Error(created.detail);
    const id = created.value;
    let direct = started.state;
    for (let n = 1; ; n++) {
      const g = nextGame(direct);
      if (g.kind === 'finished') break;
      const result = n % 3 === 0 ? 'draw' : 'white-wins';
      const r = await changeSystemState(db, id, 'ladder', 'ladder-result', (cur) => {
        const s = restoreLadder(cur);
        if (!s.ok) return { ok: false, detail: s.detail };
        const out = recordResult(s.state, g, result);
        return out.ok ? { ok: true, state: out.state, detail: `${g.white}-${g.black}` } : { ok: false, detail: out.detail };
      }, n);
      expect(r.ok).toBe(true);
      const out = recordResult(direct, g, result);
      if (!out.ok) throw new Error(out.detail);
      direct = out.state;
    }
    const stored = restoreLadder(await loadSystemState(db, id, 'ladder'));
    expect(stored.ok && ladderView(stored.state)).toEqual(ladderView(direct));
    expect(ladderView(direct).finished).toBe(true);
    const audits = await db.audit.where('tournamentId').equals(id).count();
    expect(audits).toBe(1 + direct.games.length);
    // A refused step: nothing written, no audit row.
    const before = await loadSystemState(db, id, 'ladder');
    const refused = await changeSystemState(db, id, 'ladder', 'ladder-result', () => ({ ok: false, detail: 'the ladder is finished' }), 99);
    expect(refused).toMatchObject({ ok: false, reason: 'invalid-input', detail: 'the ladder is finished' });
    expect(await loadSystemState(db, id, 'ladder')).toEqual(before);
    expect(await db.audit.where('tournamentId').equals(id).count()).toBe(audits);
  });

  it('refuses a ladder without a name', async () => {
    const started = ladderStart(ranking, params);
    if (!started.ok) throw new Error(started.detail);
    expect(await createLadder(freshDb(), '  ', started.state, 6, 0)).toMatchObject({ ok: false, field: 'name' });
  });
});
