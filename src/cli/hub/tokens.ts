import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { roles } from '../../core/venue/access';
import type { Role } from '../../core/venue/access';

/**
 * The hub's tokens, one per role, made by the hub itself (no internet, no accounts) and kept in a
 * file beside its database, so a restarted hub accepts the devices that joined before. 128 random
 * bits each: a phone on the venue Wi-Fi cannot guess the arbiters' token.
 */
export type HubTokens = Readonly<Record<Role, string>>;

const newToken = (): string => randomBytes(16).toString('base64url');

const isTokens = (x: unknown): x is HubTokens =>
  typeof x === 'object' && x !== null && roles.every((r) => typeof (x as Record<string, unknown>)[r] === 'string' && ((x as Record<string, string>)[r]!).length >= 16);

/** Reads the tokens file, or makes the tokens and writes it (readable by its owner only). */
export const loadOrCreateTokens = async (file: string): Promise<HubTokens> => {
  try {
    const kept: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isTokens(kept)) return kept;
    throw new Error(`${file} is not a Pairwise hub tokens file (expected a token for each of ${roles.join(', ')}); move it away to make new tokens`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const made = Object.fromEntries(roles.map((r) => [r, newToken()])) as HubTokens;
  await writeFile(`${file}.tmp`, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return made;
};

/** The role a token gives, or null (an unknown token is refused). */
export const roleOf = (tokens: HubTokens, token: string): Role | null => {
  const given = Buffer.from(token);
  // Compared in constant time, so the answer's timing does not tell a guesser how close it came.
  return roles.find((r) => {
    const kept = Buffer.from(tokens[r]);
    return kept.length === given.length && timingSafeEqual(kept, given);
  }) ?? null;
};
