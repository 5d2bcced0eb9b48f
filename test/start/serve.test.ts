import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `npm start`'s server (scripts/serve.mjs): the port from PORT, 4173 without it; a bad PORT refused. */
const script = join(process.cwd(), 'scripts/serve.mjs');

const freePort = (): Promise<number> => new Promise((resolve) => {
  const s = createServer();
  s.listen(0, () => { const a = s.address(); s.close(() => resolve(typeof a === 'object' && a ? a.port : 0)); });
});

/** Runs the script in `cwd` with PORT=`port` until `until` appears in its output (or it exits): the output and exit code. */
const run = (cwd: string, port: string, until: RegExp): Promise<{ out: string; code: number | null; stop: () => void }> => new Promise((resolve) => {
  // NO_COLOR: Vite colours the address (the port in bold) when CI is set, which splits the URL the
  // test reads; the words are what is checked here.
  const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, PORT: port, NO_COLOR: '1' } });
  let out = '';
  const stop = () => { child.kill('SIGTERM'); };
  const seen = (d: Buffer) => { out += d.toString(); if (until.test(out)) resolve({ out, code: null, stop }); };
  child.stdout.on('data', seen);
  child.stderr.on('data', seen);
  child.on('exit', (code) => resolve({ out, code, stop }));
});

describe('npm start serves the built app on the port PORT names', () => {
  it('serves dist/ on PORT, says where and how to stop it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pairwise-serve-'));
    try {
      await mkdir(join(dir, 'dist'));
      await writeFile(join(dir, 'dist/index.html'), '<!doctype html><title>t</title><p>served by the start script</p>');
      const port = await freePort();
      const r = await run(dir, String(port), /Ctrl\+C/);
      try {
        expect(r.out).toContain(`http://localhost:${port}/`);
        expect(r.out).toContain('Ctrl+C stops it');
        expect(await (await fetch(`http://localhost:${port}/`)).text()).toContain('served by the start script');
      } finally {
        r.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('refuses a PORT that is no port number (exit 3), and package.json starts the app through the script', async () => {
    const r = await run(tmpdir(), '50x', /never/);
    expect(r.code).toBe(3);
    expect(r.out).toContain('PORT must be a port number from 1 to 65535, not "50x".');
    const pkg = JSON.parse(await readFile(join(process.cwd(), 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe('npm run build && node scripts/serve.mjs');
  }, 30_000);
});
