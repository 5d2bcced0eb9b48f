/**
 * The NRTM results format (schema http://steffens.org/nrtm/nrtm-schema.json, which Cobra and ABR
 * derive from), written down as a JSON Schema subset from its public text as the exporters and the
 * importer use it: NRTM's own structures by the schema's author (tome2nrtm `NRTM.swift`: players with
 * id, name, rank, identities and factions, match points, SoS and ESoS as numbers; elimination
 * players with seed; rounds as arrays of games with `player1`/`player2`, `table`,
 * `eliminationGame`), Cobra's `NrtmJson` (adds `tournamentOrganiser`, `date`, `uploadedFrom`,
 * `links`, `role`, `combinedScore`, `intentionalDraw`, `twoForOne`, `winner`, `pronouns`), and
 * AlwaysBeRunning's importer (refuses a file whose players lack `corpIdentity` or
 * `runnerIdentity`; reads `cutToTop`, `eliminationPlayers[].id/rank`, `uploadedFrom`).
 * Stricter than the consumers: no property outside these lists (a misspelt key fails).
 */
export type Schema =
  | { readonly type: 'object'; readonly required: readonly string[]; readonly properties: Readonly<Record<string, Schema>>; readonly additionalProperties?: false }
  | { readonly type: 'array'; readonly items: Schema; readonly minItems?: number }
  | { readonly type: 'string'; readonly pattern?: RegExp; readonly enum?: readonly string[] }
  | { readonly type: 'integer'; readonly minimum?: number }
  | { readonly type: 'number' }
  | { readonly type: 'boolean' }
  | { readonly anyOf: readonly Schema[] }
  | { readonly type: 'null' };

const nullable = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] });
const str: Schema = { type: 'string' };
const int = (minimum?: number): Schema => (minimum === undefined ? { type: 'integer' } : { type: 'integer', minimum });
const num: Schema = { type: 'number' };
const bool: Schema = { type: 'boolean' };
const factions = ['haas-bioroid', 'jinteki', 'nbn', 'weyland-consortium', 'neutral-corp', 'anarch', 'criminal', 'shaper', 'adam', 'apex', 'sunny-lebeau', 'neutral-runner'];

const player: Schema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'name', 'rank', 'corpIdentity', 'runnerIdentity', 'matchPoints', 'strengthOfSchedule', 'extendedStrengthOfSchedule'],
  properties: {
    id: int(1), name: str, rank: int(1),
    corpIdentity: nullable(str), runnerIdentity: nullable(str),
    corpFaction: nullable({ type: 'string', enum: factions }), runnerFaction: nullable({ type: 'string', enum: factions }),
    pronouns: nullable(str),
    matchPoints: num, strengthOfSchedule: num, extendedStrengthOfSchedule: num,
  },
};

const seat: Schema = {
  type: 'object', additionalProperties: false, required: ['id'],
  properties: {
    id: nullable(int(1)),
    role: nullable({ type: 'string', enum: ['corp', 'runner'] }),
    combinedScore: nullable(num), corpScore: nullable(num), runnerScore: nullable(num),
    winner: nullable(bool),
  },
};

const game: Schema = {
  type: 'object', additionalProperties: false, required: ['table', 'player1', 'player2', 'eliminationGame'],
  properties: { table: int(1), player1: seat, player2: seat, intentionalDraw: bool, twoForOne: bool, eliminationGame: bool },
};

export const nrtmSchema: Schema = {
  type: 'object', additionalProperties: false,
  required: ['name', 'date', 'cutToTop', 'preliminaryRounds', 'players', 'eliminationPlayers', 'rounds', 'uploadedFrom', 'links'],
  properties: {
    name: str,
    date: { type: 'string', pattern: /^\d{4}-\d{2}-\d{2}$/ },
    cutToTop: int(0),
    preliminaryRounds: int(0),
    tournamentOrganiser: { type: 'object', additionalProperties: false, required: [], properties: { nrdbId: nullable(int(1)), nrdbUsername: nullable(str) } },
    players: { type: 'array', items: player },
    eliminationPlayers: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['id', 'rank', 'seed'], properties: { id: nullable(int(1)), name: nullable(str), rank: int(1), seed: nullable(int(1)) } },
    },
    rounds: { type: 'array', items: { type: 'array', items: game } },
    uploadedFrom: str,
    links: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['rel', 'href'], properties: { rel: str, href: str } } },
  },
};

/** Every place `value` breaks `schema`, as "path: why"; empty when it validates. */
export const validate = (schema: Schema, value: unknown, path = '$'): string[] => {
  if ('anyOf' in schema) {
    return schema.anyOf.some((s) => validate(s, value, path).length === 0) ? [] : [`${path}: matches none of the allowed types (${JSON.stringify(value)})`];
  }
  switch (schema.type) {
    case 'null': return value === null ? [] : [`${path}: not null`];
    case 'boolean': return typeof value === 'boolean' ? [] : [`${path}: not a boolean`];
    case 'number': return typeof value === 'number' && Number.isFinite(value) ? [] : [`${path}: not a number (${JSON.stringify(value)})`];
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return [`${path}: not an integer (${JSON.stringify(value)})`];
      return schema.minimum !== undefined && value < schema.minimum ? [`${path}: below ${schema.minimum}`] : [];
    case 'string':
      if (typeof value !== 'string') return [`${path}: not a string (${JSON.stringify(value)})`];
      if (schema.pattern && !schema.pattern.test(value)) return [`${path}: "${value}" does not match ${String(schema.pattern)}`];
      return schema.enum && !schema.enum.includes(value) ? [`${path}: "${value}" is not one of ${schema.enum.join(', ')}`] : [];
    case 'array':
      if (!Array.isArray(value)) return [`${path}: not an array`];
      return (value as unknown[]).flatMap((v, i) => validate(schema.items, v, `${path}[${i}]`));
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path}: not an object`];
      const o = value as Record<string, unknown>;
      const missing = schema.required.filter((k) => !(k in o)).map((k) => `${path}.${k}: missing`);
      const extra = schema.additionalProperties === false ? Object.keys(o).filter((k) => !(k in schema.properties)).map((k) => `${path}.${k}: not in the schema`) : [];
      const inner = Object.entries(schema.properties).flatMap(([k, s]) => (k in o && o[k] !== undefined ? validate(s, o[k], `${path}.${k}`) : []));
      return [...missing, ...extra, ...inner];
    }
  }
};
