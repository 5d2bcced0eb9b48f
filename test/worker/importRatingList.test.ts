import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { createPairingClient } from '../../src/worker/client';
import { findInRatingList, ratingLists } from '../../src/db/repository';
import type { PairwiseDb } from '../../src/db/repository';
import { freshDb } from '../db/helpers';
import { generatedPlayers, listChunks } from '../fixtures/rating-list/generator';

const txt = readFileSync('test/fixtures/rating-list/sample.txt');
const xml = readFileSync('test/fixtures/rating-list/sample.xml');
const zipOf = (name: string, bytes: Uint8Array): Uint8Array => zipSync({ [name]: bytes });

const importFile = async (db: PairwiseDb, bytes: Uint8Array, fileName: string, month: string | null = '2026-11', type: 'standard' | 'rapid' | 'blitz' | null = null) => {
  const client = createPairingClient({ inline: db });
  const progress: number[] = [];
  const answer = await client.send('import-rating-list', { file: new Blob([bytes as Uint8Array<ArrayBuffer>]), fileName, month, type, now: 1 }, { onProgress: (p) => progress.push(p.players) });
  return { answer, progress };
};
const stored = async (db: PairwiseDb) => ({ lists: (await ratingLists(db)).map((l) => [l.month, l.types, l.players]), rows: await db.ratingListData.count(), meta: await db.ratingLists.count() });

describe('importing a FIDE rating list in the worker', () => {
  it('reads the combined list zipped (TXT or XML) or bare, and stores it for every type', async () => {
    for (const [bytes, name] of [[zipOf('players_list_foa.txt', txt), 'players_list.zip'], [zipOf('players_list_xml_foa.xml', xml), 'players_list_xml.zip'], [txt, 'players_list_foa.txt'], [xml, 'players_list_xml_foa.xml']] as const) {
      const db = freshDb();
      const { answer, progress } = await importFile(db, bytes, name);
      expect(answer, name).toEqual({ kind: 'done', month: '2026-11', types: ['standard', 'rapid', 'blitz'], players: 19, entry: name.endsWith('.zip') ? expect.stringMatching(/^players_list/) as string : null });
      expect(progress.at(-1)).toBe(19);
      expect(await stored(db)).toMatchObject({ lists: [['2026-11', ['standard', 'rapid', 'blitz'], 19]], meta: 1 });
      expect((await findInRatingList(db, 'magn carl')).map((f) => f.player.fideId)).toEqual([1503014]);
    }
  });

  it('takes the month and type from an archive file name, and asks for the month when nothing names it', async () => {
    const db = freshDb();
    const { answer } = await importFile(db, zipOf('rapid_oct26frl.xml', xml), 'rapid_oct26frl_xml.zip', null);
    // A combined XML (it has rapid and blitz elements) fills all three, whatever its name says.
    expect(answer).toMatchObject({ kind: 'done', month: '2026-10' });
    const none = await importFile(freshDb(), txt, 'players_list_foa.txt', null);
    expect(none.answer).toMatchObject({ kind: 'failed', error: { reason: 'invalid-input', detail: expect.stringMatching(/which month is this list/) as string } });
  });

  it('refuses a bad, cut or empty file naming the line, and keeps the list it had', async () => {
    const db = freshDb();
    await importFile(db, txt, 'players_list_foa.txt', '2026-10');
    const before = await stored(db);
    const text = txt.toString('latin1');
    const badLine = text.replace('2723  11  10', '27x3  11  10');
    const cases: [Uint8Array, string, RegExp][] = [
      [Buffer.from(badLine, 'latin1'), 'players_list_foa.txt', /^players_list_foa\.txt: Line 3, column 114: the rating \(SRtng\) must be a whole number, not "27x3"\. Nothing was stored\.$/],
      [zipOf('players_list_foa.txt', Buffer.from(badLine, 'latin1')), 'players_list.zip', /^players_list\.zip \(players_list_foa\.txt\): Line 3, column 114/],
      [Buffer.from(text.slice(0, text.indexOf('Kowalczyk') + 30), 'latin1'), 'players_list_foa.txt', /Line 18, column \d+: the line ends at column \d+, before the birth year/],
      [zipOf('players_list_foa.txt', txt).slice(0, 900), 'players_list.zip', /the zip file (ends inside players_list_foa\.txt|is damaged or cut short)/i],
      [xml.subarray(0, xml.indexOf('Kowalczyk')), 'players_list_xml_foa.xml', /Line 18: the file ends inside this <player> element/],
      [zipOf('readme.pdf', txt), 'players_list.zip', /zip file holds no \.txt or \.xml rating list/i],
      [new Uint8Array(0), 'players_list_foa.txt', /Line 1: the file is empty/],
    ];
    for (const [bytes, name, message] of cases) {
      const { answer } = await importFile(db, bytes, name, '2026-11');
      expect(answer, name).toMatchObject({ kind: 'failed', error: { reason: 'invalid-input', detail: expect.stringMatching(message) as string } });
      expect(await stored(db), name).toEqual(before);
    }
  });

  it('stores a big list exactly as read, a few thousand players per write, though the file streams in one piece', async () => {
    // 8,000 generated players (3.2 MB of XML) as FIDE ships them, the zip handed out as one chunk
    // (a Blob's stream gives up to 2 MB at once): read whole, all 8,000 players waited in the
    // worker's heap for one write.
    const count = 8000;
    const text = new TextEncoder().encode([...listChunks('xml', count)].join(''));
    const zipped = zipOf('players_list_xml_foa.xml', text);
    for (const bytes of [zipped, text]) {
      const db = freshDb();
      const written: number[] = [];
      const bulkPut = db.ratingListData.bulkPut.bind(db.ratingListData);
      vi.spyOn(db.ratingListData, 'bulkPut').mockImplementation((rows, ...rest) => {
        written.push(rows.reduce((n, r) => n + (r.kind === 'players' ? r.players.length : 0), 0));
        return bulkPut(rows, ...(rest as []));
      });
      const whole = { size: bytes.length, stream: () => new ReadableStream<Uint8Array>({ start: (c) => { c.enqueue(bytes); c.close(); } }) } as unknown as Blob;
      const answer = await createPairingClient({ inline: db }).send('import-rating-list', { file: whole, fileName: bytes === zipped ? 'players_list_xml.zip' : 'players_list_xml_foa.xml', month: '2026-11', type: null, now: 1 });
      expect(answer).toMatchObject({ kind: 'done', players: count });
      expect(Math.max(...written)).toBeLessThanOrEqual(6000);
      const rows = await db.ratingListData.where(':id').between([1, 'players', 0], [1, 'players', Infinity]).toArray();
      const stored = rows.flatMap((r) => (r.kind === 'players' ? r.players : []));
      expect(stored).toEqual([...generatedPlayers(count)]);
    }
  });
});
