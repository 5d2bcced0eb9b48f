import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { startHub } from '../../src/cli/hub/server';
import { verifierOf } from '../../src/cli/hub/codes';
import type { HubLogEntry } from '../../src/cli/hub/log';
import type { RunningHub } from '../../src/cli/hub/server';
import { connect } from './connect';
import type { Device } from './connect';
import { publishRound } from './official';

/**
 * Hostile players on the venue Wi-Fi, each with a real personal code, against a real hub on
 * loopback: what the trial did with the players' shared code (forged both reports of a board,
 * rewrote another phone's report, forged a drop, wrote the official tournament, flooded the hub
 * with documents) is refused by the hub itself, logged with its reason, and the hub goes on.
 */
const event = '77';
const now = 1_800_000_000_000;

describe('the hub enforces who may write what', () => {
  let dir: string;
  let hub: RunningHub;
  let log: HubLogEntry[];
  const devices: Device[] = [];
  const open = (name: string, token: string): Device => {
    const d = connect(hub.port, name, token);
    devices.push(d);
    return d;
  };
  /** What the hub holds now, read by a fresh chief connection (an empty Yjs document when the hub holds none: nothing was ever written). */
  const held = async (name: string): Promise<{ doc: Y.Doc }> => {
    const d = open(name, hub.codes.chief);
    const answer = await Promise.race([d.synced.then(() => 'synced'), d.refused]);
    if (answer === 'synced') return d;
    expect(answer).toBe(`document: ${name} has not been published`);
    return { doc: new Y.Doc() };
  };
  const refusedWith = (text: string) => log.filter((l) => l.event === 'refused' && l.detail?.includes(text));
  const until = async (f: () => boolean): Promise<void> => {
    for (let i = 0; i < 200 && !f(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pairwise-hub-rules-'));
    log = [];
    hub = await startHub({ dir, appDir: dir, version: '0.1.0', port: 0, host: '127.0.0.1', now: () => now, log: (l) => void log.push(l) });
    // The chief publishes round 2: board 1 is 1 v 2, board 2 is 3 v 4.
    const chief = open(`official/${event}`, hub.codes.chief);
    await chief.synced;
    publishRound(chief.doc, event, 2, [[1, 1, 2], [2, 3, 4]]);
    await chief.flushed();
  });
  afterEach(async () => {
    for (const d of devices.splice(0)) d.close();
    await hub.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('takes a player\'s own report of their own board, and their own request to drop', async () => {
    const phone = open(`proposals/${event}/1`, hub.codes.playerCode(event, 1));
    await phone.synced;
    phone.doc.getMap('reports').set('2:1', { result: 'white-wins', at: now, rank: 1 });
    phone.doc.getMap('drop').set('drop', { rank: 1, at: now });
    await phone.flushed();
    const seen = await held(`proposals/${event}/1`);
    expect(seen.doc.getMap('reports').get('2:1')).toEqual({ result: 'white-wins', at: now, rank: 1 });
    expect(seen.doc.getMap('drop').get('drop')).toEqual({ rank: 1, at: now });
    expect(log).toEqual([]);
  });

  it('refuses both reports of a board forged with one code: a report under another rank, and the other player\'s document', async () => {
    const phone = open(`proposals/${event}/1`, hub.codes.playerCode(event, 1));
    await phone.synced;
    phone.doc.getMap('reports').set('2:1', { result: 'black-wins', at: now, rank: 2 });
    await until(() => refusedWith('player 1 reported as player 2').length > 0);
    expect(refusedWith('player 1 reported as player 2')).toHaveLength(1);
    expect(await open(`proposals/${event}/2`, hub.codes.playerCode(event, 1)).refused).toMatch(/may not open proposals documents of others/);
    expect((await held(`proposals/${event}/1`)).doc.getMap('reports').size).toBe(0);
    expect(log.find((l) => l.event === 'refused' && l.document === `proposals/${event}/2`)).toMatchObject({ reason: 'access', detail: expect.stringContaining('player player 1') });
  });

  it('refuses rewriting another phone\'s report, and a report for a board the player does not sit at, or dated ahead', async () => {
    // The victim reports.
    const victim = open(`proposals/${event}/3`, hub.codes.playerCode(event, 3));
    await victim.synced;
    victim.doc.getMap('reports').set('2:2', { result: 'white-wins', at: now, rank: 3 });
    await victim.flushed();
    // The attacker (player 4, the victim's opponent) cannot open it, neither for reading nor writing.
    expect(await open(`proposals/${event}/3`, hub.codes.playerCode(event, 4)).refused).toMatch(/may not open/);
    // Player 4 reporting board 1 (not theirs), or with tomorrow's clock: refused.
    const attacker = open(`proposals/${event}/4`, hub.codes.playerCode(event, 4));
    await attacker.synced;
    attacker.doc.getMap('reports').set('2:1', { result: 'black-wins', at: now, rank: 4 });
    await until(() => refusedWith('does not play on board 1').length > 0);
    const again = open(`proposals/${event}/4`, hub.codes.playerCode(event, 4));
    await again.synced;
    again.doc.getMap('reports').set('2:2', { result: 'black-wins', at: now + 86_400_000, rank: 4 });
    await until(() => refusedWith('minutes ahead').length > 0);
    expect(refusedWith('does not play on board 1')).toHaveLength(1);
    expect(refusedWith('1440 minutes ahead of the hub\'s')).toHaveLength(1);
    expect((await held(`proposals/${event}/3`)).doc.getMap('reports').get('2:2')).toEqual({ result: 'white-wins', at: now, rank: 3 });
    expect((await held(`proposals/${event}/4`)).doc.getMap('reports').size).toBe(0);
  });

  it('refuses a forged drop of the top seed', async () => {
    const phone = open(`proposals/${event}/4`, hub.codes.playerCode(event, 4));
    await phone.synced;
    phone.doc.getMap('drop').set('drop', { rank: 1, at: now });
    await until(() => refusedWith('player 4 asked to drop player 1').length > 0);
    expect(refusedWith('player 4 asked to drop player 1')).toHaveLength(1);
    expect((await held(`proposals/${event}/4`)).doc.getMap('drop').size).toBe(0);
  });

  it('refuses a player\'s code writing the official tournament, its meta or the directory, and a made-up code', async () => {
    const phone = open(`official/${event}`, hub.codes.playerCode(event, 1));
    await phone.synced;
    phone.doc.getMap('official').set('meta', JSON.stringify({ event, name: 'Hacked', round: 2 }));
    phone.doc.getMap('decisions').set('2:1', { result: 'black-wins', at: now + 86_400_000 });
    await until(() => refusedWith('may only read the official tournament').length > 0);
    expect(refusedWith('may only read the official tournament').length).toBeGreaterThan(0);
    const official = await held(`official/${event}`);
    expect(JSON.parse(official.doc.getMap('official').get('meta') as string)).toMatchObject({ name: `Event ${event}` });
    expect(official.doc.getMap('decisions').size).toBe(0);
    expect(await open('directory', hub.codes.playerCode(event, 1)).refused).toMatch(/may not open directory documents/);
    expect(await open(`proposals/${event}/1`, `p.${event}.1.AAAAAAAAAAAAAAAAAAAAAA`).refused).toMatch(/not one of this hub's/);
  });

  it('keeps a verifier of each player\'s code for the online relay, which only the chief reads, and takes only verifiers and the relay\'s address', async () => {
    const chief = open(`online/${event}`, hub.codes.chief);
    await chief.synced;
    await until(() => chief.doc.getMap('verifiers').size === 4);
    for (const rank of [1, 2, 3, 4]) expect(chief.doc.getMap('verifiers').get(String(rank))).toBe(verifierOf(hub.codes.playerCode(event, rank)));
    // A verifier is no code: the code sheet's code is not in the document.
    expect(JSON.stringify(chief.doc.getMap('verifiers').toJSON())).not.toContain(hub.codes.playerCode(event, 1).split('.')[3]);
    chief.doc.getMap('relay').set('address', 'https://relay.example.org');
    await chief.flushed();
    expect(await open(`online/${event}`, hub.codes.playerCode(event, 1)).refused).toMatch(/may not open online documents/);
    // Anything else in it closes the connection, as every write rule does.
    chief.doc.getMap('relay').set('address', 'javascript:alert(1)');
    await until(() => refusedWith('keep only the relay').length > 0 || refusedWith('keeps only the relay').length > 0);
    expect(refusedWith('the online settings keep only the relay\'s address')).toHaveLength(1);
    expect((await held(`online/${event}`)).doc.getMap('relay').get('address')).toBe('https://relay.example.org');
  });

  it('refuses 1,000 spam documents: a player\'s code makes none, and the directory still lists only real phones', async () => {
    const code = hub.codes.playerCode(event, 1);
    const spam = Array.from({ length: 1000 }, (_, i) => i % 2 === 0 ? `proposals/${event}/${i + 10}` : `official/spam${i}`);
    const answers = await Promise.all(spam.map(async (name) => {
      const d = connect(hub.port, name, code);
      const why = await Promise.race([d.refused, d.synced.then(() => 'synced')]);
      d.close();
      return why;
    }));
    expect(answers.filter((a) => a === 'synced')).toEqual([]);
    expect(log.filter((l) => l.event === 'refused' && l.reason === 'access')).toHaveLength(1000);
    const real = open(`proposals/${event}/1`, code);
    await real.synced;
    const directory = await held('directory');
    await until(() => directory.doc.getMap('documents').size === 1);
    expect([...directory.doc.getMap('documents').keys()]).toEqual([`proposals/${event}/1`]);
    const events = await held('events');
    expect([...events.doc.getMap('events').keys()]).toEqual([`official/${event}`]);
  });

  it('refuses a payload of its own in a player\'s document, and a revoked deputy is cut off at once', async () => {
    const phone = open(`proposals/${event}/1`, hub.codes.playerCode(event, 1));
    await phone.synced;
    phone.doc.getMap('junk').set('x', 'y'.repeat(1000));
    await until(() => refusedWith('a proposals document holds only reports and drop').length > 0);
    expect(refusedWith('a proposals document holds only reports and drop')).toHaveLength(1);
    const anna = await hub.codes.addDeputy('Anna');
    const laptop = open(`entries/${event}/${anna.id}`, anna.code);
    await laptop.synced;
    const closed = new Promise<void>((resolve) => laptop.doc.on('destroy', () => resolve()));
    void closed;
    const res = await fetch(`http://127.0.0.1:${hub.port}/hub/deputies/${anna.id}/revoke`, { method: 'POST', headers: { origin: `http://127.0.0.1:${hub.port}` }, redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(await open(`entries/${event}/${anna.id}`, anna.code).refused).toMatch(/revoked/);
    // A form from another site open in the chief's browser is refused.
    const forged = await fetch(`http://127.0.0.1:${hub.port}/hub/deputies`, { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Mallory', redirect: 'manual' });
    expect(forged.status).toBe(403);
    expect(hub.codes.deputies().map((d) => d.name)).toEqual(['Anna']);
  });
});
