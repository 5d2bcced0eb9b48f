import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createListInput, createTxtReader, createXmlReader, describeFileName, ListFormatError, listDifferences, listedFields, matchesQuery, nameTokens, searchTokens } from '../../src/core/ratingList';
import type { ListPlayer, ListReader, RatingType } from '../../src/core/ratingList';
import { zipSync } from 'fflate';
import { listChunks } from '../fixtures/rating-list/generator';

// The hand-written sample (test/fixtures/rating-list/README.md): FIDE's combined TXT layout and the same players as XML.
const sampleTxt = readFileSync('test/fixtures/rating-list/sample.txt', 'latin1');
const sampleXml = readFileSync('test/fixtures/rating-list/sample.xml', 'utf8');

/** Feeds `text` to a reader in chunks of `size` characters (a stream cuts anywhere). */
const read = (make: (on: (p: ListPlayer) => void) => ListReader, text: string, size = 37): { players: ListPlayer[]; reader: ListReader } => {
  const players: ListPlayer[] = [];
  const reader = make((p) => players.push(p));
  for (let i = 0; i < text.length; i += size) reader.feed(text.slice(i, i + size));
  reader.end();
  return { players, reader };
};
const refusal = (f: () => unknown): ListFormatError => {
  try { f(); } catch (e) { if (e instanceof ListFormatError) return e; throw e; }
  throw new Error('not refused');
};
const txt = (oneType: RatingType | null = null) => (on: (p: ListPlayer) => void) => createTxtReader(on, oneType);
const xml = (oneType: RatingType | null = null) => (on: (p: ListPlayer) => void) => createXmlReader(on, oneType);

