import type { BoardResult } from '../model';
import { boardResults } from '../model';
import type { Entry } from './results';

/**
 * How the words of the venue's devices are kept in their documents (Yjs maps of plain values), and
 * read back checked: a phone or a laptop of another build may have written anything, and a value
 * that is not a result is left out, never taken.
 *
 *   entries/<event>/<device>    map `results`:   "<round>:<board>" → { result, at }
 *   proposals/<event>/<device>  map `reports`:   "<round>:<board>" → { result, at, rank }
 *                               map `drop`:      "drop" → { rank, at }
 *   official/<event>            map `decisions`: "<round>:<board>" → { result, at }
 */
export const boardKey = (round: number, board: number): string => `${round}:${board}`;

export const parseBoardKey = (key: string): { round: number; board: number } | null => {
  const m = /^(\d+):(\d+)$/.exec(key);
  return m ? { round: Number(m[1]), board: Number(m[2]) } : null;
};

const isResult = (v: unknown): v is BoardResult => typeof v === 'string' && (boardResults as readonly string[]).includes(v);

/** An entry or decision as stored, or null for anything else. */
export const readEntry = (v: unknown): Entry | null => {
  if (typeof v !== 'object' || v === null) return null;
  const { result, at } = v as { result?: unknown; at?: unknown };
  return isResult(result) && typeof at === 'number' && Number.isFinite(at) ? { result, at } : null;
};

/** A player's report: the entry and the start rank of the player who reported it. */
export const readReport = (v: unknown): (Entry & { readonly rank: number }) | null => {
  const e = readEntry(v);
  const rank = (v as { rank?: unknown } | null)?.rank;
  return e && typeof rank === 'number' && Number.isInteger(rank) && rank > 0 ? { ...e, rank } : null;
};

/** A player's request to drop, or null. */
export const readDrop = (v: unknown): { readonly rank: number; readonly at: number } | null => {
  if (typeof v !== 'object' || v === null) return null;
  const { rank, at } = v as { rank?: unknown; at?: unknown };
  return typeof rank === 'number' && Number.isInteger(rank) && rank > 0 && typeof at === 'number' ? { rank, at } : null;
};

/** Entries of one round from a map's entries: board → entry. */
export const roundEntries = (map: Iterable<[string, unknown]>, round: number): Map<number, Entry> => {
  const out = new Map<number, Entry>();
  for (const [key, v] of map) {
    const k = parseBoardKey(key);
    const e = readEntry(v);
    if (k && e && k.round === round) out.set(k.board, e);
  }
  return out;
};
