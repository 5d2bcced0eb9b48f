import type { PlayerId, Tournament } from '../model';
import { ratingChanges } from './ratingChange';
import type { RatingChangeRow } from './ratingChange';

/**
 * What the FIDE rating list says of a registered player (found by FIDE ID): the list's rating in
 * the event's rating type (0 = not rated there: a player new to the list) and its K (FIDE Rating
 * Regulations 8.3.3; FIDE works K out from the player's games and history, which the event does
 * not know: the 30 games of a new player, a rating that once reached 2400).
 */
export interface ListStatus {
  readonly rating: number;
  readonly k: number | null;
}

export const kSources = ['arbiter', 'list', 'rule'] as const;
export type KSource = (typeof kSources)[number];

/** The K of one player: the arbiter's when set, else the list's, else 8.3.3's default from the event's data. */
export const kFrom = (arbiter: number | undefined, listed: ListStatus | undefined, byRule: number): { readonly k: number; readonly source: KSource } =>
  // A K filled in from the list at registration is the list's until the arbiter sets another.
  arbiter !== undefined ? { k: arbiter, source: listed?.k === arbiter && listed.rating > 0 ? 'list' : 'arbiter' } : listed?.k != null && listed.rating > 0 ? { k: listed.k, source: 'list' } : { k: byRule, source: 'rule' };

export interface ListedRatingChanges {
  readonly rows: RatingChangeRow[];
  readonly kSource: ReadonlyMap<PlayerId, KSource>;
  /** Players the list has but does not rate in this type: new players, rated by FIDE from this event's games (8.2), with no change here. */
  readonly newPlayers: ReadonlySet<PlayerId>;
}

/**
 * The rating-change report with the list's word on each player it has: K from the list (unless
 * the arbiter set one), and a player the list does not rate counts as unrated (a new player: no
 * rating change, and games against them are not rated games for their opponents, 8.3.1) whatever
 * rating was typed at registration.
 */
export const ratingChangesFromList = (
  t: Tournament,
  listed: ReadonlyMap<PlayerId, ListStatus>,
  arbiterK: (player: PlayerId) => number | undefined,
  periodYear: number | null,
): ListedRatingChanges => {
  const newPlayers = new Set(t.players.filter((p) => listed.get(p.id)?.rating === 0).map((p) => p.id));
  const asListed: Tournament = newPlayers.size === 0 ? t : { ...t, players: t.players.map((p) => (newPlayers.has(p.id) ? { ...p, rating: 0 } : p)) };
  const kSource = new Map<PlayerId, KSource>();
  const rows = ratingChanges(asListed, (p, _rating, byRule) => {
    const { k, source } = kFrom(arbiterK(p), listed.get(p), byRule);
    kSource.set(p, source);
    return k;
  }, periodYear);
  return { rows, kSource, newPlayers };
};
