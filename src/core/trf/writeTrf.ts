import { writePlayerLine } from './playerLine';
import type { TrfDocument } from './types';

/**
 * Writes a TrfDocument: the other records where they were (each after the number of 001 lines
 * that preceded it), the 001 lines in `players` order, with the document's line ending.
 * A player line read from a file and left unchanged is written byte for byte as read.
 */
export const writeTrf = (doc: TrfDocument): string => {
  const out: string[] = [];
  let next = 0;
  const records = doc.records;
  doc.players.forEach((p, i) => {
    for (let r = records[next]; r !== undefined && r.playersBefore <= i; r = records[++next]) out.push(r.text);
    out.push(writePlayerLine(p));
  });
  for (; next < records.length; next++) out.push((records[next] as (typeof records)[number]).text);
  const body = out.join(doc.lineEnding);
  return doc.finalLineEnding && out.length > 0 ? body + doc.lineEnding : body;
};
