import type { TrfPlayer } from '../../../core/trf';
import type { PlayerInput } from '../../../db/repository';
import type { Sex } from '../../../core/model';
import { titleFromFile } from '../../../core/model';


/** The registration fields of one 001 line (results and rounds are not registration). */
export const playerInputFromTrf = (p: TrfPlayer): PlayerInput => {
  const title = titleFromFile(p.title);
  const sex = p.sex.toLowerCase() === 'f' ? 'w' : p.sex.toLowerCase();
  return {
    name: p.name, rating: p.rating, title, federation: p.federation.toUpperCase(), fideId: p.fideId, birthDate: p.birthDate,
    ...(sex === 'm' || sex === 'w' ? { sex: sex as Sex } : {}),
  };
};
