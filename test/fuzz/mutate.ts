import fc from 'fast-check';

/**
 * Hostile edits of a real file's text, as fast-check arbitraries. Each mutation is plain data (so
 * a failing case prints what was done to which file) and `applyMutation` is a pure function of it.
 * Positions are natural numbers taken modulo the text's length or line count.
 */
export type Mutation =
  /** One bit of one UTF-8 byte flipped; the bytes decoded as a browser's File.text() does (U+FFFD). */
  | { readonly kind: 'flip-bit'; readonly at: number; readonly bit: number }
  /** A few characters overwritten, inserted or deleted at a position. */
  | { readonly kind: 'replace'; readonly at: number; readonly s: string }
  | { readonly kind: 'insert'; readonly at: number; readonly s: string }
  | { readonly kind: 'delete'; readonly at: number; readonly n: number }
  /** Columns shifted: `n` copies of `fill` inserted (n > 0) or -n characters removed (n < 0) inside one line. */
  | { readonly kind: 'shift'; readonly line: number; readonly at: number; readonly n: number; readonly fill: string }
  /** A line cut after `keep` characters; the file truncated at a position. */
  | { readonly kind: 'cut-line'; readonly line: number; readonly keep: number }
  | { readonly kind: 'truncate'; readonly at: number }
  /** Whole lines duplicated, deleted, swapped, or a new line inserted. */
  | { readonly kind: 'duplicate-line'; readonly line: number; readonly times: number }
  | { readonly kind: 'delete-line'; readonly line: number }
  | { readonly kind: 'swap-lines'; readonly a: number; readonly b: number }
  | { readonly kind: 'insert-line'; readonly line: number; readonly s: string }
  /** The run of digits at or after a position replaced by a huge (or otherwise odd) number. */
  | { readonly kind: 'number'; readonly at: number; readonly s: string }
  /** A hostile Unicode sequence (combining marks, RTL, emoji, NUL, lone surrogates) inserted or overwriting. */
  | { readonly kind: 'unicode'; readonly at: number; readonly s: string; readonly overwrite: boolean }
  /** Every line ending rewritten: one style, or a mix chosen per line. */
  | { readonly kind: 'line-endings'; readonly style: 'lf' | 'crlf' | 'cr' | 'mixed'; readonly salt: number }
  /** A UTF-8 byte-order mark at the start (or a stray one inside). */
  | { readonly kind: 'bom'; readonly at: number | null }
  /** The file grown to about `bytes` by repeating one line (10 MB files). */
  | { readonly kind: 'grow'; readonly line: number; readonly bytes: number }
  /** A format-specific token (separators, quotes, codes) inserted. */
  | { readonly kind: 'token'; readonly at: number; readonly s: string };

export const hugeNumbers = [
  '99999', '4001', '10000', '0', '00', '-0', '-1', '-2147483649', '2147483648', '4294967296', '9007199254740993', '99999999999999999999999',
  '1e400', '1e-400', '1.5', '0.05', '.5', '5.', '1e3', 'NaN', 'Infinity', '0x10', '١٢٣', '１２',
] as const;

export const hostileUnicode = [
  'e\u0301\u0301\u0301', 'Z\u0335\u0321\u0358a\u0336\u0322l\u0338g\u0334o', // combining marks
  '\u202Eevil\u202C', '\u200F\u05E9\u05DC\u05D5\u05DD', 'مرحبا', '\u200E', // RTL override, Hebrew, Arabic
  '😀', '👩‍👩‍👧‍👦', '🇳🇴', '\uD83D', '\uDE00', // emoji, ZWJ sequence, flag, lone surrogates
  '\u0000', '\u0000\u0000', '\u0007', '\u001B[31m', '\u2028', '\u2029', '\u0085', '\u00A0', '\u3000', // NUL, controls, odd spaces/newlines
  '\uFEFF', '\uFFFD', '\uFFFF', 'ß', 'İ', 'ﬁ', 'Ⅻ', // BOM inside, replacement, case-mapping traps
  '<img src=x onerror=alert(1)>', '"\'`', '\\', '${x}', '__proto__', 'constructor', // markup and code
] as const;

