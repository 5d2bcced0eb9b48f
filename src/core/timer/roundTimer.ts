/**
 * The round timer as plain data. Time is passed in (`now`, milliseconds since the epoch): a running
 * timer stores when it ends, not how much is left, so every window shows the same time without a
 * message per second, and a projector that misses a message is still right on the next one.
 */
export interface RoundTimer {
  /** The round's length as set by the TO. */
  readonly durationMs: number;
  readonly running: boolean;
  /** When a running timer reaches zero. */
  readonly endsAt: number | null;
  /** What was left when paused (or the full duration before the start). */
  readonly remainingMs: number;
}

export const newTimer = (durationMs: number): RoundTimer => ({ durationMs, running: false, endsAt: null, remainingMs: durationMs });

export const remainingMs = (t: RoundTimer, now: number): number =>
  t.running && t.endsAt !== null ? t.endsAt - now : t.remainingMs;

export const startTimer = (t: RoundTimer, now: number): RoundTimer =>
  t.running ? t : { ...t, running: true, endsAt: now + t.remainingMs };

export const pauseTimer = (t: RoundTimer, now: number): RoundTimer =>
  t.running ? { ...t, running: false, endsAt: null, remainingMs: remainingMs(t, now) } : t;

/** Adds (or with a negative delta removes) time, running or paused; never below zero. */
export const adjustTimer = (t: RoundTimer, deltaMs: number, now: number): RoundTimer => {
  const left = Math.max(0, remainingMs(t, now) + deltaMs);
  return t.running ? { ...t, endsAt: now + left } : { ...t, remainingMs: left };
};

export const resetTimer = (t: RoundTimer, durationMs: number = t.durationMs): RoundTimer => newTimer(durationMs);

/** "1:05:09", "49:59", "0:07"; over time shows "-0:12" (the round goes on until the TO calls time). */
export const formatClock = (ms: number): string => {
  const sign = ms < 0 ? '-' : '';
  // Count down in whole seconds, as a wall clock does: 59.2 s left shows 1:00 → 0:59 at 59.0.
  const total = ms < 0 ? Math.floor(-ms / 1000) : Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${sign}${h}:${two(m)}:${two(s)}` : `${sign}${m}:${two(s)}`;
};
