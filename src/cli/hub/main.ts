import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { isIPv6 } from 'node:net';
import { startHub } from './server';
import { joinLink } from './page';
import { spectatorCode } from '../../core/venue';
import { requestHost } from './http';

const usage = 'usage: pairwise hub [--port N] [--dir DIR] [--host ADDRESS]';

/**
 * `--host`: the address the devices reach the hub at, as it goes into the join links and QR codes:
 * an IPv4 address, an IPv6 address (bracketed or not) or a host name; no scheme, no port (the
 * port is `--port`'s). Null for anything else.
 */
export const linkHostOf = (value: string): string | null => {
  const bracketed = /^\[(.*)\]$/.exec(value)?.[1];
  if (isIPv6(bracketed ?? value)) return (bracketed ?? value).toLowerCase();
  if (bracketed !== undefined || value.includes(':')) return null;
  return requestHost(value) ? value.toLowerCase() : null;
};

/**
 * `pairwise hub [--port N] [--dir DIR] [--host ADDRESS]`: the venue hub (server.ts). Loaded by the CLI only for this
 * verb, so pairing commands do not pay for it. Exit codes as the CLI's: 3 for arguments it does
 * not understand, 5 when the port or the directory cannot be used.
 */
export const runHub = async (args: readonly string[], version: string): Promise<number> => {
  let port = 4600;
  let dir = '.';
  let linkHost: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const value = args[i + 1];
    if ((a === '--port' || a === '--dir' || a === '--host') && value === undefined) {
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
    } else if (a === '--host') {
      const host = linkHostOf(value!);
      if (host === null) {
        process.stderr.write(`pairwise hub: --host must be this laptop's address on the venue network (an IP address such as 192.168.1.20, or a host name), without scheme or port, not "${value}"\n`);
        return 3;
      }
      linkHost = host;
      i++;
    } else {
      process.stderr.write(`pairwise hub: unknown argument "${a}" (${usage})\n`);
      return 3;
    }
  }
  const appDir = fileURLToPath(new URL('..', import.meta.url));
  try {
    await mkdir(resolve(dir), { recursive: true });
    const hub = await startHub({ dir: resolve(dir), appDir, version, port, ...(linkHost === undefined ? {} : { linkHost }) });
    const main = hub.addresses[0]!;
    process.stdout.write(`Pairwise hub on port ${hub.port}; open http://localhost:${hub.port}/hub on this laptop for the join codes (shown only there).\n` +
      `Addresses: ${hub.addresses.join(', ')}\n` +
      `The join links and QR codes use ${main}${linkHost === undefined ? ' (to use another of the addresses, start the hub with --host ADDRESS)' : ''}.\n` +
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