/** Line indices and the line-ending style of a text (CR, LF, CRLF: all three readers accept all three). */
const splitKeep = (text: string): { lines: string[]; ends: string[] } => {
  const lines: string[] = [];
  const ends: string[] = [];
  const re = /\r\n|\r|\n/g;
  let last = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    lines.push(text.slice(last, m.index));
    ends.push(m[0]);
    last = m.index + m[0].length;
  }
  lines.push(text.slice(last));
  ends.push('');
  return { lines, ends };
};
const join = (lines: readonly string[], ends: readonly string[]): string => lines.map((l, i) => l + (ends[i] ?? '')).join('');
const firstEnding = (text: string): string => /\r\n|\r|\n/.exec(text)?.[0] ?? '\n';

const mod = (n: number, m: number): number => (m <= 0 ? 0 : n % m);

const flipBit = (text: string, at: number, bit: number): string => {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length === 0) return text;
  const i = mod(at, bytes.length);
  bytes[i] = (bytes[i] as number) ^ (1 << bit);
  return new TextDecoder('utf-8').decode(bytes);
};

export const applyMutation = (text: string, m: Mutation): string => {
  const at = (p: number) => mod(p, text.length + 1);
  switch (m.kind) {
    case 'flip-bit': return flipBit(text, m.at, m.bit);
    case 'replace': return text.slice(0, at(m.at)) + m.s + text.slice(at(m.at) + m.s.length);
    case 'insert': case 'token': return text.slice(0, at(m.at)) + m.s + text.slice(at(m.at));
    case 'delete': return text.slice(0, at(m.at)) + text.slice(at(m.at) + m.n);
    case 'truncate': return text.slice(0, at(m.at));
    case 'number': {
      const i = at(m.at);
      const rest = text.slice(i);
      const d = /\d+/.exec(rest);
      if (d === null) return text.slice(0, i) + m.s + rest;
      return text.slice(0, i + d.index) + m.s + rest.slice(d.index + d[0].length);
    }
    case 'unicode': {
      const i = at(m.at);
      return text.slice(0, i) + m.s + text.slice(m.overwrite ? i + m.s.length : i);
    }
    case 'bom': return m.at === null ? '\uFEFF' + text : text.slice(0, at(m.at)) + '\uFEFF' + text.slice(at(m.at));
    case 'line-endings': {
      const { lines, ends } = splitKeep(text);
      const styles = ['\n', '\r\n', '\r'];
      const pick = (i: number): string => {
        switch (m.style) {
          case 'lf': return '\n';
          case 'crlf': return '\r\n';
          case 'cr': return '\r';
          case 'mixed': return styles[(m.salt + i * 7 + ((i * i) % 5)) % 3] as string;
          default: { const never: never = m.style; return never; }
        }
      };
      return join(lines, ends.map((e, i) => (e === '' ? '' : pick(i))));
    }
    default: break;
  }
  // Line-level mutations.
  const { lines, ends } = splitKeep(text);
  const li = (n: number) => mod(n, lines.length);
  const eol = firstEnding(text);
  switch (m.kind) {
    case 'shift': {
      const i = li(m.line);
      const l = lines[i] as string;
      const c = mod(m.at, l.length + 1);
      lines[i] = m.n >= 0 ? l.slice(0, c) + m.fill.repeat(m.n) + l.slice(c) : l.slice(0, c) + l.slice(c - m.n);
      return join(lines, ends);
    }
    case 'cut-line': {
      const i = li(m.line);
      lines[i] = (lines[i] as string).slice(0, m.keep);
      return join(lines, ends);
    }
    case 'duplicate-line': {
      const i = li(m.line);
      const copies = Array.from({ length: m.times }, () => lines[i] as string);
      lines.splice(i + 1, 0, ...copies);
      ends.splice(i + 1, 0, ...copies.map(() => ends[i] || eol));
      if (ends[i] === '') ends[i] = eol;
      return join(lines, ends);
    }
    case 'delete-line': {
      const i = li(m.line);
      lines.splice(i, 1);
      ends.splice(i, 1);
      return join(lines, ends);
    }
    case 'swap-lines': {
      const a = li(m.a), b = li(m.b);
      const t = lines[a] as string;
      lines[a] = lines[b] as string;
      lines[b] = t;
      return join(lines, ends);
    }
    case 'insert-line': {
      const i = mod(m.line, lines.length + 1);
      lines.splice(i, 0, m.s);
      ends.splice(i, 0, eol);
      return join(lines, ends);
    }
    case 'grow': {
      const i = li(m.line);
      const l = (lines[i] as string) || 'x';
      const times = Math.max(1, Math.floor((m.bytes - text.length) / (l.length + eol.length)));
      lines[i] = Array.from({ length: times + 1 }, () => l).join(eol);
      return join(lines, ends);
    }
    default: {
      const never: never = m;
      return never;
    }
  }
};

