import { Unzip, UnzipInflate } from 'fflate';
import { ListFormatError } from './layout';
import type { ListReader } from './layout';

/** Bytes to text as a stream (the platform's TextDecoder, passed in: src/core has no DOM). */
export interface StreamDecoder {
  decode(bytes: Uint8Array, options: { stream: boolean }): string;
}

export type ListFormat = 'txt' | 'xml';

/** Bytes decoded at a time: at most 32 K characters, well under V8's large-object size (128 KB). */
export const textPiece = 32 * 1024;

/** What was read: the entry of a zip that held the list (null for a bare file). */
export interface ListInput {
  /** The next bytes of the file as they arrive; `final` with the last. */
  push(bytes: Uint8Array, final: boolean): void;
  readonly entry: () => string | null;
}

/**
 * The bytes of a file the TO picked, as FIDE publishes it or unzipped: a zip (FIDE's
 * `players_list.zip`, `standard_rating_list_xml.zip`, …) is unzipped as it streams in (fflate's
 * Unzip; only its first .txt or .xml entry is read), text is decoded as it streams, and the reader
 * for its format (`open`, by the entry's name, else by its first character: `<` is XML) gets it
 * chunk by chunk. A zip cut short, or one with no list in it, is refused.
 */
export const createListInput = (open: (format: ListFormat, entryName: string | null) => ListReader, decoder: () => StreamDecoder): ListInput => {
  let mode: 'unknown' | 'zip' | 'text' = 'unknown';
  let reader: ListReader | null = null;
  let textDecoder: StreamDecoder | null = null;
  let pendingName: string | null = null;
  let entry: string | null = null;
  let entryDone = false;
  let unzip: Unzip | null = null;
  let refused: unknown = null;

  let pendingText = '';
  const deliver = (chunk: string, final: boolean) => {
    if (reader === null) {
      const first = /\S/.exec(chunk.replace(/^\uFEFF/, ''))?.[0];
      if (first === undefined && !final) return void (pendingText += chunk);
      const format: ListFormat = pendingName?.toLowerCase().endsWith('.xml') ? 'xml' : pendingName?.toLowerCase().endsWith('.txt') ? 'txt' : first === '<' ? 'xml' : 'txt';
      reader = open(format, pendingName);
      if (pendingText !== '') reader.feed(pendingText);
      pendingText = '';
    }
    if (chunk !== '') reader.feed(chunk);
    if (final) reader.end();
  };
  const text = (bytes: Uint8Array, final: boolean) => {
    textDecoder ??= decoder();
    // A piece at a time (subarrays, no copy): the bytes come in megabytes (a Blob's stream hands
    // out up to 2 MB, inflated to some 40 MB of XML), and one decoded string of that size goes to
    // V8's large-object space, which only a full collection frees; pieces of textPiece bytes give
    // strings that die young with the text the reader cut from them.
    for (let at = 0; at < bytes.length; at += textPiece) deliver(textDecoder.decode(bytes.subarray(at, Math.min(bytes.length, at + textPiece)), { stream: true }), false);
    if (final) deliver(textDecoder.decode(new Uint8Array(0), { stream: false }), true);
  };

  return {
    push(bytes: Uint8Array, final: boolean) {
      if (mode === 'unknown') {
        if (bytes.length === 0 && !final) return;
        mode = bytes[0] === 0x50 && bytes[1] === 0x4b ? 'zip' : 'text';
        if (mode === 'zip') {
          unzip = new Unzip((file) => {
            if (entry !== null || !/\.(txt|xml)$/i.test(file.name)) return;
            entry = file.name;
            pendingName = file.name;
            // fflate catches what its callbacks throw: the reader's refusal is kept and thrown after the push.
            file.ondata = (err, data, last) => {
              if (refused !== null) return;
              if (err) return void (refused = new ListFormatError(0, `the zip file is damaged (${err.message})`));
              try {
                text(data, last);
              } catch (e) {
                refused = e;
                return;
              }
              if (last) entryDone = true;
            };
            file.start();
          });
          unzip.register(UnzipInflate);
        }
      }
      if (mode === 'text') return text(bytes, final);
      try {
        unzip!.push(bytes, final);
      } catch (e) {
        refused ??= e instanceof ListFormatError ? e : new ListFormatError(0, `the zip file is damaged or cut short (${e instanceof Error ? e.message : String(e)})`);
      }
      if (refused !== null) throw refused;
      if (final && entry === null) throw new ListFormatError(0, 'the zip file holds no .txt or .xml rating list');
      if (final && !entryDone) throw new ListFormatError(0, `the zip file ends inside ${entry ?? 'its list'}: it is cut short`);
    },
    entry: () => entry,
  };
};
