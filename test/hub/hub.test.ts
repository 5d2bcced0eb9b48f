import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHub, tokensFile } from '../../src/cli/hub/server';
import type { RunningHub } from '../../src/cli/hub/server';
import { accessOf, parseDocumentName, roles } from '../../src/core/venue/access';
import { connect } from './connect';
import type { Device } from './connect';

describe('who may open which shared document', () => {
  it('reads document names and refuses anything else', () => {
    expect(parseDocumentName('official/8412345678901')).toEqual({ kind: 'official', event: '8412345678901' });
    expect(parseDocumentName('entries/84123/laptop-2aF9')).toEqual({ kind: 'entries', event: '84123', device: 'laptop-2aF9' });
    expect(parseDocumentName('proposals/84123/phone-abc12')).toEqual({ kind: 'proposals', event: '84123', device: 'phone-abc12' });
    for (const bad of ['official', 'official/', 'official/1/x', 'entries/1', 'entries/1/short', 'other/1', '../official/1', 'official/1 ']) {
      expect(parseDocumentName(bad), bad).toBeNull();
    }
  });

  it('lets only the chief write the official tournament, arbiters their entries, players their proposals', () => {
    const table = Object.fromEntries(roles.map((r) => [r, ['official', 'entries', 'proposals'].map((k) => accessOf(r, parseDocumentName(k === 'official' ? 'official/1' : `${k}/1/device-1`)!)).join(' ')]));
    expect(table).toEqual({
      chief: 'write write read',
      arbiter: 'read write read',
      player: 'read none write',
      spectator: 'read none none',
    });
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
    hub = await startHub({ dir, appDir: dir, version: '0.1.0', port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    for (const d of devices.splice(0)) d.close();
    await hub.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('brings a result typed on an arbiter laptop to the chief\'s laptop', async () => {
    const arbiter = open('entries/77/laptop-b-1234', hub.tokens.arbiter);
    await arbiter.synced;
    arbiter.doc.getMap('results').set('3:12', { result: '1-0', at: 1 });
    await arbiter.flushed();
    const chief = open('entries/77/laptop-b-1234', hub.tokens.chief);
    await chief.synced;
    expect(chief.doc.getMap('results').get('3:12')).toEqual({ result: '1-0', at: 1 });
  });

  it('keeps the official tournament as the chief wrote it when a player\'s phone changes its copy', async () => {
    const chief = open('official/77', hub.tokens.chief);
    await chief.synced;
    chief.doc.getMap('round').set('3:12', 'white Ann, black Bo');
    await chief.flushed();
    const phone = open('official/77', hub.tokens.player);
    await phone.synced;
    expect(phone.doc.getMap('round').get('3:12')).toBe('white Ann, black Bo');
    const answer = phone.nextAnswer();
    phone.doc.getMap('round').set('3:12', '1-0 for me');
    await answer; // the hub's answer: the change was not taken
    const fresh = open('official/77', hub.tokens.spectator);
    await fresh.synced;
    expect(fresh.doc.getMap('round').get('3:12')).toBe('white Ann, black Bo');
  });

  it('refuses an unknown join code, a role on a document it may not open, and another app version, saying why', async () => {
    expect(await open('official/77', 'not-a-code-of-this-hub').refused).toBe('token: this join code is not one of this hub\'s');
    expect(await open('entries/77/laptop-b-1234', hub.tokens.spectator).refused).toBe('role: a spectator may not open entries documents');
    expect(await open('secrets/77', hub.tokens.chief).refused).toBe('document: the hub keeps no document called "secrets/77"');
    expect(await open('official/77', hub.tokens.chief, '0.0.9').refused)
      .toBe('version: this device runs Pairwise 0.0.9 and the hub runs 0.1.0; both must run the same version to share a tournament');
  });

  it('keeps every document and join code in its directory, so a restarted hub carries on', async () => {
    const chief = open('official/77', hub.tokens.chief);
    await chief.synced;
    chief.doc.getMap('round').set('3:12', 'white Ann, black Bo');
    await chief.flushed();
    const tokens = hub.tokens;
    chief.close();
    devices.length = 0;
    await hub.close();
    expect(JSON.parse(await readFile(join(dir, tokensFile), 'utf8'))).toEqual(tokens);
    hub = await startHub({ dir, appDir: dir, version: '0.1.0', port: 0, host: '127.0.0.1' });
    expect(hub.tokens).toEqual(tokens);
    const again = open('official/77', tokens.spectator);
    await again.synced;
    expect(again.doc.getMap('round').get('3:12')).toBe('white Ann, black Bo');
  });

  it('serves its page with a join link and QR code for each role', async () => {
    const page = await (await fetch(`http://127.0.0.1:${hub.port}/hub`)).text();
    for (const role of roles) expect(page).toContain(`#join=${encodeURIComponent(hub.tokens[role])}&amp;role=${role}`);
    expect(page.match(/<svg/g)).toHaveLength(4);
  });
});
