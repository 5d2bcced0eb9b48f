import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { startHub } from './server';
import { joinLink } from './page';
import { spectatorCode } from '../../core/venue/codes';

/**
 * `pairwise hub [--port N] [--dir DIR]`: the venue hub (server.ts). Loaded by the CLI only for this
 * verb, so pairing commands do not pay for it. Exit codes as the CLI's: 3 for arguments it does
 * not understand, 5 when the port or the directory cannot be used.
 */
export const runHub = async (args: readonly string[], version: string): Promise<number> => {
  let port = 4600;
  let dir = '.';
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const value = args[i + 1];
    if ((a === '--port' || a === '--dir') && value === undefined) {
      process.stderr.write(`pairwise hub: ${a} needs a value\n`);
      return 3;
    }
    if (a === '--port') {
      port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(`pairwise hub: --port must be a port number (0-65535), not "${value}"\n`);
        return 3;
      }
      i++;
    } else if (a === '--dir') {
      dir = value!;
      i++;
    } else {
      process.stderr.write(`pairwise hub: unknown argument "${a}" (usage: pairwise hub [--port N] [--dir DIR])\n`);
      return 3;
    }
  }
  const appDir = fileURLToPath(new URL('..', import.meta.url));
  try {
    await mkdir(resolve(dir), { recursive: true });
    const hub = await startHub({ dir: resolve(dir), appDir, version, port });
    const main = hub.addresses[0]!;
    process.stdout.write(`Pairwise hub on port ${hub.port}; open http://localhost:${hub.port}/hub on this laptop for the join codes (shown only there).\n` +
      `Addresses: ${hub.addresses.join(', ')}\n` +
      `Spectators: ${joinLink(main, spectatorCode)}\n` +
      `${hub.codes.replaced ? 'The join codes of an earlier version were replaced (they had been shown to every device).\n' : ''}Documents and join codes are kept in ${resolve(dir)}. Ctrl+C stops the hub (nothing is lost).\n`);
    await new Promise<void>((done) => {
      const stop = (): void => {
        void hub.close().then(done);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  } catch (e) {
    process.stderr.write(`pairwise hub: ${(e as Error).message}\n`);
    return 5;
  }
};
