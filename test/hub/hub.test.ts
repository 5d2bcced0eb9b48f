import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codesFile, startHub } from '../../src/cli/hub/server';
import type { RunningHub } from '../../src/cli/hub/server';
import { accessOf, parseDocumentName, relayAccessOf } from '../../src/core/venue/access';
import type { Person } from '../../src/core/venue/access';
import { parseCode } from '../../src/core/venue/codes';
import { connect } from './connect';
import type { Device } from './connect';
import { publishRound } from './official';

describe('who may open which shared document', () => {
  it('reads document names and refuses anything else', () => {
    expect(parseDocumentName('official/8412345678901')).toEqual({ kind: 'official', event: '8412345678901' });
    expect(parseDocumentName('entries/84123/0a1b2c3d')).toEqual({ kind: 'entries', event: '84123', writer: '0a1b2c3d' });
    expect(parseDocumentName('entries/84123/chief')).toEqual({ kind: 'entries', event: '84123', writer: 'chief' });
    expect(parseDocumentName('proposals/84123/17')).toEqual({ kind: 'proposals', event: '84123', rank: 17 });
    expect(parseDocumentName('online/84123')).toEqual({ kind: 'online', event: '84123' });
    for (const bad of ['online/', 'online/1/2', 'official', 'official/', 'official/1/x', 'entries/1', 'entries/1/short', 'entries/1/laptop-2aF9', 'proposals/1/0', 'proposals/1/x', 'other/1', '../official/1', 'official/1 ']) {
      expect(parseDocumentName(bad), bad).toBeNull();
    }
  });

  it('lets only the chief write the official tournament, each arbiter their own entries, each player their own proposals', () => {
    const people: Record<string, Person> = {
      chief: { role: 'chief' }, anna: { role: 'deputy', id: 'aaaaaaaa', name: 'Anna' }, player5: { role: 'player', event: '1', rank: 5 }, spectator: { role: 'spectator' },
    };
    const docs = ['official/1', 'entries/1/chief', 'entries/1/aaaaaaaa', 'entries/1/bbbbbbbb', 'proposals/1/5', 'proposals/1/6', 'proposals/2/5', 'directory', 'events', 'online/1'];
    const table = Object.fromEntries(Object.entries(people).map(([k, p]) => [k, docs.map((d) => accessOf(p, parseDocumentName(d)!)).join(' ')]));
    expect(table).toEqual({
      chief: 'write write read read read read read read read write',
      anna: 'read read write read read read read read read none',
      player5: 'read none none none write none none none read none',
      spectator: 'read none none none none none none none read none',
    });
  });

  it('on the relay: the publish key writes its own event and reads its players\' proposals; a player writes their own proposals; nobody else sees the verifiers', () => {
    const people: Record<string, [Person, string | null]> = {
      key1: [{ role: 'chief' }, '1'], key2: [{ role: 'chief' }, '2'], player5: [{ role: 'player', event: '1', rank: 5 }, '1'],
      otherPlayer: [{ role: 'player', event: '2', rank: 5 }, '2'], spectator: [{ role: 'spectator' }, null],
    };
    const docs = ['official/1', 'proposals/1/5', 'proposals/1/6', 'online/1', 'entries/1/chief', 'directory', 'events'];
    const table = Object.fromEntries(Object.entries(people).map(([k, [p, scope]]) => [k, docs.map((d) => relayAccessOf(p, scope, parseDocumentName(d)!)).join(' ')]));
    expect(table).toEqual({
      key1: 'write read read write none none none',
      key2: 'read none none none none none none',
      player5: 'read write none none none none none',
      otherPlayer: 'read none none none none none none',
      spectator: 'read none none none none none none',
    });
  });

  it('reads a code\'s shape: chief, deputy, one player of one event, or none (a spectator)', () => {
    expect(parseCode('c.AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ role: 'chief', secret: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(parseCode('d.0a1b2c3d.AAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({ role: 'deputy', id: '0a1b2c3d' });
    expect(parseCode('p.84123.17.AAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({ role: 'player', event: '84123', rank: 17 });
    expect(parseCode('spectator')).toEqual({ role: 'spectator' });
    for (const bad of ['chief', 'c.short', 'd.xyz.AAAAAAAAAAAAAAAAAAAAAA', 'p.84123.0.AAAAAAAAAAAAAAAAAAAAAA', 'p.8 4.1.AAAAAAAAAAAAAAAAAAAAAA']) expect(parseCode(bad), bad).toBeNull();
  });
});

describe('the venue hub (pairwise hub), with devices connected over WebSocket', () => {
  let dir: string;
  let hub: RunningHub;
  const devices: Device[] = [];
  const open = (name: string, token: string, version?: string): Device => {
    const d = connect(hub.port, name, token, version);
    devices.push(d);
    return d;
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pairwise-hub-'));
    hub = await startHub({ dir, appDir: dir, version: '0.1.0', port: 0, host: '127.0.0.1', log: () => {} });
  });
  afterEach(async () => {
    for (const d of devices.splice(0)) d.close();
    await hub.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('brings a result entered by a deputy to the chief\'s laptop, under the deputy\'s name', async () => {
    const chief = open('official/77', hub.codes.chief);
    await chief.synced;
    publishRound(chief.doc, '77', 3, [[12, 23, 24]]);
    await chief.flushed();
    const anna = await hub.codes.addDeputy('Deputy Anna');
    const laptop = open(`entries/77/${anna.id}`, anna.code);
    await laptop.synced;
    laptop.doc.getMap('results').set('3:12', { result: 'white-wins', at: 1 });
    await laptop.flushed();
    const seen = open(`entries/77/${anna.id}`, hub.codes.chief);
    await seen.synced;
    expect(seen.doc.getMap('results').get('3:12')).toEqual({ result: 'white-wins', at: 1 });
    const directory = open('directory', hub.codes.chief);
    await directory.synced;
    expect(directory.doc.getMap('documents').get(`entries/77/${anna.id}`)).toMatchObject({ kind: 'entries', event: '77', writer: anna.id, person: 'Deputy Anna' });
  });

  it('keeps the official tournament as the chief wrote it when a spectator\'s screen changes its copy', async () => {
    const chief = open('official/77', hub.codes.chief);
    await chief.synced;
    chief.doc.getMap('official').set('note', 'white Ann, black Bo');
    await chief.flushed();
    const screen = open('official/77', 'spectator');
    await screen.synced;
    expect(screen.doc.getMap('official').get('note')).toBe('white Ann, black Bo');
    const answer = screen.nextAnswer();
    screen.doc.getMap('official').set('note', '1-0 for me');
    await answer; // the hub's answer: the change was not taken
    const fresh = open('official/77', 'spectator');
    await fresh.synced;
    expect(fresh.doc.getMap('official').get('note')).toBe('white Ann, black Bo');
  });

  it('refuses an unknown or revoked code, a person on a document they may not open, and another app version, saying why', async () => {
    expect(await open('official/77', 'not-a-code-of-this-hub').refused).toBe('code: this join code is not one of this hub\'s (or it was revoked)');
    expect(await open('entries/77/chief', 'spectator').refused).toBe('role: a spectator (spectator) may not open entries documents of others');
    expect(await open('secrets/77', hub.codes.chief).refused).toBe('document: the hub keeps no document called "secrets/77"');
    expect(await open('official/78', 'spectator').refused).toBe('document: official/78 has not been published');
    const ben = await hub.codes.addDeputy('Ben');
    await hub.codes.revokeDeputy(ben.id);
    expect(await open(`entries/77/${ben.id}`, ben.code).refused).toBe('code: this join code is not one of this hub\'s (or it was revoked)');
    expect(await open('official/77', hub.codes.chief, '0.0.9').refused)
      .toBe('version: this device runs Pairwise 0.0.9 and the hub runs 0.1.0; both must run the same version to share a tournament');
  });

  it('keeps every document and join code in its folder, so a restarted hub carries on', async () => {
    const chief = open('official/77', hub.codes.chief);
    await chief.synced;
    chief.doc.getMap('official').set('note', 'white Ann, black Bo');
    await chief.flushed();
    const anna = await hub.codes.addDeputy('Anna');
    const code = hub.codes.chief;
    const player = hub.codes.playerCode('77', 4);
    chief.close();
    devices.length = 0;
    await hub.close();
    expect(JSON.parse(await readFile(join(dir, codesFile), 'utf8'))).toMatchObject({ chief: code, deputies: [{ name: 'Anna', code: anna.code, revoked: false }] });
    hub = await startHub({ dir, appDir: dir, version: '0.1.0', port: 0, host: '127.0.0.1', log: () => {} });
    expect(hub.codes.chief).toBe(code);
    expect(hub.codes.playerCode('77', 4)).toBe(player);
    const again = open('official/77', 'spectator');
    await again.synced;
    expect(again.doc.getMap('official').get('note')).toBe('white Ann, black Bo');
  });

  it('shows the laptop itself the chief\'s code, each deputy\'s with a revoke button, and the players\' code sheets', async () => {
    const chief = open('official/77', hub.codes.chief);
    await chief.synced;
    publishRound(chief.doc, '77', 1, [[1, 1, 2]]);
    await chief.flushed();
    const anna = await hub.codes.addDeputy('Deputy Anna');
    const page = await (await fetch(`http://127.0.0.1:${hub.port}/hub`)).text();
    expect(page).toContain(`#join=${encodeURIComponent(hub.codes.chief)}`);
    expect(page).toContain(`#join=${encodeURIComponent(anna.code)}`);
    expect(page).toContain('Revoke Deputy Anna\'s code');
    expect(page).toContain('href="/hub/players/77"');
    const sheet = await (await fetch(`http://127.0.0.1:${hub.port}/hub/players/77`)).text();
    expect(sheet).toContain(`#join=${encodeURIComponent(hub.codes.playerCode('77', 2))}`);
    expect(sheet.match(/<svg/g)).toHaveLength(2);
  });
});