describe('the FIDE TXT list', () => {
  it('reads the sample: 19 players, every column, the quirks of the real files', () => {
    for (const size of [1, 37, 100_000]) {
      const { players, reader } = read(txt(), sampleTxt, size);
      expect(players).toHaveLength(19);
      expect(reader.types()).toEqual(['standard', 'rapid', 'blitz']);
      const carlsen = players[0]!;
      expect(carlsen).toEqual({ fideId: 1503014, name: 'Carlsen, Magnus', federation: 'NOR', sex: 'M', title: 'GM', womanTitle: '', otherTitles: '', foaTitle: '', born: 1990, flag: '',
        standard: { rating: 2823, games: 0, k: 10 }, rapid: { rating: 2801, games: 12, k: 10 }, blitz: { rating: 2860, games: 0, k: 10 } });
    }
    const { players } = read(txt(), sampleTxt);
    const by = (id: number) => players.find((p) => p.fideId === id)!;
    expect(by(24699004)).toMatchObject({ flag: 'w', sex: 'F', born: 2011, standard: { rating: 1685, games: 9, k: 40 } });
    expect(by(5021081)).toMatchObject({ flag: 'wi', title: '', womanTitle: 'WIM' });
    expect(by(2093596)).toMatchObject({ name: "O'Brien, Seamus", flag: 'i', born: null, otherTitles: 'IA,FT', rapid: { rating: 0, games: 0, k: null } });
    expect(by(3209536)).toMatchObject({ name: 'Fernandez Garcia, Maria de los Angeles', foaTitle: 'ACM', standard: { rating: 0, k: null }, rapid: { rating: 1544 } });
    // The line one character longer, as three in FIDE's October 2026 file: the titles overflow into FOA.
    expect(by(14109603)).toMatchObject({ otherTitles: 'SI,FI,LSI,SLI,NA', foaTitle: 'AFM', standard: { rating: 2401, k: 10 }, born: 1979 });
    expect(by(34195472).name).toBe('Okonkwo-Adeyemi, Chukwuemeka Oluwaseun Babatunde Olumide');
    expect(by(100017310)).toMatchObject({ federation: 'FID', born: null, standard: { rating: 0 } });
  });

  it('reads a one-type list, the month from its rating column, the type from the file name', () => {
    const lines = sampleTxt.split('\r\n');
    // FIDE's standard list: "… FOA NOV26 Gms K  B-day Flag", the rating at 113, Gms 119, K 123, B-day 126, Flag 132.
    const header = `${lines[0]!.slice(0, 113)}NOV26 Gms K  B-day Flag`;
    const one = lines.slice(1, 4).map((l) => `${l.slice(0, 126)}${l.slice(152, 162)}`);
    const { players, reader } = read(txt('standard'), [header, ...one].join('\n'));
    expect(reader.month()).toBe('2026-11');
    expect(reader.types()).toEqual(['standard']);
    expect(players[2]).toMatchObject({ fideId: 24699004, born: 2011, flag: 'w', standard: { rating: 1685, games: 9, k: 40 } });
    expect(players[2]!.rapid).toBeUndefined();
    expect(refusal(() => read(txt(null), [header, ...one].join('\n'))).message).toMatch(/^Line 1: this is a one-type list .*NOV26.*choose standard, rapid or blitz/);
  });

  it('refuses a file cut short, naming the line', () => {
    const cut = sampleTxt.slice(0, sampleTxt.indexOf('Kowalczyk') + 30);
    const e = refusal(() => read(txt(), cut));
    expect(e.line).toBe(18);
    expect(e.message).toMatch(/^Line 18, column \d+: the line ends at column \d+, before the birth year \(B-day, column 153\): the file is cut short/);
  });

  it('refuses malformed lines with the line, column and reason', () => {
    const lines = sampleTxt.split('\r\n');
    const bad = (i: number, line: string) => { const copy = [...lines]; copy[i] = line; return copy.join('\r\n'); };
    const l5 = lines[5]!;
    expect(refusal(() => read(txt(), bad(5, `${l5.slice(0, 113)}22x5 ${l5.slice(118)}`))).message).toBe('Line 6, column 114: the rating (SRtng) must be a whole number, not "22x5"');
    expect(refusal(() => read(txt(), bad(3, `A${lines[3]!.slice(1)}`))).message).toMatch(/^Line 4, column 1: the FIDE ID must be digits/);
    expect(refusal(() => read(txt(), bad(7, `${lines[7]!.slice(0, 158)}x   `))).message).toBe('Line 8, column 159: the flag must be i (inactive), w (woman) or wi, not "x"');
    expect(refusal(() => read(txt(), bad(2, `${lines[2]!.slice(0, 152)}19    ${lines[2]!.slice(158)}`))).message).toMatch(/^Line 3, column 153: the birth year \(B-day\) must be a four-digit year/);
    expect(refusal(() => read(txt(), 'Name,Rating\nCarlsen,2830\n')).message).toMatch(/^Line 1: expected FIDE's header line/);
    expect(refusal(() => read(txt(), `${lines[0]!}\r\n`)).message).toBe('Line 1: the file has a header line but no player');
  });
});

describe('the FIDE XML list', () => {
  it('reads the same players as the TXT, in chunks cut anywhere', () => {
    const fromTxt = read(txt(), sampleTxt).players;
    for (const size of [1, 13, 4096]) expect(read(xml(), sampleXml, size).players).toEqual(fromTxt);
  });

  it('refuses a file cut short: inside a player, or without </playerslist>', () => {
    const cut = sampleXml.slice(0, sampleXml.indexOf('Kowalczyk'));
    expect(refusal(() => read(xml(), cut)).message).toBe('Line 18: the file ends inside this <player> element: it is cut short');
    const noEnd = sampleXml.slice(0, sampleXml.indexOf('</playerslist>'));
    expect(refusal(() => read(xml(), noEnd)).message).toBe('Line 21: the file ends without </playerslist>: it is cut short');
  });

  it('refuses malformed players naming the line', () => {
    const lines = sampleXml.split('\n');
    const bad = (i: number, from: string, to: string) => { const copy = [...lines]; copy[i] = copy[i]!.replace(from, to); return copy.join('\n'); };
    expect(refusal(() => read(xml(), bad(4, '<rating>1812</rating>', '<rating>18l2</rating>'))).message).toBe('Line 5: <rating> of player 24699012 must be a whole number, not "18l2"');
    expect(refusal(() => read(xml(), bad(6, '<name>', '<nam>'))).message).toMatch(/^Line 7: expected an element such as <name>…<\/name> inside <player>/);
    expect(refusal(() => read(xml(), bad(2, '<fideid>8603677</fideid>', ''))).message).toBe('Line 3: a <player> without <fideid>');
    expect(refusal(() => read(xml(), `<html>\n<body>hello</body></html>`)).message).toMatch(/^Line 1: unexpected/);
  });
});

describe('a list file as it streams in', () => {
  it('decodes a big push a piece of at most 32 K bytes at a time, and reads the same players', () => {
    // 3,000 players of FIDE's XML (1.2 MB), zipped and bare, each pushed whole: a Blob's stream
    // hands out megabytes at once, and one string of that size would go to V8's large-object space.
    const bytes = new TextEncoder().encode([...listChunks('xml', 3000)].join(''));
    for (const file of [bytes, zipSync({ 'players_list_xml_foa.xml': bytes })]) {
      const decoded: number[] = [];
      const players: ListPlayer[] = [];
      const input = createListInput((format) => (format === 'xml' ? createXmlReader((p) => players.push(p)) : createTxtReader((p) => players.push(p))), () => {
        const d = new TextDecoder('utf-8');
        return { decode: (b: Uint8Array, o: { stream: boolean }) => { decoded.push(b.length); return d.decode(b, o); } };
      });
      input.push(file, false);
      input.push(new Uint8Array(0), true);
      expect(players).toHaveLength(3000);
      expect(players.at(-1)!.fideId).toBe(1_000_000 + 2999 * 7 + (2999 % 7));
      expect(decoded.reduce((a, b) => a + b, 0)).toBe(bytes.length);
      expect(Math.max(...decoded)).toBeLessThanOrEqual(32 * 1024);
    }
  });
});

describe('looking a player up', () => {
  it('folds accents and takes name tokens in any order, and the ID as a token', () => {
    expect(nameTokens('Růžička, Petr')).toEqual(['ruzicka', 'petr']);
    expect(nameTokens('Ødegaard, Łukasz Straße')).toEqual(['odegaard', 'lukasz', 'strasse']);
    const tokens = searchTokens({ fideId: 1503014, name: 'Carlsen, Magnus' });
    expect(tokens).toEqual(['carlsen', 'magnus', '1503014']);
    for (const q of ['carl magn', 'MAGNUS', 'magn carl', '15030', 'Carlsen,']) expect(matchesQuery(tokens, nameTokens(q)), q).toBe(true);
    for (const q of ['carl x', 'agnus', '1503015']) expect(matchesQuery(tokens, nameTokens(q)), q).toBe(false);
  });

  it('reads the month and the type from FIDE file names', () => {
    expect(describeFileName('standard_oct26frl.zip')).toEqual({ month: '2026-10', type: 'standard', format: 'zip' });
    expect(describeFileName('/tmp/blitz_rating_list_xml.zip')).toEqual({ month: null, type: 'blitz', format: 'zip' });
    expect(describeFileName('players_list_foa.txt')).toEqual({ month: null, type: null, format: 'txt' });
    expect(describeFileName('players_list_2026-11.xml')).toEqual({ month: '2026-11', type: null, format: 'xml' });
  });

  it('fills the registration fields and lists the differences to update', () => {
    const { players } = read(txt(), sampleTxt);
    const signe = listedFields(players.find((p) => p.fideId === 24699004)!);
    expect(signe).toEqual({ name: 'Lindqvist, Signe', rating: 1685, title: '', federation: 'SWE', fideId: '24699004', birthDate: '2011', sex: 'w', kFactor: 40, games: 9 });
    expect(listedFields(players.find((p) => p.fideId === 5021081)!).title).toBe('WIM');
    expect(listedFields(players.find((p) => p.fideId === 3209536)!, 'rapid')).toMatchObject({ rating: 1544, kFactor: 40, games: 9 });
    expect(listDifferences({ name: 'Lindqvist, Signe', rating: 1600, federation: 'SWE', birthDate: '2011/05/02', sex: 'w' }, signe))
      .toEqual([{ field: 'rating', registered: '1600', listed: '1685' }, { field: 'kFactor', registered: '', listed: '40' }]);
  });
});
