import type { PairwiseDb } from './schema';
import { change, reject, type Change } from './change';
import { defaultRoundMs, formatClock, newTimer, readRoundTimer, remainingMs } from '../core/timer';
import type { RoundTimer } from '../core/timer';
import { isCalendarDay } from '../core/model';

// The event's own details (its date, its organiser) and the round timer: one change each, audited.

export interface EventDetails {
  /** YYYY-MM-DD, or '' to clear. */
  readonly eventDate: string;
  /** The organiser's name (NetrunnerDB username for an AlwaysBeRunning upload), or '' to clear. */
  readonly organiser: string;
}


/** Sets the event's date and organiser, checked first: nothing is stored when either is wrong. */
export const setEventDetails = (db: PairwiseDb, tournamentId: number, details: EventDetails, now: number): Promise<Change> => {
  const eventDate = details.eventDate.trim();
  const organiser = details.organiser.trim();
  if (eventDate !== '' && !isCalendarDay(eventDate)) {
    return Promise.resolve({ ok: false, reason: 'invalid-input', field: 'eventDate', detail: `The event date is a day as YYYY-MM-DD (2026-11-28), not "${eventDate}".` });
  }
  if (organiser.length > 60 || /[\r\n\t]/.test(organiser)) {
    return Promise.resolve({ ok: false, reason: 'invalid-input', field: 'organiser', detail: 'The organiser is one line of at most 60 characters.' });
  }
  return change(db, tournamentId, now, 'event-details', async () => {
    await db.tournaments.update(tournamentId, { eventDate: eventDate || undefined, organiser: organiser || undefined });
    return { value: undefined, detail: `date ${eventDate || 'not set'}, organiser ${organiser || 'not set'}` };
  });
};

/** The stored round timer, or a new one of the default length when none was ever started. */
export const storedTimer = (row: { readonly roundTimer?: unknown }): RoundTimer => readRoundTimer(row.roundTimer) ?? newTimer(defaultRoundMs);

/**
 * Changes the round timer by a pure step of core/timer (start, pause, +1 min, a new round length,
 * hide on the projector) applied to the timer as stored, inside the transaction: two windows never
 * both move it from the same old state. `what` names the step for the audit log.
 */
export const changeRoundTimer = (
  db: PairwiseDb, tournamentId: number, what: string, step: (t: RoundTimer, now: number) => RoundTimer, now: number,
): Promise<Change<RoundTimer>> =>
  change(db, tournamentId, now, 'round-timer', async (t) => {
    const next = readRoundTimer(step(storedTimer(t), now));
    if (next === null) return reject('invalid-input', 'That is not a round timer.', 'timer');
    await db.tournaments.update(tournamentId, { roundTimer: next });
    return { value: next, detail: `${what}: ${formatClock(remainingMs(next, now))} left${next.running ? ', running' : ', paused'}` };
  });

/** The round timer as stored (or a new one), for the TO's controls and the projector; null: no such tournament. */
export const loadRoundTimer = async (db: PairwiseDb, tournamentId: number): Promise<RoundTimer | null> => {
  const row = await db.tournaments.get(tournamentId);
  return row ? storedTimer(row) : null;
};
