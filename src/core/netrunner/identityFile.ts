import type { Faction, IdentityEntry } from './identities';
import { corpFactions, runnerFactions } from './identities';

/**
 * The identities of a NetrunnerDB card-data file the TO downloaded once, so the pick list follows
 * new sets without waiting for a release of the app. Two shapes are read:
 *
 * - NetrunnerDB API v2, `https://netrunnerdb.com/api/2.0/public/cards`: `{ "data": [card…] }`, each
 *   card with `title`, `type_code` ("identity" for identities), `side_code` ("corp" | "runner"),
 *   `faction_code` ("haas-bioroid", "neutral-runner"…) and `pack_code`.
 * - netrunner-cards-json's v2 layout (github.com/NetrunnerDB/netrunner-cards-json,
 *   `schema/v2/cards_schema.json`): an array of cards with `title`, `card_type_id`
 *   ("corp_identity" | "runner_identity"), `side_id` and `faction_id` ("haas_bioroid", with
 *   underscores), and `card_set_id` when the cards are taken from the printings.
 *
 * Formats: neither list of cards says which format a card is legal in. When the file also carries
 * `card_pools` as netrunner-cards-json's `schema/v2/card_pool_schema.json` has them (`id`, `name`,
 * `card_set_ids`), written beside the cards (`{ "data" | "cards": […], "card_pools": […] }`), each
 * pool is a format the pick list can be filtered by: an identity is in it when its set (`pack_code`
 * or `card_set_id`) is one of the pool's sets.
 */
export interface IdentityFormat {
  readonly id: string;
  readonly name: string;
  /** The identities (by name) of the format's card pool. */
  readonly identities: readonly string[];
}

export interface IdentityList {
  /** Where the list came from, in words ("NetrunnerDB API v2 card data, cards.json"). */
  readonly source: string;
  readonly identities: readonly IdentityEntry[];
  readonly formats: readonly IdentityFormat[];
  /** The format the TO filters the pick list by (one of `formats`' ids), or null for every identity. */
  readonly format: string | null;
}

export type IdentityFileRead = { readonly ok: true; readonly list: IdentityList } | { readonly ok: false; readonly detail: string };

const factions: readonly string[] = [...corpFactions, ...runnerFactions];
const isObject = (x: unknown): x is Readonly<Record<string, unknown>> => typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: unknown): string | null => (typeof x === 'string' && x.trim() !== '' ? x : null);

/** One card as an identity: null for a card that is not one; a string when the card is wrong. */
const identityOf = (card: unknown, where: string): { readonly entry: IdentityEntry; readonly set: string | null } | null | string => {
  if (!isObject(card)) return `${where} is not a card (an object).`;
  const api = card.type_code !== undefined;
  const type = api ? card.type_code : card.card_type_id;
  if (api ? type !== 'identity' : type !== 'corp_identity' && type !== 'runner_identity') return null;
  const title = text(card.title);
  if (title === null || title.length > 120) return `${where}: an identity has no title (or one longer than 120 characters).`;
  const side = api ? card.side_code : card.side_id;
  if (side !== 'corp' && side !== 'runner') return `${where} (${title}): the side must be "corp" or "runner", not ${JSON.stringify(side) ?? 'nothing'}.`;
  const rawFaction = api ? card.faction_code : card.faction_id;
  const faction = typeof rawFaction === 'string' ? rawFaction.replace(/_/g, '-') : '';
  if (!factions.includes(faction)) return `${where} (${title}): unknown faction ${JSON.stringify(rawFaction) ?? 'nothing'}.`;
  const ofSide = (side === 'corp' ? corpFactions : runnerFactions) as readonly string[];
  if (!ofSide.includes(faction)) return `${where} (${title}): faction ${faction} is not a ${side} faction.`;
  return { entry: { name: title, side, faction: faction as Faction }, set: text(api ? card.pack_code : card.card_set_id) };
};

