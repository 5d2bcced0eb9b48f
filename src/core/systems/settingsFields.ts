import type { SettingsRead } from './systemModule';

/**
 * Reading a system's settings from unknown input (a form, a backup, a stored row): each reader
 * names the field and says in words what it must be, and the first wrong field stops the read.
 */
export interface SettingsFields {
  /** The raw value of a field, for readers of their own. */
  readonly raw: (key: string) => unknown;
  readonly has: (key: string) => boolean;
  readonly bool: (key: string, what: string) => boolean;
  readonly oneOf: <T extends string>(key: string, values: readonly T[], what: string) => T;
  readonly int: (key: string, min: number, max: number, what: string) => number;
  /** A finite number of at least `min`. */
  readonly number: (key: string, min: number, what: string) => number;
  readonly textList: (key: string, maxLength: number, what: string) => string[];
  readonly fail: (key: string, message: string) => never;
}

class WrongField extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
  }
}

const shown = (x: unknown): string => (x === undefined ? 'nothing' : JSON.stringify(x) ?? String(x));

export function readFields<S>(raw: unknown, read: (f: SettingsFields) => S): SettingsRead<S> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, field: '', message: 'The system settings must be an object.' };
  const o = raw as Readonly<Record<string, unknown>>;
  const fail = (key: string, message: string): never => {
    throw new WrongField(key, message);
  };
  const f: SettingsFields = {
    raw: (key) => o[key],
    has: (key) => o[key] !== undefined,
    fail,
    bool: (key, what) => (typeof o[key] === 'boolean' ? (o[key] as boolean) : fail(key, `${what} must be yes or no (true or false), not ${shown(o[key])}.`)),
    oneOf: (key, values, what) =>
      typeof o[key] === 'string' && (values as readonly string[]).includes(o[key] as string)
        ? (o[key] as (typeof values)[number])
        : fail(key, `${what} must be ${values.join(' or ')}, not ${shown(o[key])}.`),
    int: (key, min, max, what) => {
      const v = o[key];
      return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fail(key, `${what} must be a whole number from ${min} to ${max}, not ${shown(v)}.`);
    },
    number: (key, min, what) => {
      const v = o[key];
      return typeof v === 'number' && Number.isFinite(v) && v >= min ? v : fail(key, `${what} must be a number of at least ${min}, not ${shown(v)}.`);
    },
    textList: (key, maxLength, what) => {
      const v = o[key];
      if (!Array.isArray(v)) return fail(key, `${what} must be a list, not ${shown(v)}.`);
      return v.map((x, i) => (typeof x === 'string' && x.length <= maxLength ? x : fail(`${key}[${i}]`, `${what}: entry ${i + 1} must be text of at most ${maxLength} characters.`)));
    },
  };
  try {
    return { ok: true, settings: read(f) };
  } catch (e) {
    if (e instanceof WrongField) return { ok: false, field: e.field, message: e.message };
    throw e;
  }
}
