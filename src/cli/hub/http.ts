import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { HubLog } from './log';
import { remoteOf } from './log';

/**
 * The hub's HTTP side: the built app (for the players' phones), the hub page, and the headers every
 * answer carries. The venue's Wi-Fi is shared with every player, so the page with the join codes
 * goes only to the laptop itself, and each answer says what the browser may do with it.
 */

/**
 * Whether a request comes from the laptop that runs the hub (loopback). The socket's own address:
 * X-Forwarded-For and the like are whatever a device writes, never read.
 */
export const isLaptopItself = (remoteAddress: string | undefined): boolean =>
  remoteAddress === '127.0.0.1' || remoteAddress === '::1' || remoteAddress === '::ffff:127.0.0.1';

const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const hostPattern = new RegExp(`^(?:(\\d{1,3}(?:\\.\\d{1,3}){3})|\\[([0-9A-Fa-f:.]{2,45})\\]|(${label}(?:\\.${label})*))(?::(\\d{1,5}))?$`);

export interface RequestHost {
  /** host[:port] as it may be written into a header (lower case). */
  readonly hostPort: string;
  /** The host is an IP address or `localhost`, not a DNS name (a DNS name may be rebound to this laptop by another site). */
  readonly literal: boolean;
}

/**
 * The Host header, if it is a plain host name, IPv4 address or bracketed IPv6 address with an
 * optional port, and nothing else (it goes into the CSP header: no spaces, semicolons or quotes).
 */
export const requestHost = (header: string | undefined): RequestHost | null => {
  if (header === undefined || header.length > 260) return null;
  const m = hostPattern.exec(header);
  if (!m) return null;
  const [, v4, v6, name, port] = m;
  if (v4 !== undefined && v4.split('.').some((o) => Number(o) > 255)) return null;
  if (name !== undefined && name.length > 253) return null;
  if (port !== undefined && Number(port) > 65535) return null;
  return { hostPort: header.toLowerCase(), literal: v4 !== undefined || v6 !== undefined || name?.toLowerCase() === 'localhost' };
};

/** What the answer is: the app (its scripts, styles, wasm, service worker), or a page of the hub's own (no script). */
export type AnswerKind = 'app' | 'page';

/**
 * The headers on every answer. The app's CSP allows its own files and the WebSocket to this hub at
 * the address the request came to (the app's own <meta> CSP still applies as well, both must
 * allow a load). The hub's pages run no script and take styles from their own <style> only.
 * No answer may be framed (a page of the hub inside another site's frame), nor sniffed.
 */
export const securityHeaders = (host: RequestHost | null, kind: AnswerKind): Record<string, string> => {
  const csp = kind === 'app'
    ? ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:",
        "worker-src 'self' blob:", `connect-src 'self'${host ? ` ws://${host.hostPort}` : ''}`, "font-src 'self'", "manifest-src 'self'",
        "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]
    // The hub page's forms (add or revoke a deputy) post to the hub itself.
    : ["default-src 'none'", "style-src 'unsafe-inline'", "img-src 'self' data:", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"];
  return {
    'content-security-policy': csp.join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
};

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.wasm': 'application/wasm',
};

export interface HttpHandlerOptions {
  /** The built app to serve. */
  readonly appDir: string;
  /** `/hub` and its forms and sheets, with the join codes (for the laptop itself): answers the request. */
  laptop(req: IncomingMessage, res: ServerResponse, url: URL, headers: Record<string, string>): Promise<void>;
  /** The hub page without codes (for every other device). */
  publicPage(host: RequestHost | null): Promise<string>;
  readonly log: HubLog;
}

/** The HTTP server's request handler. It answers every request, a 500 (logged) when serving fails. */
export const httpHandler = (opts: HttpHandlerOptions): ((req: IncomingMessage, res: ServerResponse) => void) => {
  const root = normalize(opts.appDir + sep);
  const serveFile = async (res: ServerResponse, path: string, headers: Record<string, string>): Promise<boolean> => {
    try {
      if (!(await stat(path)).isFile()) return false;
      const body = await readFile(path);
      res.writeHead(200, { ...headers, 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
      return true;
    } catch {
      return false;
    }
  };
  return (req, res) => {
    const host = requestHost(req.headers.host);
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://hub');
      if (url.pathname === '/hub' || url.pathname.startsWith('/hub/')) {
        // The codes only to the laptop itself, and only at an address (a site rebinding its own
        // name to this laptop cannot read them through the TO's browser).
        if (isLaptopItself(req.socket.remoteAddress) && host?.literal === true) {
          await opts.laptop(req, res, url, securityHeaders(host, 'page'));
          return;
        }
        res.writeHead(url.pathname === '/hub' ? 200 : 404, { ...securityHeaders(host, 'page'), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(await opts.publicPage(host));
        return;
      }
      // The app: a file of the build, or index.html for the app's own routes.
      const app = securityHeaders(host, 'app');
      const path = normalize(join(root, decodeURIComponent(url.pathname)));
      if (path.startsWith(root) && (await serveFile(res, path, app))) return;
      if (await serveFile(res, join(root, 'index.html'), app)) return;
      res.writeHead(404, { ...securityHeaders(host, 'page'), 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The app is not built in ${opts.appDir} (run npm run build).\n`);
    })().catch((e: unknown) => {
      opts.log({ event: 'error', where: 'http', remote: remoteOf(req.socket), detail: `${req.method ?? ''} ${(req.url ?? '').slice(0, 200)}: ${(e as Error).message}` });
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, { ...securityHeaders(host, 'page'), 'content-type': 'text/plain; charset=utf-8' });
      res.end('The hub could not answer this request.\n');
    });
  };
};
