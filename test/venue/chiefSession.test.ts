// y-dexie watches its updates with Dexie's liveQuery, which needs IndexedDB as a global.
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHub } from '../../src/cli/hub/server';
import type { RunningHub } from '../../src/cli/hub/server';
import { loadAudit, loadSnapshot, saveRound } from '../../src/db/repository';
import { openDb } from '../../src/db/schema';
import type { PairwiseDb } from '../../src/db/schema';
import { startChiefSession } from '../../src/venue/chief';
import type { ChiefSession } from '../../src/venue/chief';
import * as documents from '../../src/venue/documents';
import { makeLink } from '../../src/venue/link';
import type { Link } from '../../src/venue/link';
import { connect } from '../hub/connect';
import type { Device } from '../hub/connect';
import { seededEvent } from '../db/helpers';

/**
 * The chief arbiter's session (src/venue/chief.ts) with no React: a real hub on loopback, the
 * chief's database in fake-indexeddb, deputies and phones as Node Yjs clients. It publishes the
 * tournament, takes what the deputies agree on with its source, shows a board whose entries
 * differ as disputed (no result, not in the standings) until the chief decides, and records a
 * write that fails instead of dropping it.
 */
let n = 0;
describe('the chief arbiter\'s venue session', () => {
  let dir: string;
  let hub: RunningHub;
  let db: PairwiseDb;
  let link: Link;
  let session: ChiefSession | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const devices: Device[] = [];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pairwise-chief-'));
    hub = await startHub({ dir, appDir: dir, version: '0.1.0', port: 0, host: '127.0.0.1', log: () => {} });
    db = openDb(`chief-session-${++n}`);
    link = makeLink(() => db, '0.1.0', { WebSocketPolyfill: WebSocket });
  });
  afterEach(async () => {
    clearInterval(timer);
    session?.close();
    for (const d of devices.splice(0)) d.close();
    link.disconnect();
    await hub.close();
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A 4-player event, round 1 paired (1 v 3, 2 v 4... as given), the session following it. */
  const start = async () => {
    const { id } = await seededEvent(db, { name: 'Club Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 3 }, 4);
    const saved = await saveRound(db, id, 1, { pairs: [{ white: 1 as never, black: 3 as never }, { white: 4 as never, black: 2 as never }], byes: [], notes: [] }, 1);
    if (!saved.ok) throw new Error(saved.detail);
    const join = { hub: `http://127.0.0.1:${hub.port}`, token: hub.codes.chief, role: 'chief' as const, device: 'chieflaptop00001' };
    session = startChiefSession({ link, join, db, retryDelays: [10, 10] });
    const feed = async (): Promise<void> => session!.setSnapshot((await loadSnapshot(db, id))!);
    // The app passes each new snapshot as its live query sees it; here, every 50 ms.
    timer = setInterval(() => void feed(), 50);
    await feed();
    // A hall screen opens the event once the hub lists it (as the app's venue screen does).
    const events = connect(hub.port, 'events', 'spectator');
    devices.push(events);
    await events.synced;
    await expect.poll(() => events.doc.getMap('events').has(`official/${id}`), { timeout: 10_000 }).toBe(true);
    const reader = connect(hub.port, `official/${id}`, 'spectator');
    devices.push(reader);
    await expect.poll(async () => (await reader.synced, documents.official.read(reader.doc)?.rounds.length), { timeout: 10_000 }).toBe(1);
    return { id, reader };
  };
  const deputy = async (id: number, name: string): Promise<Device> => {
    const d = await hub.codes.addDeputy(name);
    const laptop = connect(hub.port, `entries/${id}/${d.id}`, d.code);
    devices.push(laptop);
    await laptop.synced;
    return laptop;
  };

  it('publishes the tournament and takes a deputy\'s result into it, audited with the deputy\'s name', async () => {
    const { id, reader } = await start();
    const anna = await deputy(id, 'Deputy Anna');
    anna.doc.getMap('results').set('1:1', { result: 'white-wins', at: Date.now() });
    await expect.poll(async () => (await loadSnapshot(db, id))!.tournament.rounds[0]!.pairings[0]!.games[0], { timeout: 10_000 }).toBe('white-wins');
    const audit = await loadAudit(db, id);
    expect(audit[0]!.result).toMatchObject({ round: 1, board: 1, result: 'white-wins', source: { person: 'Deputy Anna', role: 'arbiter' } });
    await expect.poll(() => documents.official.read(reader.doc)?.rounds[0]?.boards[0]?.result, { timeout: 10_000 }).toBe('white-wins');
    await expect.poll(() => documents.official.read(reader.doc)?.standings.find((s) => s.rank === 1)?.points, { timeout: 10_000 }).toBe('1.0');
  });

  it('shows a board whose deputies differ as disputed, with no result and not in the standings, until the chief decides', async () => {
    const { id, reader } = await start();
    const anna = await deputy(id, 'Deputy Anna');
    const ben = await deputy(id, 'Deputy Ben');
    anna.doc.getMap('results').set('1:1', { result: 'white-wins', at: Date.now() });
    ben.doc.getMap('results').set('1:1', { result: 'black-wins', at: Date.now() });
    await expect.poll(() => session!.state().blocks, { timeout: 10_000 }).toBe('Board 1 has differing results from the venue\'s laptops: decide it first.');
    const conflict = session!.state().boards.find((b) => b.board === 1)!;
    // Each deputy's word once, by name; the result taken from Anna is not a second word of the chief's.
    expect(conflict.kind === 'conflict' && [...conflict.entries].map(([w, r]) => `${session!.state().writers.get(w)} ${r}`).sort()).toEqual(['Deputy Anna white-wins', 'Deputy Ben black-wins']);
    await expect.poll(() => documents.official.read(reader.doc)?.rounds[0]?.boards[0], { timeout: 10_000 }).toMatchObject({ result: null, disputed: true });
    expect(documents.official.read(reader.doc)?.standings.find((s) => s.rank === 1)?.points).toBe('0.0');
    await session!.decide(1, 'black-wins');
    // The board as decided: its result, no longer disputed (its phone lines aside).
    const boardOne = () => {
      const b = documents.official.read(reader.doc)?.rounds[0]?.boards[0];
      if (b === undefined) return b;
      const { why: _why, ...rest } = b;
      return rest;
    };
    await expect.poll(boardOne, { timeout: 10_000 }).toEqual({ board: 1, first: 1, second: 3, result: 'black-wins' });
    expect(session!.state().blocks).toBeNull();
    const decided = (await loadAudit(db, id)).find((a) => a.result?.result === 'black-wins');
    expect(decided?.result?.source?.role).toMatch(/^decided between (Deputy Anna 1-0 and Deputy Ben 0-1|Deputy Ben 0-1 and Deputy Anna 1-0)$/);
  });

  it('records a result it could not take (the board changed meanwhile) instead of dropping it', async () => {
    const { id } = await start();
    const anna = await deputy(id, 'Deputy Anna');
    // The round is paired again in another tab, before this session has seen it: board 2 is now
    // other players, and the deputy's entry for the board it knew arrives.
    clearInterval(timer);
    await db.pairings.where({ tournamentId: id, round: 1, board: 2 }).modify({ white: 2, black: 4 });
    anna.doc.getMap('results').set('1:2', { result: 'draw', at: Date.now() });
    await expect.poll(() => session!.state().failures.map((f) => f.board), { timeout: 10_000 }).toEqual([2]);
    expect(session!.state().failures[0]!.reason).toMatch(/paired again/);
  });
});
