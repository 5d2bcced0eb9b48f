import { ListFormatError, monthOfCode, ownString } from './layout';
import type { ListFlag, ListPlayer, ListRating, ListReader, RatingType } from './layout';

/**
 * FIDE's fixed-width TXT lists (layout.ts): the columns are found in the header line, each field
 * running from its label to the next label, as FIDE's own files align them.
 */
type Column = 'id' | 'name' | 'fed' | 'sex' | 'tit' | 'wtit' | 'otit' | 'foa' | 'srtng' | 'sgm' | 'sk' | 'rrtng' | 'rgm' | 'rk' | 'brtng' | 'bgm' | 'bk' | 'bday' | 'flag' | 'rating' | 'gms' | 'k';

const labels: Readonly<Record<string, Column>> = {
  name: 'name', fed: 'fed', sex: 'sex', tit: 'tit', titl: 'tit', wtit: 'wtit', otit: 'otit', foa: 'foa',
  srtng: 'srtng', sgm: 'sgm', sk: 'sk', rrtng: 'rrtng', rgm: 'rgm', rk: 'rk', brtng: 'brtng', bgm: 'bgm', bk: 'bk',
  'b-day': 'bday', born: 'bday', flag: 'flag', gms: 'gms', games: 'gms', k: 'k',
};

interface Field { readonly column: Column; readonly start: number; readonly end: number; readonly label: string }

interface Header {
  readonly fields: ReadonlyMap<Column, Field>;
  /** The month a one-type list's rating column is headed by ("OCT26"), null for the combined list. */
  readonly month: string | null;
  readonly combined: boolean;
  /** Where the fields after the titles begin: a line longer than the header by d has them d further on. */
  readonly shiftFrom: number;
}

const readHeader = (line: string): Header => {
  const tokens = [...line.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index }));
  if (tokens.length < 2 || tokens[0]!.text.toLowerCase() !== 'id' || tokens[1]!.text.toLowerCase() !== 'number' || tokens[0]!.start !== 0) {
    throw new ListFormatError(1, `expected FIDE's header line, beginning "ID Number      Name", found ${JSON.stringify(line.slice(0, 40))}: this is not a FIDE rating list in TXT format`);
  }
  const named: { column: Column; start: number; label: string }[] = [{ column: 'id', start: 0, label: 'ID Number' }];
  let month: string | null = null;
  for (const t of tokens.slice(2)) {
    const column = labels[t.text.toLowerCase()];
    const monthCode = column === undefined ? monthOfCode(t.text) : null;
    if (column === undefined && monthCode === null) throw new ListFormatError(1, `unknown column "${t.text}" in the header line`, t.start + 1);
    if (monthCode !== null) month = monthCode;
    named.push({ column: column ?? 'rating', start: t.start, label: t.text });
  }
  const fields = new Map<Column, Field>();
  named.forEach((f, i) => fields.set(f.column, { ...f, end: named[i + 1]?.start ?? f.start + Math.max(4, f.label.length) }));
  const combined = fields.has('srtng');
  for (const needed of ['name', 'bday', ...(combined ? ['sgm', 'sk', 'rrtng', 'brtng'] : ['rating'])] as Column[]) {
    if (!fields.has(needed)) throw new ListFormatError(1, `the header line has no "${needed === 'rating' ? 'month (rating)' : needed}" column`);
  }
  const after = ['foa', 'srtng', 'rating'].map((c) => fields.get(c as Column)?.start).find((s) => s !== undefined) ?? 0;
  return { fields, month, combined, shiftFrom: after };
};

const number = (text: string, line: number, f: Field, shift: number, what: string, max: number): number => {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d+$/.test(t) || Number(t) > max) throw new ListFormatError(line, `${what} (${f.label}) must be a whole number, not ${JSON.stringify(t)}`, f.start + shift + 1);
  return Number(t);
};

/**
 * A TXT reader: `onPlayer` gets each player as its line is read. A line that ends before the
 * birth-year column (a file cut short), a field that is no number, an ID that is not digits or an
 * unknown flag stops the reading with the line and column.
 */
