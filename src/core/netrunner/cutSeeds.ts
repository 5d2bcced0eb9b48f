import type { Player, PlayerId, Tournament } from '../model';
import { netrunnerStandings } from './netrunnerStandings';

/** A player still in the event: not dropped (Cobra marks a dropped player inactive; they never advance). */
export const stillInEvent = (p: Player): boolean => p.withdrawnFromRound === undefined;

/**
 * The top cut's seeds as the Swiss standings give them: the first `size` players still in the
 * event, in standings order (NSG Tournament Rules: the players with the highest standings at the end
 * of the Swiss rounds advance; a player who dropped has left the event). Fewer than `size` when
 * the event has fewer players left.
 */
export const cutSeeds = (t: Tournament, size: number): readonly PlayerId[] => {
  const present = new Set(t.players.filter(stillInEvent).map((p) => p.id));
  return netrunnerStandings(t).map((s) => s.player).filter((p) => present.has(p)).slice(0, size);
};

export type CutSeedsCheck =
  | { readonly ok: true; readonly overridden: boolean }
  | { readonly ok: false; readonly detail: string };

/**
 * Whether `seeds` may start the cut: seeds the standings give (`cutSeeds`) always may; any other
 * list is the TO's override (a player who cannot stay, a judge's ruling) and needs a reason, which
 * the audit log keeps. A dropped player never advances: reinstate them first.
 */
export const checkCutSeeds = (t: Tournament, seeds: readonly PlayerId[], reason: string): CutSeedsCheck => {
  const byId = new Map(t.players.map((p) => [p.id as number, p]));
  for (const s of seeds) {
    const p = byId.get(s);
    if (!p) return { ok: false, detail: `Player ${s} is not in this event.` };
    if (!stillInEvent(p)) return { ok: false, detail: `${p.name} dropped from round ${p.withdrawnFromRound} and cannot advance to the cut; reinstate them first.` };
  }
  const automatic = cutSeeds(t, seeds.length);
  const same = automatic.length === seeds.length && automatic.every((p, i) => p === seeds[i]);
  if (same) return { ok: true, overridden: false };
  if (reason.trim() === '') {
    const names = automatic.map((p) => byId.get(p)?.name ?? String(p)).join(', ');
    return { ok: false, detail: `These seeds differ from the standings' top ${seeds.length} still in the event (${names}); give the reason for the override.` };
  }
  return { ok: true, overridden: true };
};
