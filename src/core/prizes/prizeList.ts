import type { PrizeGroup } from '../standings';

/**
 * An event's prize list as the organiser defines it: prize groups (the main prizes for everyone,
 * categories for women, rating bands, juniors or seniors by birth year, a club), each with an
 * amount per place, and the rule for ties.
 *
 * Amounts are whole cents (no floating point): "€1000" is 100000.
 */
export const tieRules = ['tie-break', 'shared', 'hort'] as const;
/**
 * - 'tie-break': the standings order decides (players still tied after every tie-break share);
 * - 'shared': players tied on points share the prizes of the places they occupy, equally;
 * - 'hort': the Hort system: each tied player keeps half the prize of their own place (by
 *   tie-break), and the other halves of the tied places are shared equally.
 */
export type TieRule = (typeof tieRules)[number];

export interface PrizeGroupDefinition {
  /** "Main prizes", "Best woman", "Under 1800". */
  readonly name: string;
  /** Who may win it (no condition: everyone). */
  readonly category: PrizeGroup;
  /** Cents per place, first place first; never more for a lower place. */
  readonly amounts: readonly number[];
}

export interface PrizeList {
  /** Shown beside amounts: "EUR", "€", "USD". */
  readonly currency: string;
  readonly tieRule: TieRule;
  /** In the organiser's order: at equal amounts a group listed earlier is awarded first (main prizes first). */
  readonly groups: readonly PrizeGroupDefinition[];
}

export type PrizeListRead = { readonly ok: true; readonly list: PrizeList } | { readonly ok: false; readonly field: string; readonly message: string };

/** Amounts up to ten million in cents' units, groups and places within reason for one event. */
export const prizeLimits = { groups: 20, places: 50, amount: 1_000_000_000, name: 60 } as const;

type Obj = Readonly<Record<string, unknown>>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isYear = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 1900 && x <= 2100;
const isRating = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 4000;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * The one validator of a prize list, whoever hands it in (the form, a backup, a stored row): the
 * list, or the field that is wrong and why, in words.
 */
export const readPrizeList = (raw: unknown): PrizeListRead => {
  const fail = (field: string, message: string): PrizeListRead => ({ ok: false, field, message });
  if (!isObj(raw)) return fail('', 'The prize list must be an object.');
  const currency = raw.currency;
  if (typeof currency !== 'string' || currency.trim().length > 10 || controlCharacter.test(currency)) return fail('currency', 'The currency is a short text of at most 10 characters (e.g. EUR).');
  const tieRule = raw.tieRule;
  if (typeof tieRule !== 'string' || !(tieRules as readonly string[]).includes(tieRule)) return fail('tieRule', `The rule for ties must be ${tieRules.join(', ')}, not ${JSON.stringify(tieRule) ?? 'nothing'}.`);
  if (!Array.isArray(raw.groups)) return fail('groups', 'The prize groups must be a list.');
  if (raw.groups.length > prizeLimits.groups) return fail('groups', `At most ${prizeLimits.groups} prize groups.`);
  const groups: PrizeGroupDefinition[] = [];
  const names = new Set<string>();
  for (const [i, g] of (raw.groups as unknown[]).entries()) {
    const where = `groups[${i}]`;
    if (!isObj(g)) return fail(where, `Prize group ${i + 1} must be an object.`);
    const name = typeof g.name === 'string' ? g.name.trim() : '';
    if (name === '' || name.length > prizeLimits.name || controlCharacter.test(name)) return fail(`${where}.name`, `Prize group ${i + 1} needs a name of 1 to ${prizeLimits.name} characters on one line.`);
    if (names.has(name.toLowerCase())) return fail(`${where}.name`, `Two prize groups are called "${name}".`);
    names.add(name.toLowerCase());
    const c = g.category;
    if (!isObj(c)) return fail(`${where}.category`, `${name}: the category must be an object.`);
    if (c.women !== undefined && typeof c.women !== 'boolean') return fail(`${where}.category.women`, `${name}: "women only" is yes or no.`);
    for (const key of ['ratingFrom', 'ratingTo'] as const) if (c[key] !== undefined && !isRating(c[key])) return fail(`${where}.category.${key}`, `${name}: a rating bound is a whole number from 0 to 4000.`);
    for (const key of ['bornFrom', 'bornUntil'] as const) if (c[key] !== undefined && !isYear(c[key])) return fail(`${where}.category.${key}`, `${name}: a birth year is a whole number from 1900 to 2100.`);
    if (isRating(c.ratingFrom) && isRating(c.ratingTo) && c.ratingFrom > c.ratingTo) return fail(`${where}.category.ratingTo`, `${name}: the rating band ${c.ratingFrom}-${c.ratingTo} is empty.`);
    if (isYear(c.bornFrom) && isYear(c.bornUntil) && c.bornFrom > c.bornUntil) return fail(`${where}.category.bornUntil`, `${name}: born from ${c.bornFrom} until ${c.bornUntil} is nobody.`);
    if (c.club !== undefined && (typeof c.club !== 'string' || c.club.trim() === '' || c.club.length > 100 || controlCharacter.test(c.club))) return fail(`${where}.category.club`, `${name}: the club is a name on one line.`);
    if (!Array.isArray(g.amounts) || g.amounts.length === 0 || g.amounts.length > prizeLimits.places) return fail(`${where}.amounts`, `${name}: list 1 to ${prizeLimits.places} amounts, one per place.`);
    const amounts: number[] = [];
    for (const [k, a] of (g.amounts as unknown[]).entries()) {
      if (typeof a !== 'number' || !Number.isInteger(a) || a < 0 || a > prizeLimits.amount) return fail(`${where}.amounts[${k}]`, `${name}: the prize for place ${k + 1} must be a whole number of cents from 0 to ${prizeLimits.amount}.`);
      if (k > 0 && a > amounts[k - 1]!) return fail(`${where}.amounts[${k}]`, `${name}: place ${k + 1} cannot be worth more than place ${k}.`);
      amounts.push(a);
    }
    const category: PrizeGroup = {
      women: c.women === true,
      ...(isRating(c.ratingFrom) ? { ratingFrom: c.ratingFrom } : {}),
      ...(isRating(c.ratingTo) ? { ratingTo: c.ratingTo } : {}),
      ...(isYear(c.bornFrom) ? { bornFrom: c.bornFrom } : {}),
      ...(isYear(c.bornUntil) ? { bornUntil: c.bornUntil } : {}),
      ...(typeof c.club === 'string' ? { club: c.club.trim() } : {}),
    };
    groups.push({ name, category, amounts });
  }
  return { ok: true, list: { currency: currency.trim(), tieRule: tieRule as TieRule, groups } };
};

/** "1 234.50" for cents (a narrow no-break space between thousands; two decimals when there are cents). */
export const formatMoney = (cents: number, currency = ''): string => {
  const units = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${grouped}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}${currency ? ` ${currency}` : ''}`;
};

/** "1000.50" or "1 000,5" → cents, or null when it is not an amount. */
export const parseMoney = (text: string): number | null => {
  const m = /^\s*(\d{1,7}(?:[ \u202f]?\d{3})*)(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]!.replace(/[ \u202f]/g, '')) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
};