/** Reads a card-data file; a file that is not one changes nothing and says where and why. */
export const readIdentityFile = (json: string, fileName: string): IdentityFileRead => {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    return { ok: false, detail: `${fileName} is not JSON: ${e instanceof Error ? e.message : String(e)}.` };
  }
  const cards = Array.isArray(raw) ? raw : isObject(raw) ? (raw.data ?? raw.cards) : undefined;
  if (!Array.isArray(cards)) {
    return { ok: false, detail: `${fileName} is not NetrunnerDB card data: expected the API's { "data": [cards] } or an array of cards (netrunner-cards-json v2).` };
  }
  const seen = new Map<string, IdentityEntry>();
  const setOf = new Map<string, Set<string>>();
  for (const [i, card] of cards.entries()) {
    const r = identityOf(card, `${fileName}, card ${i + 1}`);
    if (typeof r === 'string') return { ok: false, detail: r };
    if (r === null) continue;
    // Reprints: one identity, listed once, in every set it was printed in.
    if (!seen.has(r.entry.name)) seen.set(r.entry.name, r.entry);
    if (r.set !== null) setOf.set(r.entry.name, (setOf.get(r.entry.name) ?? new Set()).add(r.set));
  }
  if (seen.size === 0) return { ok: false, detail: `${fileName} has no identity cards (type "identity", or "corp_identity" / "runner_identity").` };
  const pools = isObject(raw) ? raw.card_pools : undefined;
  const formats: IdentityFormat[] = [];
  if (pools !== undefined) {
    if (!Array.isArray(pools)) return { ok: false, detail: `${fileName}: card_pools must be a list.` };
    for (const [i, pool] of pools.entries()) {
      const id = isObject(pool) ? text(pool.id) : null;
      const name = isObject(pool) ? text(pool.name) : null;
      const sets = isObject(pool) ? pool.card_set_ids : undefined;
      if (id === null || name === null || !Array.isArray(sets) || !sets.every((s) => typeof s === 'string')) {
        return { ok: false, detail: `${fileName}, card pool ${i + 1}: needs an id, a name and card_set_ids (a list of set ids).` };
      }
      const inPool = new Set(sets as string[]);
      formats.push({ id, name, identities: [...seen.keys()].filter((n) => [...(setOf.get(n) ?? [])].some((s) => inPool.has(s))) });
    }
  }
  return { ok: true, list: { source: fileName, identities: [...seen.values()], formats, format: null } };
};

/**
 * A stored list read back (the database keeps what `readIdentityFile` made): null when it is not
 * one, so a damaged record falls back to the bundled list.
 */
export const storedIdentityList = (x: unknown): IdentityList | null => {
  if (!isObject(x) || typeof x.source !== 'string' || !Array.isArray(x.identities) || !Array.isArray(x.formats)) return null;
  const ok = x.identities.every((i) => isObject(i) && typeof i.name === 'string' && (i.side === 'corp' || i.side === 'runner') && factions.includes(String(i.faction)));
  const formatsOk = x.formats.every((f) => isObject(f) && typeof f.id === 'string' && typeof f.name === 'string' && Array.isArray(f.identities));
  if (!ok || !formatsOk) return null;
  const list = x as unknown as IdentityList;
  return { ...list, format: typeof x.format === 'string' && list.formats.some((f) => f.id === x.format) ? x.format : null };
};

/** The identities of one side the pick list offers: the loaded list (in its format) or the bundled one. */
export const listedIdentities = (list: IdentityList | null, bundled: readonly IdentityEntry[], side: 'corp' | 'runner'): readonly IdentityEntry[] => {
  const format = list?.format ? list.formats.find((f) => f.id === list.format) : undefined;
  const names = format ? new Set(format.identities) : null;
  return (list ? list.identities : bundled).filter((i) => i.side === side && (names === null || names.has(i.name))).slice().sort((a, b) => a.name.localeCompare(b.name));
};
