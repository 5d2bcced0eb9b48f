import type { SystemSettings } from '../core/model';
import { nameProblem } from '../core/sections';
import type { EventMembership } from '../core/sections';
import { readSystemSettings, systemModule } from '../core/systems';
import { appendAudit } from './audit';
import type { PairwiseDb, TournamentRow } from './schema';
import { allTables, reject, Rejection, requireStatus, type Change } from './change';
import { checkTournamentInput } from './validate';

/** One section as the organiser defines it: its name, system and planned rounds. */
export interface SectionInput {
  readonly name: string;
  readonly settings: SystemSettings;
  readonly totalRounds: number;
}

/** The section's checks: its name, the system module's one validator, the tournament's own checks. */
const checkSection = (s: SectionInput, where: string): { settings: SystemSettings } => {
  const bad = nameProblem('The section', s.name);
  if (bad) reject('invalid-input', bad, `${where}, name`);
  const read = readSystemSettings(s.settings);
  if (!read.ok) reject('invalid-input', read.message, `${where}, settings${read.field === '' ? '' : `.${read.field}`}`);
  const input = checkTournamentInput({ name: s.name, settings: s.settings, totalRounds: s.totalRounds });
  if (input) reject('invalid-input', input.message, `${where}, ${input.field}`);
  return { settings: read.ok ? read.settings : s.settings };
};

const runChange = async <T>(db: PairwiseDb, body: () => Promise<T>): Promise<Change<T>> => {
  try {
    return { ok: true, value: await db.transaction('rw', allTables(db), body) };
  } catch (e) {
    if (e instanceof Rejection) return e.failure;
    throw e;
  }
};

/** A new section tournament of an event (inside the caller's transaction). */
const addSectionRow = async (db: PairwiseDb, membership: EventMembership, s: SectionInput, settings: SystemSettings, randomSeed: number, now: number): Promise<number> =>
  db.tournaments.add({
    name: `${membership.name} – ${s.name.trim()}`, settings, scoring: systemModule(settings).scoring, totalRounds: s.totalRounds,
    randomSeed: randomSeed | 0, status: 'registration', plannedByes: [], createdAt: now, updatedAt: now, event: membership,
  });

/** The event key is new: a whole number no other event uses (the caller draws it at random). */
const requireNewKey = async (db: PairwiseDb, key: number): Promise<void> => {
  if (!Number.isInteger(key) || key < 1) reject('invalid-input', `The event key must be a whole number from 1, not ${key}.`, 'event key');
  if ((await db.tournaments.toArray()).some((t) => t.event?.key === key)) reject('invalid-input', `Another event has key ${key}; try again.`, 'event key');
};

/**
 * Creates an event of several sections in one transaction: one tournament per section (named
 * "Event – Section"), each with its own system and rounds, tied together by the event's key
 * (drawn at random by the caller, so that sections restored from backups on another device find
 * each other). Each section's audit log gets its creation. `randomSeeds[i]` seeds section i.
 */
export const createEvent = (
  db: PairwiseDb, eventName: string, sections: readonly SectionInput[], eventKey: number, randomSeeds: readonly number[], now: number,
): Promise<Change<readonly number[]>> =>
  runChange(db, async () => {
    await requireNewKey(db, eventKey);
    const bad = nameProblem('The event', eventName);
    if (bad) reject('invalid-input', bad, 'event name');
    if (sections.length === 0) reject('invalid-input', 'An event needs at least one section.', 'sections');
    const names = new Set<string>();
    const checked = sections.map((s, i) => {
      const where = `section ${i + 1}`;
      if (names.has(s.name.trim().toLowerCase())) reject('invalid-input', `Two sections are called "${s.name.trim()}".`, `${where}, name`);
      names.add(s.name.trim().toLowerCase());
      return checkSection(s, where);
    });
    const ids: number[] = [];
    for (const [i, s] of sections.entries()) {
      const id = await addSectionRow(db, { key: eventKey, name: eventName.trim(), section: s.name.trim(), order: i }, s, checked[i]!.settings, randomSeeds[i] ?? i + 1, now);
      ids.push(id);
      await appendAudit(db, id, now, 'create-event', `${eventName.trim()}: section ${i + 1} of ${sections.length}, ${s.name.trim()}`);
    }
    return ids;
  });

