import type { IncomingMessage } from 'node:http';

/**
 * The forms of the hub page, which only the laptop itself is served (http.ts, isLaptopItself):
 * adding or revoking a deputy.
 */

/**
 * A form posted from the hub's own page. A page of another site open in the chief's browser can
 * post to localhost too (the address test passes), so the browser's own word on where the form
 * came from decides: `Sec-Fetch-Site: same-origin` (the hub page sends no referrer, so its
 * Origin is "null"), or, from a client that sends no Sec-Fetch headers, an Origin naming the hub
 * on this laptop.
 */
export const sameOriginPost = (req: IncomingMessage): boolean => {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (typeof origin !== 'string' || typeof host !== 'string') return false;
  try {
    const o = new URL(origin);
    return o.host === host && (o.hostname === 'localhost' || o.hostname === '127.0.0.1' || o.hostname === '[::1]');
  } catch {
    return false;
  }
};

/** A urlencoded form body of at most `limit` bytes (a longer one is cut off and read as empty). */
export const formBody = (req: IncomingMessage, limit: number): Promise<URLSearchParams> => new Promise((resolve) => {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (c: Buffer) => {
    size += c.length;
    if (size > limit) {
      req.destroy();
      resolve(new URLSearchParams());
      return;
    }
    chunks.push(c);
  });
  req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
  req.on('error', () => resolve(new URLSearchParams()));
});
