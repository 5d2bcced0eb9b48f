import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { Person } from '../../core/venue';
import { chiefCode, deputyCode, parseCode, playerCode } from '../../core/venue';

/**
 * The hub's join codes (core/venue/codes.ts says their shapes): the chief's code, the deputies the
 * chief named, each with a code that can be revoked alone, and the key the players' personal codes
 * are made with. Made by the hub itself (no internet, no accounts) and kept in a file beside its
 * database, readable by the TO's user only, so a restarted hub accepts the devices that joined
 * before. 128 random bits a secret: a phone on the venue Wi-Fi cannot guess one.
 */
export interface Deputy {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly revoked: boolean;
}

interface CodesFile {
  readonly version: 2;
  readonly chief: string;
  /** The HMAC key of the players' codes (base64url). */
  readonly playerKey: string;
  readonly deputies: readonly Deputy[];
}

export interface HubCodes {
  readonly chief: string;
  deputies(): readonly Deputy[];
  /** Names a new deputy and makes their code. */
  addDeputy(name: string): Promise<Deputy>;
  /** Revokes a deputy's code: it is refused from now on. */
  revokeDeputy(id: string): Promise<Deputy | null>;
  /** The personal code of one player of one event. */
  playerCode(event: string, rank: number): string;
  /** The person a code stands for, or null when it is none of this hub's (or revoked). */
  personOf(code: string): Person | null;
  /** True when the codes file was made anew because the one found was of an earlier version. */
  readonly replaced: boolean;
}

const secret = (): string => randomBytes(16).toString('base64url');

/**
 * A code's verifier (core/venue/codes.ts): its SHA-256. The hub makes one per player's code, the
 * laptop copies them to the online relay, and the relay checks a code with it: the relay can tell
 * a genuine code and cannot make one.
 */
export const verifierOf = (code: string): string => createHash('sha256').update(code).digest('base64url');

export const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  // Compared in constant time, so the answer's timing does not tell a guesser how close it came.
  return x.length === y.length && timingSafeEqual(x, y);
};

const isCodesFile = (x: unknown): x is CodesFile => {
  const f = x as Partial<CodesFile> | null;
  return typeof f === 'object' && f !== null && f.version === 2 && typeof f.chief === 'string' && parseCode(f.chief)?.role === 'chief'
    && typeof f.playerKey === 'string' && f.playerKey.length >= 32 && Array.isArray(f.deputies)
    && f.deputies.every((d) => typeof d?.id === 'string' && typeof d.name === 'string' && typeof d.code === 'string' && typeof d.revoked === 'boolean');
};

/** A deputy's name as the chief typed it, kept short and plain (it is shown on every laptop and in the audit log). */
export const deputyName = (name: string): string | null => {
  const clean = name.replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/\s+/g, ' ').trim();
  return clean.length >= 1 && clean.length <= 40 ? clean : null;
};

/**
 * Reads the codes file, or makes it. A file of an earlier version (one code per role, served to
 * every device by its hub page) is replaced, never trusted: its codes must be taken as known.
 */
export const loadOrCreateCodes = async (file: string): Promise<HubCodes> => {
  let kept: CodesFile | null = null;
  let replaced = false;
  let text: string | null = null;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  if (text !== null) {
    let read: unknown;
    try {
      read = JSON.parse(text);
    } catch (e) {
      throw new Error(`${file} is not a Pairwise hub codes file (${(e as Error).message}); move it away to make new codes`);
    }
    if (isCodesFile(read)) kept = read;
    else if (typeof read === 'object' && read !== null && 'chief' in read && 'player' in read) replaced = true;
    else throw new Error(`${file} is not a Pairwise hub codes file; move it away to make new codes`);
  }
  let state: CodesFile = kept ?? { version: 2, chief: chiefCode(secret()), playerKey: randomBytes(32).toString('base64url'), deputies: [] };
  // One write at a time, each whole, through a temporary file renamed over the old one.
  let writing = Promise.resolve();
  const save = (): Promise<void> => {
    const text = `${JSON.stringify(state, null, 2)}\n`;
    writing = writing.then(async () => {
      await writeFile(`${file}.tmp`, text, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    });
    return writing;
  };
  if (kept === null) await save();
  const mac = (event: string, rank: number): string =>
    createHmac('sha256', Buffer.from(state.playerKey, 'base64url')).update(`${event}.${rank}`).digest('base64url').slice(0, 22);
  return {
    chief: state.chief,
    replaced,
    deputies: () => state.deputies,
    addDeputy: async (name) => {
      const clean = deputyName(name);
      if (clean === null) throw new Error('a deputy\'s name has 1 to 40 characters');
      let id = randomBytes(4).toString('hex');
      while (state.deputies.some((d) => d.id === id)) id = randomBytes(4).toString('hex');
      const deputy: Deputy = { id, name: clean, code: deputyCode(id, secret()), revoked: false };
      state = { ...state, deputies: [...state.deputies, deputy] };
      await save();
      return deputy;
    },
    revokeDeputy: async (id) => {
      const d = state.deputies.find((x) => x.id === id);
      if (!d) return null;
      state = { ...state, deputies: state.deputies.map((x) => (x.id === id ? { ...x, revoked: true } : x)) };
      await save();
      return { ...d, revoked: true };
    },
    playerCode: (event, rank) => playerCode(event, rank, mac(event, rank)),
    personOf: (code) => {
      const c = parseCode(code);
      switch (c?.role) {
        case undefined: return null;
        case 'spectator': return { role: 'spectator' };
        case 'chief': return same(code, state.chief) ? { role: 'chief' } : null;
        case 'deputy': {
          const d = state.deputies.find((x) => x.id === c.id);
          return d && !d.revoked && same(code, d.code) ? { role: 'deputy', id: d.id, name: d.name } : null;
        }
        case 'player': return same(c.mac, mac(c.event, c.rank)) ? { role: 'player', event: c.event, rank: c.rank } : null;
      }
    },
  };
};
