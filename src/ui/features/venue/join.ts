import { useSyncExternalStore } from 'react';
import type { Role } from '../../../core/venue';
import { parseCode } from '../../../core/venue';
import type { VenueJoin } from '../../../venue/link';

/**
 * This device's place on the venue network (docs/venue-network.md): the hub it joined, with which
 * role and code, and its own device id. Kept in localStorage: it is this browser's setting, not
 * tournament data. Every shared document is also kept in IndexedDB (y-dexie, holdVenueDoc), so a
 * device that loses the hub keeps what it had and typed, and sends it when the hub is back.
 */
export type { VenueJoin } from '../../../venue/link';

const joinKey = 'pairwise:venue';
const deviceKey = 'pairwise:device';

/** This browser's device id: random, made once (crypto.getRandomValues works off a secure context too). */
export const deviceId = (): string => {
  const kept = localStorage.getItem(deviceKey);
  if (kept && /^[0-9a-f]{16}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const id = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  localStorage.setItem(deviceKey, id);
  return id;
};

/** A join link as the hub page gives it (`http://<hub>/#join=<code>`), or why it is not one. The code says who joins. */
export const readJoinLink = (link: string): { hub: string; token: string; role: Role } | string => {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return 'This is not a link: copy the whole join link from the hub page (it starts with http://).';
  }
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  const token = params.get('join');
  if (!token) return 'This link has no join code: copy the join link from the hub page.';
  const code = parseCode(token);
  if (code === null) return 'This join code is not one the hub gives: copy the whole link (codes of an earlier version of the hub no longer work).';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'A hub is reached over http:// on the venue network.';
  return { hub: url.origin, token, role: code.role };
};

const listeners = new Set<() => void>();
let cached: { text: string | null; join: VenueJoin | null } = { text: null, join: null };

export const currentJoin = (): VenueJoin | null => {
  const text = localStorage.getItem(joinKey);
  if (text !== cached.text) {
    let join: VenueJoin | null = null;
    try {
      join = text ? (JSON.parse(text) as VenueJoin) : null;
      // A join kept by an earlier version (one code per role) is no join now.
      if (join && parseCode(join.token)?.role !== join.role) join = null;
    } catch {
      join = null;
    }
    cached = { text, join };
  }
  return cached.join;
};

export const saveJoin = (j: { hub: string; token: string; role: Role } | null): void => {
  if (j === null) localStorage.removeItem(joinKey);
  else localStorage.setItem(joinKey, JSON.stringify({ ...j, device: deviceId() }));
  for (const l of listeners) l();
};

/** Called whenever this browser joins or leaves a hub. */
export const onJoinChange = (l: () => void): (() => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The join this browser holds, re-rendering when it changes. */
export const useJoin = (): VenueJoin | null =>
  useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, currentJoin);

/** A page opened from a join link (a phone scanning the QR code): keep the join and drop the code from the address. */
export const takeJoinFromAddress = (): boolean => {
  if (!location.hash.startsWith('#join=')) return false;
  const read = readJoinLink(location.href);
  if (typeof read === 'string') return false;
  saveJoin(read);
  history.replaceState(null, '', `${location.pathname}#/venue`);
  return true;
};

