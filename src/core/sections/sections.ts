import type { SystemSettings } from '../model';
import { fideInitialRanking } from '../seeding';
import { fixedRoundsOf, systems } from '../systems';

/**
 * An event of several sections (groups): each section is a tournament of its own — its players,
 * its system (a Swiss or a round robin), its rounds and its printouts — and the event ties them
 * together under one name (a club's season, an open in sections A and B, quads by rating).
 */
export interface EventMembership {
  /** The event's key, the same in every section (a random number drawn when the event is made). */
  readonly key: number;
  /** The event's name: "Spring Quads 2026". */
  readonly name: string;
  /** The section's name within the event: "Open A", "Quad 2". */
  readonly section: string;
  /** The section's place in the event's list (0 first). */
  readonly order: number;
}

export type MembershipRead = { readonly ok: true; readonly membership: EventMembership } | { readonly ok: false; readonly field: string; readonly message: string };

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** What is wrong with an event or section name, or null (1 to 60 characters on one line). */
export const nameProblem = (what: string, name: string): string | null =>
  name.trim() === '' ? `${what} needs a name.` : name.trim().length > 60 ? `${what} is ${name.trim().length} characters; at most 60.` : controlCharacter.test(name) ? `${what} contains a line break or control character.` : null;

/** The one validator of a section's membership (the database, the backup). */
export const readEventMembership = (raw: unknown): MembershipRead => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, field: '', message: 'The event membership must be an object.' };
  const o = raw as Readonly<Record<string, unknown>>;
  if (typeof o.key !== 'number' || !Number.isInteger(o.key) || o.key < 1) return { ok: false, field: 'key', message: 'The event key is a whole number from 1.' };
  if (typeof o.name !== 'string') return { ok: false, field: 'name', message: 'The event needs a name.' };
  const badName = nameProblem('The event', o.name);
  if (badName) return { ok: false, field: 'name', message: badName };
  if (typeof o.section !== 'string') return { ok: false, field: 'section', message: 'The section needs a name.' };
  const badSection = nameProblem('The section', o.section);
  if (badSection) return { ok: false, field: 'section', message: badSection };
  if (typeof o.order !== 'number' || !Number.isInteger(o.order) || o.order < 0 || o.order > 999) return { ok: false, field: 'order', message: 'The section order is a whole number from 0 to 999.' };
  return { ok: true, membership: { key: o.key, name: o.name.trim(), section: o.section.trim(), order: o.order } };
};

/**
 * Quads: the players by FIDE initial ranking (rating, title, name), cut into groups of four from
 * the top, each group a round robin. A field that does not divide by four ends with a group of
 * five (one left over) or of three (three left over; two left over: the last two groups of three),
 * so that every group plays a round robin of three to five players. Fewer than three players make
 * no group.
 */
export const quads = <P extends { readonly rating: number; readonly title?: string; readonly name: string }>(players: readonly P[]): readonly (readonly P[])[] => {
  const ordered = fideInitialRanking(players);
  const n = ordered.length;
  if (n < 3) return [];
  const rest = n % 4;
  const sizes: number[] = Array.from({ length: Math.floor(n / 4) }, () => 4);
  if (rest === 1) {
    if (sizes.length === 0) return [ordered];
    sizes[sizes.length - 1] = 5;
  } else if (rest === 2) {
    if (sizes.length === 0) return [ordered];
    sizes[sizes.length - 1] = 3;
    sizes.push(3);
  } else if (rest === 3) sizes.push(3);
  const out: P[][] = [];
  let i = 0;
  for (const size of sizes) {
    out.push(ordered.slice(i, i + size));
    i += size;
  }
  return out;
};

/** One quad as a section: its name, a single round robin (the round-robin module's defaults), its rounds, its players. */
export interface QuadSection<P> {
  readonly name: string;
  readonly settings: SystemSettings;
  readonly totalRounds: number;
  readonly players: readonly P[];
}

/** The quads of `quads`, each as a section: "Quad 1", "Quad 2", ..., a single round robin by the Berger tables. */
export const quadSections = <P extends { readonly rating: number; readonly title?: string; readonly name: string }>(players: readonly P[]): readonly QuadSection<P>[] => {
  const rr = systems['round-robin'];
  return quads(players).map((g, i) => ({ name: `Quad ${i + 1}`, settings: rr.defaults, totalRounds: fixedRoundsOf(rr.defaults, g.length) ?? g.length, players: g }));
};
