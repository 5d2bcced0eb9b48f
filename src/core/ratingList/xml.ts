import { ListFormatError, ownString } from './layout';
import type { ListFlag, ListPlayer, ListRating, ListReader, RatingType } from './layout';

/**
 * FIDE's XML lists (layout.ts): `<playerslist>` holding flat `<player>` elements whose children
 * hold text only. Read as a stream: the text of one `<player>` at a time is kept, never the file.
 */
const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string): string =>
  text.indexOf('&') < 0 ? text : text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : entities[e] ?? all);

const linesIn = (text: string, from: number, to: number): number => {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

const child = /\s*<([a-z_]+)(?:\s*\/>|>([^<]*)<\/([a-z_]+)\s*>)/y;

export const createXmlReader = (onPlayer: (p: ListPlayer) => void, oneType: RatingType | null = null): ListReader => {
  let buffer = '';
  /** The line the buffer begins on. */
  let line = 1;
  let started = false;
  let closed = false;
  let players = 0;
  let combined: boolean | null = null;

  const player = (body: string, at: number) => {
    const values = new Map<string, string>();
    child.lastIndex = 0;
    let pos = 0;
    while (pos < body.length) {
      if (/^\s*$/.test(body.slice(pos))) break;
      child.lastIndex = pos;
      const m = child.exec(body);
      if (m === null || (m[3] !== undefined && m[3] !== m[1])) {
        throw new ListFormatError(at + linesIn(body, 0, pos) + (/^\s*\n/.test(body.slice(pos)) ? 1 : 0), `expected an element such as <name>…</name> inside <player>, found ${JSON.stringify(body.slice(pos).trim().slice(0, 40))}`);
      }
      values.set(m[1]!, decode(m[2] ?? '').trim());
      pos = child.lastIndex;
    }
    const lineOf = (tag: string): number => at + linesIn(body, 0, Math.max(0, body.indexOf(`<${tag}`)));
    const idText = values.get('fideid') ?? '';
    if (!/^\d{1,10}$/.test(idText)) throw new ListFormatError(lineOf('fideid'), values.has('fideid') ? `<fideid> must be digits, not ${JSON.stringify(idText)}` : 'a <player> without <fideid>');
    const name = values.get('name') ?? '';
    if (name === '') throw new ListFormatError(lineOf('name'), `player ${idText} has no <name>`);
    const num = (tag: string, max: number): number => {
      const t = values.get(tag) ?? '';
      if (t === '') return 0;
      if (!/^\d+$/.test(t) || Number(t) > max) throw new ListFormatError(lineOf(tag), `<${tag}> of player ${idText} must be a whole number, not ${JSON.stringify(t)}`);
      return Number(t);
    };
    const rating = (prefix: string): ListRating => ({ rating: num(`${prefix}rating`, 3500), games: num(`${prefix}games`, 999), k: (values.get(`${prefix}k`) ?? '') === '' ? null : num(`${prefix}k`, 99) });
    const hasOthers = values.has('rapid_rating') || values.has('blitz_rating');
    if (combined === null) {
      combined = hasOthers;
      if (!combined && oneType === null) throw new ListFormatError(lineOf('rating'), 'this is a one-type list (no rapid or blitz ratings), and its file name does not say which: choose standard, rapid or blitz');
    }
    const fed = values.get('country') ?? '';
    if (fed !== '' && !/^[A-Z]{3}$/.test(fed)) throw new ListFormatError(lineOf('country'), `<country> of player ${idText} must be three capital letters, not ${JSON.stringify(fed)}`);
    const sex = (values.get('sex') ?? '').toUpperCase();
    if (sex !== '' && sex !== 'M' && sex !== 'F') throw new ListFormatError(lineOf('sex'), `<sex> of player ${idText} must be M or F, not ${JSON.stringify(sex)}`);
    const flag = (values.get('flag') ?? '').toLowerCase();
    if (flag !== '' && flag !== 'i' && flag !== 'w' && flag !== 'wi') throw new ListFormatError(lineOf('flag'), `<flag> of player ${idText} must be i, w or wi, not ${JSON.stringify(flag)}`);
    const bornText = values.get('birthday') ?? '';
    if (bornText !== '' && !/^(0|\d{4})$/.test(bornText)) throw new ListFormatError(lineOf('birthday'), `<birthday> of player ${idText} must be a year or 0, not ${JSON.stringify(bornText)}`);
    const born = bornText === '' || bornText === '0' ? null : Number(bornText);
    players++;
    onPlayer({
      fideId: Number(idText), name: ownString(name), federation: fed, sex: sex as ListPlayer['sex'],
      title: (values.get('title') ?? '').toUpperCase(), womanTitle: (values.get('w_title') ?? '').toUpperCase(),
      otherTitles: ownString(values.get('o_title') ?? ''), foaTitle: (values.get('foa_title') ?? '').toUpperCase(), born, flag: flag as ListFlag,
      ...(combined ? { standard: rating(''), rapid: rating('rapid_'), blitz: rating('blitz_') } : { [oneType ?? 'standard']: rating('') }),
    });
  };

  const outside = (text: string, at: number) => {
    if (started && /^\s*$/.test(text)) return;
    // Between players only white space, the declaration, comments and the root's tags may stand.
    const rest = text.replace(/<\?xml[^>]*\?>|<!--[\s\S]*?-->/g, (m) => ' '.repeat(m.length));
    const tag = /<\/?playerslist\s*>/g;
    let last = 0;
    for (let m = tag.exec(rest); m !== null; m = tag.exec(rest)) {
      if (rest.slice(last, m.index).trim() !== '') break;
      if (m[0].startsWith('</')) closed = true;
      else if (started) throw new ListFormatError(at + linesIn(rest, 0, m.index), 'a second <playerslist>');
      else started = true;
      last = m.index + m[0].length;
    }
    const stray = rest.slice(last).trim();
    if (stray !== '') throw new ListFormatError(at + linesIn(rest, 0, last + rest.slice(last).search(/\S/)), `unexpected ${JSON.stringify(stray.slice(0, 40))} between players`);
  };

  return {
    feed(chunk: string) {
      buffer += chunk;
      for (;;) {
        const open = buffer.indexOf('<player>');
        if (open < 0) {
          // Everything before the last "<" is read now; that "<" may begin a tag the next chunk ends.
          const lt = buffer.lastIndexOf('<');
          const cut = lt < 0 ? buffer.length : lt;
          if (cut > 0) {
            outside(buffer.slice(0, cut), line);
            line += linesIn(buffer, 0, cut);
            buffer = buffer.slice(cut);
          }
          if (buffer.length > 100_000) throw new ListFormatError(line, 'an element of more than 100,000 characters: this is not a FIDE rating list in XML format');
          return;
        }
        const close = buffer.indexOf('</player>', open);
        if (close < 0) {
          if (open > 0) {
            outside(buffer.slice(0, open), line);
            line += linesIn(buffer, 0, open);
            buffer = buffer.slice(open);
          }
          if (buffer.length > 100_000) throw new ListFormatError(line, 'a <player> element of more than 100,000 characters: the file is damaged');
          return;
        }
        outside(buffer.slice(0, open), line);
        if (!started) throw new ListFormatError(line + linesIn(buffer, 0, open), 'a <player> before <playerslist>: this is not a FIDE rating list in XML format');
        if (closed) throw new ListFormatError(line + linesIn(buffer, 0, open), 'a <player> after </playerslist>');
        const at = line + linesIn(buffer, 0, open);
        player(buffer.slice(open + 8, close), at);
        const end = close + 9;
        line += linesIn(buffer, 0, end);
        buffer = buffer.slice(end);
      }
    },
    end() {
      if (buffer.includes('<player>')) throw new ListFormatError(line + linesIn(buffer, 0, buffer.indexOf('<player>')), 'the file ends inside this <player> element: it is cut short');
      outside(buffer, line);
      line += linesIn(buffer, 0, buffer.length);
      buffer = '';
      if (!started) throw new ListFormatError(1, 'no <playerslist>: this is not a FIDE rating list in XML format');
      if (!closed) throw new ListFormatError(line, 'the file ends without </playerslist>: it is cut short');
      if (players === 0) throw new ListFormatError(line, 'the list holds no player');
    },
    types: () => (combined !== false ? ['standard', 'rapid', 'blitz'] : [oneType ?? 'standard']),
    month: () => null,
  };
};
