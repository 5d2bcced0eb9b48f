import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { isEventId } from '../../core/venue';
import { requestHost } from '../hub/http';
import type { HubLog } from '../hub/log';
import { pageStyle } from './pageStyle';

/**
 * The relay's HTTP side: the public event page (`/e/<event>`: any phone, no code), its script and
 * style, and `/healthz` for the proxy. Nothing else: no join codes, no app, no forms. Every answer
 * carries strict headers: the page runs only the relay's own script, styles only from its own file,
 * connects only to this relay's sync address, and may not be framed, sniffed or sent a referrer.
 */
export interface RelayHttpOptions {
  readonly log: HubLog;
  readonly addressOf: (req: IncomingMessage) => string;
  /** https://relay.example.org behind a TLS proxy; else the request's own Host. */
  readonly publicUrl?: string | undefined;
  /** The public page's script bundle (null when it is not built). */
  readonly script: Buffer | null;
  readonly version: string;
}

/** The sync address a page of this relay connects to: wss:// behind TLS, ws:// on a plain address. */
export const syncOrigin = (publicUrl: string | undefined, host: string | null): string | null => {
  if (publicUrl !== undefined) {
    const u = new URL(publicUrl);
    return `${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}`;
  }
  return host === null ? null : `ws://${host}`;
};

export const relayHeaders = (sync: string | null, https: boolean): Record<string, string> => ({
  'content-security-policy': [
    "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", `connect-src 'self'${sync ? ` ${sync}` : ''}`,
    "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
});

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The event page's HTML: the script fills it in from the event's official document (live). */
export const eventPage = (event: string, version: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="pairwise-version" content="${escape(version)}"><meta name="pairwise-event" content="${escape(event)}">
<title>Pairwise: live event</title><link rel="stylesheet" href="/relay-page.css"></head>
<body><main id="event" aria-live="polite"><h1>Live event</h1><p class="status">Connecting…</p>
<noscript><p>This page needs JavaScript to follow the event live.</p></noscript></main>
<script type="module" src="/relay-page.js"></script></body></html>
`;

export const relayHttp = (opts: RelayHttpOptions): ((req: IncomingMessage, res: ServerResponse) => void) => {
  const https = opts.publicUrl?.startsWith('https:') ?? false;
  // The script compressed once: a phone on a slow connection gets a third of its bytes.
  const gzipped = opts.script ? gzipSync(opts.script, { level: 9 }) : null;
  return (req, res) => {
    const host = requestHost(req.headers.host);
    const headers = relayHeaders(syncOrigin(opts.publicUrl, host?.hostPort ?? null), https);
    const send = (status: number, type: string, body: string | Buffer, cache = 'no-store'): void => {
      res.writeHead(status, { ...headers, 'content-type': type, 'cache-control': cache });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      opts.log({ event: 'refused', reason: 'bad-request', remote: opts.addressOf(req), detail: `${String(req.method).slice(0, 10)} ${(req.url ?? '').slice(0, 120)}` });
      send(405, 'text/plain; charset=utf-8', 'The relay answers GET only.\n');
      return;
    }
    let path = '/';
    try {
      path = new URL(req.url ?? '/', 'http://relay').pathname;
    } catch {
      // An address URL cannot read: answered as unknown.
    }
    const event = /^\/e\/([^/]+)$/.exec(path)?.[1];
    if (path === '/healthz') send(200, 'text/plain; charset=utf-8', 'ok\n');
    else if (path === '/relay-page.css') send(200, 'text/css; charset=utf-8', pageStyle, 'public, max-age=300');
    else if (path === '/relay-page.js') {
      if (opts.script && gzipped && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        res.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300', 'content-encoding': 'gzip', vary: 'accept-encoding' });
        res.end(req.method === 'HEAD' ? undefined : gzipped);
      } else if (opts.script) send(200, 'text/javascript; charset=utf-8', opts.script, 'public, max-age=300');
      else send(404, 'text/plain; charset=utf-8', 'The public page is not built (npm run build:cli).\n');
    } else if (event !== undefined && isEventId(event)) send(200, 'text/html; charset=utf-8', eventPage(event, opts.version));
    else if (path === '/') send(200, 'text/html; charset=utf-8', '<!doctype html><html lang="en"><meta charset="utf-8"><title>Pairwise relay</title><link rel="stylesheet" href="/relay-page.css"><main><h1>Pairwise relay</h1><p>Open the event address the organiser published (it ends in /e/ and the event&#39;s id).</p></main></html>\n');
    else send(404, 'text/html; charset=utf-8', '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>No such page on this relay.</p></html>\n');
  };
};
