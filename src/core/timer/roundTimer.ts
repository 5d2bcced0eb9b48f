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
  /** The TO hid the clock on the projector (a round with no time limit, a cut game). */
  readonly hiddenOnProjector?: boolean;
}

export const newTimer = (durationMs: number): RoundTimer => ({ durationMs, running: false, endsAt: null, remainingMs: durationMs });

/** The round length a new event's timer starts from (Netrunner Swiss rounds: 65 minutes are usual; the TO sets it). */
export const defaultRoundMs = 90 * 60_000;

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

export const resetTimer = (t: RoundTimer, durationMs: number = t.durationMs): RoundTimer =>
  ({ ...newTimer(durationMs), ...(t.hiddenOnProjector ? { hiddenOnProjector: true } : {}) });

/**
 * A new round length applies at once: a timer not yet started shows the new length; a started one
 * (running or paused) keeps the time already played, so what is left moves by the difference
 * (a 65-minute round changed to 75 at 10:00 left shows 20:00 left). Never below zero.
 */
export const setRoundLength = (t: RoundTimer, durationMs: number, now: number): RoundTimer => {
  const started = t.running || t.remainingMs !== t.durationMs;
  if (!started) return { ...t, durationMs, remainingMs: durationMs };
  return { ...adjustTimer(t, durationMs - t.durationMs, now), durationMs };
};

export const showOnProjector = (t: RoundTimer, shown: boolean): RoundTimer => {
  const { hiddenOnProjector: _h, ...rest } = t;
  void _h;
  return shown ? rest : { ...rest, hiddenOnProjector: true };
};

/** What a timer read back from storage must be: null when it is not one (nothing is shown then). */
export const readRoundTimer = (raw: unknown): RoundTimer | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const num = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
  if (!num(r.durationMs) || r.durationMs <= 0 || typeof r.running !== 'boolean' || !num(r.remainingMs)) return null;
  if (r.running ? !num(r.endsAt) : r.endsAt !== null) return null;
  return {
    durationMs: r.durationMs, running: r.running, endsAt: r.running ? (r.endsAt as number) : null, remainingMs: r.remainingMs,
    ...(r.hiddenOnProjector === true ? { hiddenOnProjector: true } : {}),
  };
};

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
