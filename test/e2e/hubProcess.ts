import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** A venue hub the test started: the built `pairwise hub` as its own process, on a free port. */
export interface HubProcess {
  readonly process: ChildProcess;
  readonly port: number;
  /** http://127.0.0.1:port: its page, and its WebSocket with ws:. */
  readonly base: string;
}

/**
 * Starts `pairwise hub --port 0 --dir dir` from the build (dist/cli, or PW_DIST's) and resolves once it prints
 * the port it listens on; rejects with its output if it exits first.
 */
export const startHub = async (dir: string): Promise<HubProcess> => {
  // The build the browser tests serve (PW_DIST), so the phones get the same app from the hub.
  const child = spawn(process.execPath, [join(process.cwd(), process.env.PW_DIST ?? 'dist', 'cli/pairwise.mjs'), 'hub', '--port', '0', '--dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /on port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`pairwise hub exited (${code}): ${out}`)));
  });
  return { process: child, port, base: `http://127.0.0.1:${port}` };
};