/** Adds a section to an existing event (one transaction, the section's audit row). */
export const addSection = (db: PairwiseDb, eventKey: number, section: SectionInput, randomSeed: number, now: number): Promise<Change<number>> =>
  runChange(db, async () => {
    const rows = (await db.tournaments.toArray()).filter((t) => t.event?.key === eventKey);
    const first = rows[0]?.event;
    if (!first) return reject('not-found', `There is no event with key ${eventKey}.`);
    if (rows.some((t) => t.event?.section.toLowerCase() === section.name.trim().toLowerCase())) reject('invalid-input', `The event already has a section called "${section.name.trim()}".`, 'name');
    const { settings } = checkSection(section, 'section');
    const order = rows.reduce((m, t) => Math.max(m, t.event?.order ?? 0), 0) + 1;
    const id = await addSectionRow(db, { key: eventKey, name: first.name, section: section.name.trim(), order }, section, settings, randomSeed, now);
    await appendAudit(db, id, now, 'create-event', `${first.name}: section ${section.name.trim()} added`);
    return id;
  });

/** One group of a split: the section's name, system, rounds and its players (player keys). */
export interface SplitGroup extends SectionInput {
  readonly playerKeys: readonly number[];
}

/**
 * Splits a tournament still in registration into the sections of an event (e.g. quads by rating):
 * the tournament becomes the first section, the other groups new sections to which their players
 * move, in one transaction; every player goes to exactly one group. Each section's audit log says
 * what happened.
 */
export const splitIntoSections = (
  db: PairwiseDb, tournamentId: number, eventName: string, groups: readonly SplitGroup[], eventKey: number, randomSeeds: readonly number[], now: number,
): Promise<Change<readonly number[]>> =>
  runChange(db, async () => {
    await requireNewKey(db, eventKey);
    const source = await db.tournaments.get(tournamentId);
    if (!source) return reject('not-found', `There is no tournament with id ${tournamentId}.`);
    requireStatus(source, ['registration'], 'split the tournament into sections');
    if (source.event) reject('invalid-input', `${source.name} is already a section of ${source.event.name}.`);
    const bad = nameProblem('The event', eventName);
    if (bad) reject('invalid-input', bad, 'event name');
    if (groups.length < 2) reject('invalid-input', 'A split needs at least two sections.', 'sections');
    const players = await db.players.where('tournamentId').equals(tournamentId).toArray();
    const known = new Set(players.map((p) => p.id));
    const placed = new Set<number>();
    const checked = groups.map((g, i) => {
      for (const k of g.playerKeys) {
        if (!known.has(k)) reject('invalid-input', `Player key ${k} is not in ${source.name}.`, `section ${i + 1}`);
        if (placed.has(k)) reject('invalid-input', `Player key ${k} is in two sections.`, `section ${i + 1}`);
        placed.add(k);
      }
      return checkSection(g, `section ${i + 1}`);
    });
    if (placed.size !== players.length) reject('invalid-input', `The sections hold ${placed.size} of the ${players.length} players.`, 'sections');
    const first = groups[0]!;
    const key = eventKey;
    const membership = (g: SplitGroup, order: number): EventMembership => ({ key, name: eventName.trim(), section: g.name.trim(), order });
    const update: Partial<TournamentRow> = {
      name: `${eventName.trim()} – ${first.name.trim()}`, settings: checked[0]!.settings, scoring: systemModule(checked[0]!.settings).scoring,
      totalRounds: first.totalRounds, event: membership(first, 0), updatedAt: now,
    };
    await db.tournaments.update(tournamentId, update);
    await appendAudit(db, tournamentId, now, 'split-into-sections', `${eventName.trim()}: ${groups.length} sections; this one ${first.name.trim()} with ${first.playerKeys.length} players`);
    const ids = [tournamentId];
    for (const [i, g] of groups.entries()) {
      if (i === 0) continue;
      const id = await addSectionRow(db, membership(g, i), g, checked[i]!.settings, randomSeeds[i] ?? i + 1, now);
      for (const k of g.playerKeys) await db.players.update(k, { tournamentId: id });
      await appendAudit(db, id, now, 'split-into-sections', `${eventName.trim()}: section ${g.name.trim()} with ${g.playerKeys.length} players from ${source.name}`);
      ids.push(id);
    }
    return ids;
  });

/** The sections of an event, in their order. */
export const loadEventSections = async (db: PairwiseDb, eventKey: number): Promise<TournamentRow[]> =>
  (await db.tournaments.toArray()).filter((t) => t.event?.key === eventKey).sort((a, b) => (a.event?.order ?? 0) - (b.event?.order ?? 0));
