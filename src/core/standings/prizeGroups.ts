import type { Player, PlayerId } from '../model';
import type { StandingRow } from './types';

/** A prize group: every condition set must hold (women, a rating section, juniors or seniors by birth year, a club). */
export interface PrizeGroup {
  readonly women: boolean;
  /** Rating section, inclusive; unrated players (rating 0) count as 0. */
  readonly ratingFrom?: number;
  readonly ratingTo?: number;
  /** Juniors: born in this year or later (the year of birthDate, "YYYY/MM/DD" or "YYYY"). */
  readonly bornFrom?: number;
  /** Seniors: born in this year or earlier. */
  readonly bornUntil?: number;
  /** Members of this club (the player's club field, compared without case and surrounding blanks). */
  readonly club?: string;
}

export const everyone: PrizeGroup = { women: false };

export const isFiltered = (g: PrizeGroup): boolean =>
  g.women || g.ratingFrom !== undefined || g.ratingTo !== undefined || g.bornFrom !== undefined || g.bornUntil !== undefined || g.club !== undefined;

const sameClub = (a: string | undefined, b: string): boolean => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

const birthYear = (p: Player): number | null => {
  const m = /^(\d{4})/.exec(p.birthDate ?? '');
  return m ? Number(m[1]) : null;
};

export const inGroup = (p: Player | undefined, g: PrizeGroup): boolean => {
  if (!p) return false;
  if (g.women && p.sex !== 'w') return false;
  if (g.ratingFrom !== undefined && p.rating < g.ratingFrom) return false;
  if (g.ratingTo !== undefined && p.rating > g.ratingTo) return false;
  if (g.bornFrom !== undefined || g.bornUntil !== undefined) {
    const y = birthYear(p);
    if (y === null || (g.bornFrom !== undefined && y < g.bornFrom) || (g.bornUntil !== undefined && y > g.bornUntil)) return false;
  }
  if (g.club !== undefined && !sameClub(p.club, g.club)) return false;
  return true;
};

export interface GroupRow extends StandingRow {
  /** Place within the group: players sharing a rank share the place (1, 2, 2, 4). */
  readonly groupPlace: number;
}

/** The rows of the group's players in standings order, each with its place in the group. */
export const groupRows = (rows: readonly StandingRow[], players: ReadonlyMap<PlayerId, Player>, g: PrizeGroup): readonly GroupRow[] => {
  const kept = rows.filter((r) => inGroup(players.get(r.player), g));
  const out: GroupRow[] = [];
  kept.forEach((r, i) => {
    const prev = out[i - 1];
    out.push({ ...r, groupPlace: prev && prev.rank === r.rank ? prev.groupPlace : i + 1 });
  });
  return out;
};

/** A short name for file names and the heading ("women, rating 1600-1999, born 2010 or later"). */
export const describeGroup = (g: PrizeGroup): string => {
  const parts: string[] = [];
  if (g.women) parts.push('women');
  if (g.ratingFrom !== undefined || g.ratingTo !== undefined) parts.push(`rating ${g.ratingFrom ?? 0}-${g.ratingTo ?? ''}`.replace(/-$/, '+'));
  if (g.bornFrom !== undefined) parts.push(`born ${g.bornFrom} or later`);
  if (g.bornUntil !== undefined) parts.push(`born ${g.bornUntil} or earlier`);
  if (g.club !== undefined) parts.push(`club ${g.club}`);
  return parts.length > 0 ? parts.join(', ') : 'all players';
};
