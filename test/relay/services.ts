import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The services an online relay runs on, started for real by the tests and the bench (Debian's
 * packages: `postgresql` 15 and `redis-server`; `.ci/run` installs them): a Postgres cluster made
 * with initdb in a temporary folder, listening only on a unix socket there, and a Redis with no
 * persistence on a free loopback port; and `pairwise relay` processes. Everything is stopped and
 * removed by `stop()`.
 *
 * initdb and postgres refuse to run as root (CI may): then they run as the `postgres` user that the
 * Debian package makes, through runuser, in a folder that user owns.
 */
export const postgresBin = (): string | null => {
  for (const v of ['17', '16', '15']) {
    const dir = `/usr/lib/postgresql/${v}/bin`;
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  return null;
};

export const servicesAvailable = (): boolean => postgresBin() !== null && spawnSync('redis-server', ['--version']).status === 0;

export const freePort = (): Promise<number> => new Promise((resolve, reject) => {
  const s = createServer();
  s.once('error', reject);
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

const root = process.getuid?.() === 0;
/** A command as the user Postgres runs as (the `postgres` user when we are root). */
const asPostgres = (cmd: string, args: string[]): [string, string[]] => (root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

export interface Postgres {
  /** postgres://…?host=<socket folder>&port=N */
  readonly url: string;
  stop(): void;
}

export const startPostgres = async (): Promise<Postgres> => {
  const bin = postgresBin();
  if (bin === null) throw new Error('Postgres is not installed (Debian: apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'pairwise-pg-'));
  if (root) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout.toString()), Number(spawnSync('id', ['-g', 'postgres']).stdout.toString()));
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (cmd: string, args: string[]): void => {
    const [c, a] = asPostgres(join(bin, cmd), args);
    const r = spawnSync(c, a, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr}${r.stdout}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'pairwise', '--no-sync', '-E', 'UTF8']);
  // No TCP listener: the socket in the test's own folder only; fsync off (the tests kill processes, not the machine).
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off -c max_connections=60`, 'start']);
  let stopped = false;
  return {
    url: `postgres://pairwise@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};

export interface RedisServer {
  readonly url: string;
  stop(): void;
}

export const startRedis = async (): Promise<RedisServer> => {
  const port = await freePort();
  const p = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    p.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    p.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => void p.kill('SIGKILL') };
};

export interface RelayProcess {
  readonly port: number;
  readonly process: ChildProcess;
  /** What it wrote on stderr (its log: one JSON line per refusal or error). */
  err(): string;
  /** SIGTERM, waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, waits for the exit. */
  kill(): Promise<void>;
}

/** `pairwise relay` (the built CLI at `cli`) on a free loopback port. */
export const startRelayProcess = async (cli: string, redis: string, database: string, extra: string[] = [], port = 0): Promise<RelayProcess> => {
  const p = spawn(process.execPath, [cli, 'relay', '--port', String(port), '--host', '127.0.0.1', '--redis', redis, '--database', database, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PAIRWISE_CODE_CACHE: 'off' },
  });
  let out = '';
  let err = '';
  // RELAY_ECHO=1 echoes each relay's log to the test's stderr (a relay's stop, step by step).
  p.stderr.on('data', (b: Buffer) => { err += b.toString(); if (process.env.RELAY_ECHO) process.stderr.write(`[relay ${p.pid}] ${b.toString()}`); });
  const exited = new Promise<void>((r) => p.once('exit', () => r()));
  const listening = await new Promise<number>((resolve, reject) => {
    p.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /Pairwise relay on port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    p.once('exit', (code) => reject(new Error(`the relay exited (${code}) before it listened: ${out}${err}`)));
  });
  return {
    port: listening, process: p, err: () => err,
    stop: async () => {
      p.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      p.kill('SIGKILL');
      await exited;
    },
  };
};

/**
 * A TCP balancer in front of the relays, as the reverse proxy is in production (Caddy, nginx): each
 * new connection goes to the first relay of the list that answers, so a killed relay's readers
 * reconnect to a live one. `upstreams()` lists which relay each open connection went to.
 */
export interface Balancer {
  readonly port: number;
  upstreams(): number[];
  close(): Promise<void>;
}

export const startBalancer = async (ports: readonly number[]): Promise<Balancer> => {
  const routed = new Map<Socket, number>();
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const tryAt = (i: number): void => {
      if (i >= ports.length) {
        client.destroy();
        return;
      }
      const upstream = connect(ports[i]!, '127.0.0.1');
      upstream.once('connect', () => {
        open.add(upstream);
        routed.set(client, ports[i]!);
        upstream.on('close', () => {
          open.delete(upstream);
          routed.delete(client);
          client.destroy();
        });
        client.on('close', () => upstream.destroy());
        upstream.on('error', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.once('error', () => tryAt(i + 1));
    };
    tryAt(0);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    port: (server.address() as { port: number }).port,
    upstreams: () => [...routed.values()],
    close: async () => {
      for (const s of open) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
};
