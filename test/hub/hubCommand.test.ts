import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../src/cli/build';

/**
 * `pairwise hub` as the TO starts it: the CLI's bundles (`buildCli`, as `npm run build:cli` makes
 * them), in a folder inside the project so the hub finds its packages, with a stand-in app build
 * one level up (the hub serves `dist/`).
 */
const root = join(__dirname, '../..');
let dist = '';
let cli = '';

beforeAll(async () => {
  mkdirSync(join(root, 'node_modules/.tmp'), { recursive: true });
  dist = mkdtempSync(join(root, 'node_modules/.tmp/hub-dist-'));
  cli = join(dist, 'cli', 'pairwise.mjs');
  await buildCli(join(dist, 'cli'), 'silent');
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pairwise</title><p>the app</p>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
/** The command's environment: its code cache in the test's folder. */
const env = (): NodeJS.ProcessEnv => ({ ...process.env, PAIRWISE_CODE_CACHE: join(dist, 'code-cache') });

describe('pairwise hub (the command)', () => {
  it('starts, says where devices join, serves the app and the hub page, and stops cleanly on Ctrl+C', async () => {
    const data = join(dist, 'venue');
    const hub = spawn(process.execPath, [cli, 'hub', '--port', '0', '--dir', data], { stdio: ['ignore', 'pipe', 'pipe'], env: env() });
    let out = '';
    const port = await new Promise<number>((resolve, reject) => {
      hub.stdout.on('data', (b: Buffer) => {
        out += b.toString();
        const m = /Pairwise hub on port (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      hub.on('exit', (code) => reject(new Error(`the hub exited (${code}) before it listened: ${out}`)));
    });
    expect(out).toContain(`Documents and join codes are kept in ${data}`);
    expect(out).toMatch(/Players: http:\/\/[\d.]+:\d+\/#join=[\w-]{22}&role=player/);
    expect(await (await fetch(`http://127.0.0.1:${port}/hub`)).text()).toContain('<h1>Pairwise hub</h1>');
    expect(await (await fetch(`http://127.0.0.1:${port}/players/round/3`)).text()).toContain('the app');
    const exited = new Promise<number | null>((resolve) => hub.on('exit', resolve));
    hub.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('refuses arguments it does not understand (exit 3) and a directory it cannot use (exit 5), saying why', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, [cli, 'hub', ...args], { encoding: 'utf8', env: env() });
    const port = run('--port', 'eighty');
    expect(port.status).toBe(3);
    expect(port.stderr).toBe('pairwise hub: --port must be a port number (0-65535), not "eighty"\n');
    const unknown = run('--sync');
    expect(unknown.status).toBe(3);
    expect(unknown.stderr).toContain('unknown argument "--sync"');
    const dir = run('--port', '0', '--dir', '/dev/null/venue');
    expect(dir.status).toBe(5);
    expect(dir.stderr).toMatch(/^pairwise hub: .*\/dev\/null\/venue/);
  });
});
