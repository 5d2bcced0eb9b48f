import { scoringRecord162, scoringRecordsBbp } from './records';
import type { TrfDocument, TrfRecord } from './types';

/** The record styles a file can be written in: TRF-16 with JaVaFo's/bbpPairings' codes, or TRF-2026. */
export const trfFormats = ['trf16', 'trf26'] as const;
export type TrfFormat = (typeof trfFormats)[number];

const scoringCodes = new Set(['BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU', '162', 'XXS']);

/**
 * The document with its settings records in one style, everything else as read (`pairwise
 * convert --format`): trf26 writes `142` for `XXR`, `152 W|B` for `XXC white1|black1` and one
 * `162` (plus `XXS` for what 162 cannot say) for `BB*`; trf16 the reverse (`XXR`, `XXC`, `BB*`).
 * `XXC rank`, XXA, XXP, XXZ, 240, 250, 260, 299 and the header are written as read: either
 * style reads them. writeTrf of the result is the file itself when it already has that style.
 */
export const convertTrf = (doc: TrfDocument, format: TrfFormat): TrfDocument => {
  const s = doc.settings;
  const records: TrfRecord[] = [];
  let scoringDone = false;
  // Scoring records already all in the wanted style (162/XXS, or BB*/XXS) are kept as written.
  const inStyle = (c: string): boolean => c === 'XXS' || (format === 'trf26' ? c === '162' : c !== '162');
  const styled = doc.records.every((r) => !scoringCodes.has(r.text.slice(0, 3)) || inStyle(r.text.slice(0, 3)));
  for (const r of doc.records) {
    const code = r.text.slice(0, 3);
    const at = (text: string): TrfRecord => ({ text, playersBefore: r.playersBefore });
    if (format === 'trf26' && code === 'XXR' && s.totalRounds !== undefined) records.push(at(`142 ${s.totalRounds}`));
    else if (format === 'trf16' && code === '142' && s.totalRounds !== undefined) records.push(at(`XXR ${s.totalRounds}`));
    else if (format === 'trf26' && code === 'XXC') {
      // 152 says the colour; "rank" has no TRF-2026 record and stays an XXC line.
      if (s.initialColour !== undefined && /white1|black1/i.test(r.text)) records.push(at(`152 ${s.initialColour === 'white' ? 'W' : 'B'}`));
      if (/\brank\b/i.test(r.text)) records.push(at('XXC rank'));
    } else if (format === 'trf16' && code === '152' && s.initialColour !== undefined) {
      records.push(at(`XXC ${s.initialColour === 'white' ? 'white1' : 'black1'}`));
    } else if (scoringCodes.has(code) && !styled) {
      // The first scoring record becomes the regenerated lines; the others go.
      if (!scoringDone) for (const text of format === 'trf26' ? scoringRecord162(s.scoring) : scoringRecordsBbp(s.scoring)) records.push(at(text));
      scoringDone = true;
    } else records.push(r);
  }
  return { ...doc, records };
};
