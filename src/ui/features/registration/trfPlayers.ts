import type { TrfPlayer } from '../../../core/trf/types';
import type { PlayerInput } from '../../../db/validate';
import type { Sex } from '../../../core/model';

/** TRF-16 001 line, columns 11-13: titles are written g, i, wg, f, wi, c, wf, wc (or in full). */
const trfTitles: Readonly<Record<string, string>> = { g: 'GM', i: 'IM', wg: 'WGM', f: 'FM', wi: 'WIM', c: 'CM', wf: 'WFM', wc: 'WCM' };

/** The registration fields of one 001 line (results and rounds are not registration). */
export const playerInputFromTrf = (p: TrfPlayer): PlayerInput => {
  const title = p.title === '' ? '' : (trfTitles[p.title.toLowerCase()] ?? p.title.toUpperCase());
  const sex = p.sex.toLowerCase() === 'f' ? 'w' : p.sex.toLowerCase();
  return {
    name: p.name, rating: p.rating, title, federation: p.federation.toUpperCase(), fideId: p.fideId, birthDate: p.birthDate,
    ...(sex === 'm' || sex === 'w' ? { sex: sex as Sex } : {}),
  };
};
