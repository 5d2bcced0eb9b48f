import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createListInput, createTxtReader, createXmlReader, describeFileName, isListMonth, ListFormatError, listedFields, matchesQuery, nameTokens, ratingTypes, searchTokens } from '../core/ratingList';
import type { ListPlayer, RatingType } from '../core/ratingList';
import { exitCodes } from './run';

const usage = [
  'usage: pairwise list import FILE [--month YYYY-MM] [--type standard|rapid|blitz] [--dir DIR]',
  '       pairwise list find QUERY [--type standard|rapid|blitz] [--dir DIR]',
  '  FILE: a FIDE rating list as published (players_list.zip, players_list_xml.zip, standard_oct26frl.zip, …) or unzipped (.txt, .xml)',
  '  DIR: where the imported list is kept (default $XDG_DATA_HOME/pairwise/rating-list, else ~/.local/share/pairwise/rating-list)',
].join('\n');

const option = (args: readonly string[], name: string): string | null => {
  const i = args.indexOf(name);
  return i < 0 ? null : args[i + 1] ?? '';
};
const defaultDir = (): string => join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'pairwise', 'rating-list');

/**
 * `pairwise list`: the FIDE rating list on the command line. `import` reads the file as the app
 * does (core/ratingList: unzipped and read as a stream, refused with the line on any fault, exit
 * 3) and keeps it as one JSON line per player in DIR (written beside, renamed over the old list
 * only when the file was read to its end); `find` prints the players whose names or IDs match.
 */
export const runList = async (args: readonly string[], out: (t: string) => void, err: (t: string) => void): Promise<number> => {
  const [verb, target] = args;
  const dir = option(args, '--dir') ?? defaultDir();
  const typeText = option(args, '--type');
  const type = typeText === null ? null : ratingTypes.find((t) => t === typeText) ?? null;
  if (typeText !== null && type === null) { err(`pairwise list: --type must be standard, rapid or blitz, not "${typeText}"\n${usage}\n`); return exitCodes.invalidRequest; }
  if ((verb !== 'import' && verb !== 'find') || target === undefined || target.startsWith('--')) { err(`${usage}\n`); return exitCodes.invalidRequest; }
  if (verb === 'find') return find(target, dir, type ?? 'standard', out, err);

  const month = option(args, '--month');
  if (month !== null && !isListMonth(month)) { err(`pairwise list: --month must be YYYY-MM, not "${month}"\n`); return exitCodes.invalidRequest; }
  const named = describeFileName(target);
  let reader: { month: () => string | null; types: () => readonly RatingType[] } | null = null;
  await mkdir(dir, { recursive: true });
  const partial = join(dir, 'players.ndjson.part');
  const sink = createWriteStream(partial);
  let players = 0;
  let pending: string[] = [];
  const onPlayer = (p: ListPlayer) => { pending.push(JSON.stringify(p)); players++; };
  const input = createListInput((format) => {
    const r = format === 'xml' ? createXmlReader(onPlayer, type ?? named.type) : createTxtReader(onPlayer, type ?? named.type);
    reader = r;
    return r;
  }, () => new TextDecoder('utf-8'));
  try {
    const stream = createReadStream(target);
    for await (const chunk of stream) {
      input.push(chunk as Uint8Array, false);
      if (pending.length > 0 && !sink.write(`${pending.join('\n')}\n`)) await once(sink, 'drain');
      pending = [];
    }
    input.push(new Uint8Array(0), true);
    if (pending.length > 0) sink.write(`${pending.join('\n')}\n`);
    sink.end();
    await once(sink, 'finish');
  } catch (e) {
    sink.destroy();
    await rm(partial, { force: true });
    if (e instanceof ListFormatError) { err(`pairwise list: ${target}${input.entry() === null ? '' : ` (${input.entry()!})`}: ${e.message}; nothing was stored\n`); return exitCodes.invalidRequest; }
    if (e instanceof Error && 'code' in e) { err(`pairwise list: cannot read ${target}: ${e.message}\n`); return exitCodes.fileError; }
    throw e;
  }
  const found = reader as { month: () => string | null; types: () => readonly RatingType[] } | null;
  const listMonth = found?.month() ?? named.month ?? month;
  if (listMonth === null) {
    await rm(partial, { force: true });
    err(`pairwise list: ${target}: which month is this list? Its name and content do not say; give --month YYYY-MM\n`);
    return exitCodes.invalidRequest;
  }
  const types = found?.types() ?? ratingTypes;
  await rename(partial, join(dir, 'players.ndjson'));
  await writeFile(join(dir, 'list.json'), `${JSON.stringify({ month: listMonth, types, players, file: target })}\n`);
  out(`${players} players: the ${listMonth} list (${types.join(', ')}), kept in ${dir}\n`);
  return exitCodes.ok;
};

const find = async (query: string, dir: string, type: RatingType, out: (t: string) => void, err: (t: string) => void): Promise<number> => {
  const tokens = nameTokens(query);
  let meta: { month: string } | null = null;
  try { meta = JSON.parse(await readFile(join(dir, 'list.json'), 'utf8')) as { month: string }; } catch { /* none */ }
  if (meta === null) { err(`pairwise list: no list in ${dir}; import one with: pairwise list import FILE\n`); return exitCodes.fileError; }
  if (tokens.length === 0) { err('pairwise list: give a few letters of a name or the first digits of a FIDE ID\n'); return exitCodes.invalidRequest; }
  const lines = createInterface({ input: createReadStream(join(dir, 'players.ndjson')), crlfDelay: Infinity });
  const hits: ListPlayer[] = [];
  for await (const line of lines) {
    const p = JSON.parse(line) as ListPlayer;
    if (matchesQuery(searchTokens(p), tokens)) hits.push(p);
  }
  for (const p of hits.sort((a, b) => a.name.localeCompare(b.name)).slice(0, 50)) {
    const f = listedFields(p, type);
    out(`${f.fideId}\t${p.name}\t${f.title}\t${f.federation}\t${f.rating || 'unrated'}\tK ${f.kFactor ?? '-'}\t${f.birthDate || '-'}\t${p.flag}\n`);
  }
  out(`${hits.length} found on the ${meta.month} list${hits.length > 50 ? ' (first 50 shown)' : ''}\n`);
  return exitCodes.ok;
};
