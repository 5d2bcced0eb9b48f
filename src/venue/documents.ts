import type * as Y from 'yjs';
import type { DocumentKind } from '../core/venue';
import { officialEntries, officialFrom, officialOrder, orderEdit } from '../core/venue';
import type { Official } from '../core/venue';
import type { Entry } from '../core/venue';
import { parseBoardKey, readDrop, readReport, roundEntries } from '../core/venue';

/**
 * One handler per kind of shared document: how this device writes it and reads it. Every value read
 * is checked (core/venue/words.ts): another device may have written anything the hub let through.
 */

/** The official tournament: published by the chief's laptop, read by every other device. */
export const official = {
  kind: 'official' as const satisfies DocumentKind,
  /**
   * Writes only what changed: a board's key, the standings rows that moved, the order's changed
   * middle. A result then reaches each phone as a few hundred bytes (docs/venue-network.md, Load).
   */
  publish(doc: Y.Doc, o: Official): void {
    const entries = officialEntries(o);
    const map = doc.getMap<string>('official');
    const order = doc.getArray<number>('order');
    doc.transact(() => {
      for (const [k, v] of entries) if (map.get(k) !== v) map.set(k, v);
      for (const k of [...map.keys()]) if (!entries.has(k)) map.delete(k);
      const edit = orderEdit(order.toArray(), officialOrder(o));
      if (edit) {
        if (edit.remove > 0) order.delete(edit.index, edit.remove);
        if (edit.insert.length > 0) order.insert(edit.index, edit.insert);
      }
    });
  },
  /** The chief's decisions of one round: board → decision (the same shape as an entry). */
  decisions(doc: Y.Doc, round: number): Map<number, Entry> {
    return roundEntries(doc.getMap('decisions').entries(), round);
  },
  read(doc: Y.Doc): Official | null {
    const map = doc.getMap('official');
    return officialFrom((k) => map.get(k), doc.getArray('order').toArray());
  },
};

/** An arbiter's entries for one round: board → entry. */
export const entries = {
  kind: 'entries' as const satisfies DocumentKind,
  read(doc: Y.Doc, round: number): Map<number, Entry> {
    return roundEntries(doc.getMap('results').entries(), round);
  },
};

/** A player's proposals: their reports of one round (board → entry) and their request to drop. */
export const proposals = {
  kind: 'proposals' as const satisfies DocumentKind,
  /** `rank`: the document's player (from its name, never from the values: the hub checked they agree). */
  reports(doc: Y.Doc, rank: number, round: number): Map<number, Entry> {
    const out = new Map<number, Entry>();
    for (const [key, v] of doc.getMap('reports').entries()) {
      const r = readReport(v);
      const k = parseBoardKey(key);
      if (!r || !k || k.round !== round || r.rank !== rank) continue;
      const had = out.get(k.board);
      if (!had || had.at < r.at) out.set(k.board, { result: r.result, at: r.at });
    }
    return out;
  },
  drop(doc: Y.Doc, rank: number): number | null {
    const d = readDrop(doc.getMap('drop').get('drop'));
    return d && d.rank === rank ? d.at : null;
  },
};

/** The hub's directory: each arbiter's entries and each player's proposals of an event, with the arbiter's name. */
export const directory = {
  kind: 'directory' as const satisfies DocumentKind,
  read(doc: Y.Doc, event: string): { entries: { name: string; writer: string; person: string }[]; proposals: { name: string; rank: number }[] } {
    const entriesOut: { name: string; writer: string; person: string }[] = [];
    const proposalsOut: { name: string; rank: number }[] = [];
    for (const [name, v] of doc.getMap('documents').entries()) {
      const d = v as { kind?: unknown; event?: unknown; writer?: unknown; rank?: unknown; person?: unknown };
      if (d.event !== event) continue;
      if (d.kind === 'entries' && typeof d.writer === 'string') entriesOut.push({ name, writer: d.writer, person: typeof d.person === 'string' ? d.person : d.writer });
      if (d.kind === 'proposals' && typeof d.rank === 'number') proposalsOut.push({ name, rank: d.rank });
    }
    const byName = (a: { name: string }, b: { name: string }): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    return { entries: entriesOut.sort(byName), proposals: proposalsOut.sort(byName) };
  },
};

/** The events the hub shares: official document names. */
export const events = {
  kind: 'events' as const satisfies DocumentKind,
  read(doc: Y.Doc): string[] {
    return [...doc.getMap('events').keys()].filter((n) => n.startsWith('official/')).sort();
  },
};
