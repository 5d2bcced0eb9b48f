import { createListInput, createTxtReader, createXmlReader, describeFileName, isListMonth, ListFormatError } from '../core/ratingList';
import type { ListPlayer, RatingType } from '../core/ratingList';
import { discardUnusedRatingLists, startRatingList } from '../db/repository';
import { fail } from './protocol';
import type { Args, Result } from './protocol';
import type { Context } from './handlers';

/** Players handed to the list writer at a time (it writes them in blocks of 100). */
const batchSize = 5000;
/** Bytes of the file pushed through the unzip and the reader at a time (about 900 players of a zipped XML list). */
const pushPiece = 16 * 1024;

/**
 * Streams the file: its bytes through the unzip and the text decoder into the list reader
 * (core/ratingList), the players in batches into a list of its own, which is switched on when the
 * file has been read to its end without a fault (finishRatingList). A refusal or a crash leaves a
 * list that is never searched; it is deleted here at once, or by the next import.
 */
export const readRatingListFile = async (args: Args<'import-rating-list'>, ctx: Context<'import-rating-list'>): Promise<Result<'import-rating-list'>> => {
  const named = describeFileName(args.fileName);
  const type: RatingType | null = args.type ?? named.type;
  const db = ctx.db;
  await discardUnusedRatingLists(db);
  const list = await startRatingList(db, args.fileName, args.now);
  let batch: ListPlayer[] = [];
  let players = 0;
  let reader: { month: () => string | null; types: () => readonly RatingType[] } | null = null;
  const input = createListInput((format) => {
    const r = format === 'xml' ? createXmlReader((p) => batch.push(p), type) : createTxtReader((p) => batch.push(p), type);
    reader = r;
    return r;
  }, () => new TextDecoder('utf-8'));
  const total = args.file.size;
  let read = 0;
  let reported = 0;
  /** The batch being written: the next one is read meanwhile (IndexedDB commits off this thread), but not written before it ends. */
  let writing: Promise<void> = Promise.resolve();
  const write = async (last: boolean) => {
    if (batch.length >= batchSize || (last && batch.length > 0)) {
      const next = batch;
      batch = [];
      players += next.length;
      await writing;
      writing = list.add(next);
      // Awaited before the next batch or at the end; until then its refusal is not "unhandled".
      void writing.catch(() => undefined);
    }
    if (last) await writing;
  };
  const report = (last: boolean) => {
    const now = performance.now();
    if (last || now - reported > 100) {
      reported = now;
      ctx.progress({ read, total, players });
    }
  };
  try {
    const stream = args.file.stream().getReader();
    for (;;) {
      const { value, done } = await stream.read();
      // A Blob's stream hands out up to 2 MB at a time, some 40 MB of XML once inflated: read
      // whole, its players (80,000) and its text would pile up in the worker's heap before the
      // first write. A piece at a time, with each full batch written before the next piece is
      // read (backpressure), holds a few thousand players at most.
      const bytes = value ?? new Uint8Array(0);
      for (let at = 0; at < bytes.length; at += pushPiece) {
        const piece = bytes.subarray(at, Math.min(bytes.length, at + pushPiece));
        read += piece.length;
        input.push(piece, false);
        await write(false);
        report(false);
      }
      if (done) {
        input.push(new Uint8Array(0), true);
        await write(true);
        report(true);
        break;
      }
    }
    const found = reader as { month: () => string | null; types: () => readonly RatingType[] } | null;
    const month = found?.month() ?? named.month ?? args.month;
    if (month === null || !isListMonth(month)) fail('invalid-input', `${args.fileName}: which month is this list? Its name and content do not say; give the month (YYYY-MM).`);
    const types = found?.types() ?? ['standard', 'rapid', 'blitz'];
    await list.finish({ month: month!, types });
    return { month: month!, types, players, entry: input.entry() };
  } catch (e) {
    await writing.catch(() => undefined);
    await discardUnusedRatingLists(db);
    if (e instanceof ListFormatError) fail('invalid-input', `${args.fileName}${input.entry() === null ? '' : ` (${input.entry()!})`}: ${e.message}. Nothing was stored.`);
    throw e;
  }
};
