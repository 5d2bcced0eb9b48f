import { describe, expect, it } from 'vitest';
import { relaySettings } from '../../src/cli/relay/main';
import { clientAddress } from '../../src/cli/relay/server';
import { relayHeaders, syncOrigin } from '../../src/cli/relay/http';
import type { IncomingMessage } from 'node:http';

/** `pairwise relay`'s settings, by flag and by environment variable, and what it reads of a request. */
describe('the relay\'s settings', () => {
  const need = ['--redis', 'redis://r:6379', '--database', 'postgres://u:p@db/pairwise'];
  it('takes flags over the environment', () => {
    expect(relaySettings([...need, '--port', '5000'], { PAIRWISE_RELAY_PORT: '4000', PAIRWISE_RELAY_PUBLIC_URL: 'https://relay.example.org' }))
      .toEqual({ redis: 'redis://r:6379', database: 'postgres://u:p@db/pairwise', port: '5000', publicUrl: 'https://relay.example.org' });
    expect(relaySettings([], { PAIRWISE_RELAY_REDIS_URL: 'redis://r', PAIRWISE_RELAY_DATABASE_URL: 'postgresql://db/x' })).toMatchObject({ redis: 'redis://r', database: 'postgresql://db/x' });
  });
  it('says what it did not understand, and never prints a password', () => {
    expect(relaySettings([...need, '--prot', '1'], {})).toMatch(/^unknown argument "--prot"/);
    expect(relaySettings([...need, '--port'], {})).toBe('--port needs a value');
    expect(relaySettings([...need, '--port', '70000'], {})).toMatch(/--port must be a whole number up to 65535/);
    expect(relaySettings(['--redis', 'redis://r', '--database', 'mysql://u:secret@db/x'], {})).toBe('--database must be a postgres:// or postgresql:// address, not "mysql://u:…@db/x"');
    expect(relaySettings(['--database', 'postgres://db/x'], {})).toMatch(/^the Redis address is needed/);
    expect(relaySettings([...need, '--max-connections-per-address', '0'], {})).toMatch(/--max-connections-per-address must be/);
    expect(relaySettings([...need, '--max-connections', 'many'], {})).toBe('--max-connections must be a whole number up to 1000000, not "many"');
    expect(relaySettings(need, { PAIRWISE_RELAY_MAX_CONNECTIONS: '500' })).toMatchObject({ total: '500' });
  });
});

describe('what the relay reads of a request', () => {
  const req = (remote: string, forwarded?: string): IncomingMessage => ({ socket: { remoteAddress: remote }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;
  it('reads X-Forwarded-For only from a trusted proxy, its last address', () => {
    const of = clientAddress(new Set(['10.0.0.2']));
    expect(of(req('10.0.0.2', '1.2.3.4, 5.6.7.8'))).toBe('5.6.7.8');
    expect(of(req('9.9.9.9', '1.2.3.4'))).toBe('9.9.9.9');
    expect(of(req('::ffff:10.0.0.2', '6.6.6.6'))).toBe('6.6.6.6');
    expect(of(req('10.0.0.2'))).toBe('10.0.0.2');
  });
  it('names the public address\'s wss: in the CSP, and HSTS behind TLS', () => {
    expect(syncOrigin('https://relay.example.org', 'evil.example')).toBe('wss://relay.example.org');
    expect(syncOrigin(undefined, '127.0.0.1:4610')).toBe('ws://127.0.0.1:4610');
    const h = relayHeaders('wss://relay.example.org', true);
    expect(h['content-security-policy']).toContain("connect-src 'self' wss://relay.example.org");
    expect(h['strict-transport-security']).toBe('max-age=31536000');
    expect(relayHeaders(null, false)['strict-transport-security']).toBeUndefined();
  });
});
