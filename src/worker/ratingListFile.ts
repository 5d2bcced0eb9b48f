import { createListInput, createTxtReader, createXmlReader, describeFileName, isListMonth, ListFormatError } from '../core/ratingList';
import type { ListPlayer, RatingType } from '../core/ratingList';
import { discardUnusedRatingLists, startRatingList } from '../db/repository';
import { fail } from './protocol';
import type { Args, Result } from './protocol';
import type { Context } from './handlers';

/** Players handed to the list writer at a time (it writes them in blocks of 100). */
const batchSize = 5000;

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
  try {
    const stream = args.file.stream().getReader();
    for (;;) {
      const { value, done } = await stream.read();
      if (value !== undefined) read += value.length;
      input.push(value ?? new Uint8Array(0), done);
      if (batch.length >= batchSize || (done && batch.length > 0)) {
        const writing = batch;
        batch = [];
        players += writing.length;
        await list.add(writing);
      }
      const now = performance.now();
      if (done || now - reported > 100) {
        reported = now;
        ctx.progress({ read, total, players });
      }
      if (done) break;
    }
    const found = reader as { month: () => string | null; types: () => readonly RatingType[] } | null;
    const month = found?.month() ?? named.month ?? args.month;
    if (month === null || !isListMonth(month)) fail('invalid-input', `${args.fileName}: which month is this list? Its name and content do not say; give the month (YYYY-MM).`);
    const types = found?.types() ?? ['standard', 'rapid', 'blitz'];
    await list.finish({ month: month!, types });
    return { month: month!, types, players, entry: input.entry() };
  } catch (e) {
    await discardUnusedRatingLists(db);
    if (e instanceof ListFormatError) fail('invalid-input', `${args.fileName}${input.entry() === null ? '' : ` (${input.entry()!})`}: ${e.message}. Nothing was stored.`);
    throw e;
  }
};
