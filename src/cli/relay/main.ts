import { startRelay } from './server';

/**
 * `pairwise relay`: the online relay (server.ts). Settings by flags, each with an environment
 * variable for containers (the flag wins). Exit codes as the CLI's: 3 for arguments it does not
 * understand, 5 when the port, Redis or Postgres cannot be used.
 */
export const relayUsage = 'usage: pairwise relay [--port N] [--host ADDRESS] --redis URL --database URL [--public-url URL] [--trust-proxy ADDRESS,...] [--max-connections N] [--max-connections-per-address N] [--max-messages-per-address N]';

interface Setting {
  readonly flag: string;
  readonly env: string;
}
const settings = {
  port: { flag: '--port', env: 'PAIRWISE_RELAY_PORT' },
  host: { flag: '--host', env: 'PAIRWISE_RELAY_HOST' },
  redis: { flag: '--redis', env: 'PAIRWISE_RELAY_REDIS_URL' },
  database: { flag: '--database', env: 'PAIRWISE_RELAY_DATABASE_URL' },
  publicUrl: { flag: '--public-url', env: 'PAIRWISE_RELAY_PUBLIC_URL' },
  trustProxy: { flag: '--trust-proxy', env: 'PAIRWISE_RELAY_TRUST_PROXY' },
  total: { flag: '--max-connections', env: 'PAIRWISE_RELAY_MAX_CONNECTIONS' },
  connections: { flag: '--max-connections-per-address', env: 'PAIRWISE_RELAY_MAX_CONNECTIONS_PER_ADDRESS' },
  messages: { flag: '--max-messages-per-address', env: 'PAIRWISE_RELAY_MAX_MESSAGES_PER_ADDRESS' },
} as const satisfies Record<string, Setting>;
type Name = keyof typeof settings;

/** The settings read from the arguments and the environment, or the message of the first one not understood. */
export const relaySettings = (args: readonly string[], env: NodeJS.ProcessEnv): Partial<Record<Name, string>> | string => {
  const out: Partial<Record<Name, string>> = {};
  for (const [name, s] of Object.entries(settings) as [Name, Setting][]) {
    const v = env[s.env];
    if (v !== undefined && v !== '') out[name] = v;
  }
  for (let i = 0; i < args.length; i++) {
    const entry = (Object.entries(settings) as [Name, Setting][]).find(([, s]) => s.flag === args[i]);
    if (!entry) return `unknown argument "${args[i]}" (${relayUsage})`;
    const value = args[i + 1];
    if (value === undefined) return `${args[i]} needs a value`;
    out[entry[0]] = value;
    i++;
  }
  const count = (name: 'port' | 'total' | 'connections' | 'messages', max: number): string | null => {
    const v = out[name];
    if (v === undefined) return null;
    const n = Number(v);
    return Number.isInteger(n) && n >= (name === 'port' ? 0 : 1) && n <= max ? null : `${settings[name].flag} must be a whole number up to ${max}, not "${v}"`;
  };
  const bad = count('port', 65535) ?? count('total', 1_000_000) ?? count('connections', 1_000_000) ?? count('messages', 100_000_000);
  if (bad !== null) return bad;
  for (const [name, schemes] of [['redis', ['redis:']], ['database', ['postgres:', 'postgresql:']], ['publicUrl', ['https:', 'http:']]] as const) {
    const v = out[name];
    if (v === undefined) continue;
    let u: URL | null = null;
    try {
      u = new URL(v);
    } catch {
      u = null;
    }
    if (u === null || !(schemes as readonly string[]).includes(u.protocol)) return `${settings[name].flag} must be a ${schemes.map((x) => `${x}//`).join(' or ')} address, not "${v.replace(/:[^:@/]*@/, ':…@')}"`;
  }
  if (out.redis === undefined) return `the Redis address is needed: --redis redis://host:6379 (or ${settings.redis.env})`;
  if (out.database === undefined) return `the Postgres address is needed: --database postgres://user:password@host/db (or ${settings.database.env})`;
  return out;
};

export const runRelay = async (args: readonly string[], version: string): Promise<number> => {
  const s = relaySettings(args, process.env);
  if (typeof s === 'string') {
    process.stderr.write(`pairwise relay: ${s}\n`);
    return 3;
  }
  try {
    const relay = await startRelay({
      version, redisUrl: s.redis!, databaseUrl: s.database!,
      port: s.port === undefined ? 4610 : Number(s.port),
      ...(s.host === undefined ? {} : { host: s.host }),
      ...(s.publicUrl === undefined ? {} : { publicUrl: s.publicUrl }),
      trustProxy: s.trustProxy?.split(',').map((a) => a.trim()).filter((a) => a !== '') ?? [],
      perAddress: {
        ...(s.total === undefined ? {} : { total: Number(s.total) }),
        ...(s.connections === undefined ? {} : { connections: Number(s.connections) }),
        ...(s.messages === undefined ? {} : { messagesPerWindow: Number(s.messages) }),
      },
    });
    process.stdout.write(`Pairwise relay on port ${relay.port}${s.publicUrl === undefined ? '' : `, reached at ${s.publicUrl}`}. Event pages: /e/<event>. Ctrl+C or SIGTERM stops it (documents are written to Postgres first).\n`);
    await new Promise<void>((done) => {
      const stop = (): void => {
        // Once stopped, the process ends even if a client library keeps a handle open (seen:
        // after "stopped" the process lived on, so a supervisor's restart waited on it); and a stop
        // that does not end within 20 s ends the process anyway, as `docker stop` would.
        const deadline = setTimeout(() => {
          process.stderr.write('pairwise relay: the stop did not end within 20 s; exiting\n');
          process.exit(1);
        }, 20_000);
        void relay.close().then(() => {
          clearTimeout(deadline);
          setTimeout(() => process.exit(0), 200).unref();
          done();
        });
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  } catch (e) {
    process.stderr.write(`pairwise relay: ${(e as Error).message}\n`);
    return 5;
  }
};