/** How a mutation reads in a failure report. */
export const describeMutation = (m: Mutation): string => JSON.stringify(m);

export interface MutationOptions {
  /** Format tokens (separators, quotes, field codes) worth inserting. */
  readonly tokens: readonly string[];
  /** Characters that shift columns in this format (a blank in TRF, a comma in CSV). */
  readonly shiftFill: readonly string[];
  /** One case in `growOneIn` also gets the 10 MB mutation (0 = never). */
  readonly growOneIn: number;
  /** The size a grown file reaches. */
  readonly growBytes: number;
}

const pos = fc.nat({ max: 1_000_000 });

export const mutationArb = (o: MutationOptions): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { weight: 10, arbitrary: fc.record({ kind: fc.constant('flip-bit' as const), at: pos, bit: fc.nat({ max: 7 }) }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: pos, s: fc.string({ maxLength: 4, unit: 'binary' }) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('insert' as const), at: pos, s: fc.string({ maxLength: 4 }) }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: pos, n: fc.integer({ min: 1, max: 12 }) }) },
    { weight: 10, arbitrary: fc.record({ kind: fc.constant('shift' as const), line: pos, at: pos, n: fc.integer({ min: -3, max: 3 }), fill: fc.constantFrom(...o.shiftFill) }) },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('cut-line' as const), line: pos, keep: fc.nat({ max: 120 }) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: pos }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('duplicate-line' as const), line: pos, times: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('delete-line' as const), line: pos }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('swap-lines' as const), a: pos, b: pos }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('insert-line' as const), line: pos, s: fc.oneof(fc.string({ maxLength: 100 }), fc.constantFrom(...o.tokens)) }) },
    { weight: 10, arbitrary: fc.record({ kind: fc.constant('number' as const), at: pos, s: fc.constantFrom(...hugeNumbers) }) },
    { weight: 10, arbitrary: fc.record({ kind: fc.constant('unicode' as const), at: pos, s: fc.constantFrom(...hostileUnicode), overwrite: fc.boolean() }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('line-endings' as const), style: fc.constantFrom('lf' as const, 'crlf' as const, 'cr' as const, 'mixed' as const), salt: fc.nat({ max: 2 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('bom' as const), at: fc.option(pos, { freq: 3 }) }) },
    { weight: 10, arbitrary: fc.record({ kind: fc.constant('token' as const), at: pos, s: fc.constantFrom(...o.tokens) }) },
  );

/** The 10 MB mutation, once in `oneIn` cases. */
const growArb = (o: MutationOptions): fc.Arbitrary<Mutation[]> =>
  o.growOneIn <= 0 ? fc.constant([]) : fc.tuple(fc.nat({ max: o.growOneIn - 1 }), pos).map(([n, line]) => (n === 0 ? [{ kind: 'grow' as const, line, bytes: o.growBytes }] : []));

/** One to four mutations of one seed file. */
export const mutatedArb = <S extends { readonly text: string }>(seeds: readonly S[], o: MutationOptions) =>
  fc.record({ seed: fc.constantFrom(...seeds), edits: fc.array(mutationArb(o), { minLength: 1, maxLength: 4 }), grow: growArb(o) })
    .map(({ seed, edits, grow }) => {
      const mutations = [...edits, ...grow];
      return { seed, mutations, text: mutations.reduce(applyMutation, seed.text) };
    });

// ------------------------------------------------------------------------------------------------
// Structural edits of a JSON document (the backup): valid JSON that says something wrong.