export const createTxtReader = (onPlayer: (p: ListPlayer) => void, oneType: RatingType | null = null): ListReader => {
  let rest = '';
  let lineNo = 0;
  let header: Header | null = null;
  let players = 0;

  const line = (raw: string) => {
    lineNo++;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (header === null) {
      header = readHeader(text.replace(/^\uFEFF/, ''));
      if (!header.combined && oneType === null) {
        throw new ListFormatError(1, `this is a one-type list (its rating column is headed ${header.fields.get('rating')?.label ?? '?'}), and its file name does not say which: choose standard, rapid or blitz`);
      }
      return;
    }
    if (text.trim() === '') return;
    const h = header;
    const bday = h.fields.get('bday')!;
    // FIDE's lines are padded to full width; a real line may run one or two characters longer where
    // the other titles overflow into the next column: the fields after them move by as much.
    const width = (h.fields.get('flag')?.end ?? bday.end);
    const shift = text.length > width ? text.length - width : 0;
    const at = (c: Column): string => {
      const f = h.fields.get(c);
      if (f === undefined) return '';
      const s = f.start >= h.shiftFrom ? shift : 0;
      const e = c === 'otit' ? f.end + shift : f.end + s;
      return text.slice(f.start + s, e);
    };
    if (text.length <= bday.start + (bday.start >= h.shiftFrom ? shift : 0)) {
      throw new ListFormatError(lineNo, `the line ends at column ${text.length}, before the birth year (${bday.label}, column ${bday.start + 1}): the file is cut short or the line is damaged`, text.length + 1);
    }
    const idText = at('id').trim();
    if (!/^\d{1,10}$/.test(idText)) throw new ListFormatError(lineNo, `the FIDE ID must be digits, not ${JSON.stringify(idText)}`, 1);
    const name = at('name').trim();
    if (name === '') throw new ListFormatError(lineNo, 'the name is empty', h.fields.get('name')!.start + 1);
    const fed = at('fed').trim();
    if (fed !== '' && !/^[A-Z]{3}$/.test(fed)) throw new ListFormatError(lineNo, `the federation must be three capital letters, not ${JSON.stringify(fed)}`, h.fields.get('fed')!.start + 1);
    const sex = at('sex').trim().toUpperCase();
    if (sex !== '' && sex !== 'M' && sex !== 'F') throw new ListFormatError(lineNo, `the sex must be M or F, not ${JSON.stringify(sex)}`, h.fields.get('sex')!.start + 1);
    const bdayText = at('bday').trim();
    if (bdayText !== '' && !/^\d{1,4}$/.test(bdayText)) throw new ListFormatError(lineNo, `the birth year (${bday.label}) must be a year or 0, not ${JSON.stringify(bdayText)}`, bday.start + shift + 1);
    const born = bdayText === '' || Number(bdayText) === 0 ? null : Number(bdayText);
    if (born !== null && (born < 1850 || bdayText.length !== 4)) throw new ListFormatError(lineNo, `the birth year (${bday.label}) must be a four-digit year or 0, not ${JSON.stringify(bdayText)}`, bday.start + shift + 1);
    const flag = at('flag').trim().toLowerCase();
    if (flag !== '' && flag !== 'i' && flag !== 'w' && flag !== 'wi') throw new ListFormatError(lineNo, `the flag must be i (inactive), w (woman) or wi, not ${JSON.stringify(flag)}`, (h.fields.get('flag')?.start ?? 0) + shift + 1);
    const rating = (r: Column, g: Column, k: Column): ListRating => {
      const kText = at(k).trim();
      return {
        rating: number(at(r), lineNo, h.fields.get(r)!, shift, 'the rating', 3500),
        games: h.fields.has(g) ? number(at(g), lineNo, h.fields.get(g)!, shift, 'the games', 999) : 0,
        k: kText === '' || !h.fields.has(k) ? null : number(kText, lineNo, h.fields.get(k)!, shift, 'K', 99),
      };
    };
    const ratings: Partial<Record<RatingType, ListRating>> = h.combined
      ? { standard: rating('srtng', 'sgm', 'sk'), rapid: rating('rrtng', 'rgm', 'rk'), blitz: rating('brtng', 'bgm', 'bk') }
      : { [oneType ?? 'standard']: rating('rating', 'gms', 'k') };
    players++;
    onPlayer({
      fideId: Number(idText), name: ownString(name), federation: fed, sex: sex as ListPlayer['sex'],
      title: at('tit').trim().toUpperCase(), womanTitle: at('wtit').trim().toUpperCase(), otherTitles: ownString(at('otit').trim()), foaTitle: at('foa').trim().toUpperCase(),
      born, flag: flag as ListFlag, ...ratings,
    });
  };

  return {
    feed(chunk: string) {
      const text = rest + chunk;
      let from = 0;
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', from)) {
        line(text.slice(from, nl));
        from = nl + 1;
      }
      rest = text.slice(from);
      if (rest.length > 10_000) throw new ListFormatError(lineNo + 1, `a line of more than 10,000 characters: this is not a FIDE rating list in TXT format`);
    },
    end() {
      if (rest !== '') line(rest);
      rest = '';
      if (header === null) throw new ListFormatError(1, 'the file is empty');
      if (players === 0) throw new ListFormatError(lineNo, 'the file has a header line but no player');
    },
    types: () => (header === null || header.combined ? ['standard', 'rapid', 'blitz'] : [oneType ?? 'standard']),
    month: () => header?.month ?? null,
  };
};
