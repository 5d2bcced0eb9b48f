import { deputyId, isEventId } from './access';

/**
 * Join codes: one per person, never one per role, so a code seen on one phone gives nothing but
 * that person's own rights, and an arbiter's code can be revoked alone.
 *
 *   c.<secret>                     the chief arbiter (128 random bits, made by the hub)
 *   d.<id>.<secret>                a deputy the chief named ("Deputy Anna"): id 8 hex digits
 *   p.<event>.<rank>.<mac>         one player of one event: the hub's HMAC of event and rank, so
 *                                  the hub checks it without keeping a list, and prints it on the
 *                                  players' code sheet
 *   spectator                      no code: reads the public documents, writes nothing
 *
 * Only the hub can tell a code is genuine (it holds the secrets); this module reads a code's shape,
 * which a device uses to know what it joined as.
 */
export type JoinCode =
  | { readonly role: 'chief'; readonly secret: string }
  | { readonly role: 'deputy'; readonly id: string; readonly secret: string }
  | { readonly role: 'player'; readonly event: string; readonly rank: number; readonly mac: string }
  | { readonly role: 'spectator' };

export const spectatorCode = 'spectator';

const secret = /^[0-9A-Za-z_-]{16,64}$/;

export const chiefCode = (s: string): string => `c.${s}`;
export const deputyCode = (id: string, s: string): string => `d.${id}.${s}`;
export const playerCode = (event: string, rank: number, mac: string): string => `p.${event}.${rank}.${mac}`;

/** A code's shape, or null for text that is no code of this hub's kind. */
export const parseCode = (code: string): JoinCode | null => {
  if (code === spectatorCode || code === '') return { role: 'spectator' };
  const parts = code.split('.');
  switch (parts[0]) {
    case 'c':
      return parts.length === 2 && secret.test(parts[1]!) ? { role: 'chief', secret: parts[1]! } : null;
    case 'd':
      return parts.length === 3 && deputyId.test(parts[1]!) && secret.test(parts[2]!) ? { role: 'deputy', id: parts[1]!, secret: parts[2]! } : null;
    case 'p': {
      if (parts.length !== 4 || !isEventId(parts[1]!) || !/^[1-9]\d{0,4}$/.test(parts[2]!) || !secret.test(parts[3]!)) return null;
      return { role: 'player', event: parts[1]!, rank: Number(parts[2]), mac: parts[3]! };
    }
    default:
      return null;
  }
};

/**
 * The online relay's publish key of one event: `k.<event>.<secret>`, made and kept by the chief's
 * laptop (the relay keeps only its hash). It is the chief's code for that one event on the relay.
 *
 * The players' personal codes are the venue hub's own (`p.<event>.<rank>.<mac>`, printed on the
 * code sheet): the relay never holds the hub's key, nor any code. It holds one verifier per code,
 * the code's SHA-256 (`online/<event>`, map `verifiers`, rank → verifier), which the hub makes and
 * the chief's laptop copies to the relay: the relay checks a code a phone presents against it, and
 * cannot make a code from it (a code's MAC has 132 random-looking bits: no search finds one).
 */
export interface PublishKey {
  readonly event: string;
  readonly secret: string;
}

export const publishKeyOf = (event: string, secret: string): string => `k.${event}.${secret}`;

export const parsePublishKey = (code: string): PublishKey | null => {
  const parts = code.split('.');
  return parts.length === 3 && parts[0] === 'k' && isEventId(parts[1]!) && secret.test(parts[2]!) ? { event: parts[1]!, secret: parts[2]! } : null;
};

/** A player code's verifier as stored: SHA-256, base64url with no padding (43 characters). */
export const isVerifier = (v: unknown): v is string => typeof v === 'string' && /^[0-9A-Za-z_-]{43}$/.test(v);