export type JsonMutation =
  /** The node at (index modulo the number of nodes) replaced by a hostile value. */
  | { readonly kind: 'set'; readonly node: number; readonly value: unknown }
  | { readonly kind: 'remove'; readonly node: number }
  /** An array element duplicated, or two elements of one array swapped. */
  | { readonly kind: 'duplicate'; readonly node: number }
  | { readonly kind: 'swap'; readonly node: number; readonly other: number }
  /** A key added to an object. */
  | { readonly kind: 'add-key'; readonly node: number; readonly key: string; readonly value: unknown };

type Path = readonly (string | number)[];
/** Every node's path (the root excluded), depth first. */
const nodesOf = (x: unknown, p: Path = [], out: Path[] = []): Path[] => {
  if (x !== null && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      const q = [...p, Array.isArray(x) ? Number(k) : k];
      out.push(q);
      nodesOf(v, q, out);
    }
  }
  return out;
};
const at = (root: unknown, p: Path): Record<string | number, unknown> =>
  p.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], root) as Record<string | number, unknown>;

export const applyJsonMutation = (root: unknown, m: JsonMutation): unknown => {
  const nodes = nodesOf(root);
  if (nodes.length === 0) return root;
  const p = nodes[m.node % nodes.length] as Path;
  const parent = at(root, p.slice(0, -1));
  const key = p[p.length - 1] as string | number;
  switch (m.kind) {
    case 'set': parent[key] = structuredClone(m.value); break;
    case 'remove':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 'duplicate':
      if (Array.isArray(parent)) parent.splice(key as number, 0, structuredClone(parent[key as number]));
      else parent[`${String(key)}`] = structuredClone(parent[key]);
      break;
    case 'swap': {
      const q = nodes[m.other % nodes.length] as Path;
      const qParent = at(root, q.slice(0, -1));
      const qKey = q[q.length - 1] as string | number;
      // Swapping a node with one inside it would make a cycle: only swap disjoint nodes.
      const inside = (a: Path, b: Path) => a.length <= b.length && a.every((k, i) => b[i] === k);
      if (inside(p, q) || inside(q, p)) break;
      const t = parent[key];
      parent[key] = qParent[qKey];
      qParent[qKey] = t;
      break;
    }
    case 'add-key': {
      const target = parent[key];
      // defineProperty: an own "__proto__" key, as JSON.parse makes it (plain assignment would set the prototype).
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
        Object.defineProperty(target, m.key, { value: structuredClone(m.value), enumerable: true, writable: true, configurable: true });
      }
      break;
    }
    default: {
      const never: never = m;
      return never;
    }
  }
  return root;
};

const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, '', ' ', 0, -1, 1.5, -0.5, 1e21, 2 ** 53 + 2, -(2 ** 31) - 1, 2 ** 32 + 1, 8.64e15 + 1, 1e308, 5e-324, 4001, 99, 100, 101, 1000, 1001) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...hostileUnicode, ...hugeNumbers, 'white-wins', 'draw', 'U', 'H', 'Z', 'absent', 'running', 'registration', 'seeded', 'white', 'black', 'm', 'w', 'GM', 'NOR', 'tcec', 'dutch', '2026') },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 60 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(1, 2, 3).map((n) => 'x'.repeat(n === 1 ? 34 : n === 2 ? 101 : 10_001)) },
);

export const jsonMutationArb: fc.Arbitrary<JsonMutation> = fc.oneof(
  { weight: 10, arbitrary: fc.record({ kind: fc.constant('set' as const), node: fc.nat(), value: hostileJsonValue }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('remove' as const), node: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), node: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('swap' as const), node: fc.nat(), other: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add-key' as const), node: fc.nat(), key: fc.constantFrom('__proto__', 'constructor', 'extra', 'key', 'toString'), value: hostileJsonValue }) },
);

/** One to three structural edits of one seed backup, written compactly or indented. */
export const mutatedJsonArb = <S extends { readonly text: string }>(seeds: readonly S[]) =>
  fc.record({ seed: fc.constantFrom(...seeds), mutations: fc.array(jsonMutationArb, { minLength: 1, maxLength: 3 }), indent: fc.constantFrom(0, 2) })
    .map(({ seed, mutations, indent }) => ({
      seed, mutations,
      text: JSON.stringify(mutations.reduce(applyJsonMutation, JSON.parse(seed.text) as unknown), null, indent),
    }));
