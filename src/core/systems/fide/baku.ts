import { formatTenths, tenths } from '../../model';
import type { PlayerId, ScoringRule, SystemSettings, Tenths, Tournament } from '../../model';

/**
 * Baku acceleration (C.04.5.1; C.04.7 in the 2026 handbook): a FIDE helper for a Swiss system whose
 * settings offer it. It reads only the settings' Baku fields, never which system they belong to.
 */

/** The settings fields that choose Baku acceleration and its group rule. */
export interface BakuFields {
  readonly acceleration?: 'baku';
  readonly bakuGroups?: 'bbp';
}

/** The Baku fields of settings (none when the settings have no such fields). */
export const bakuFieldsOf = (s: SystemSettings): BakuFields => ('acceleration' in s || 'bakuGroups' in s ? s : {});

/** How many players Baku's group A holds: 'fide' 2·⌈N/4⌉ (C.04.5.1), 'bbp' ⌈N/2⌉ (bbpPairings 6.0). */
export const bakuGroupA = (n: number, groups: 'fide' | 'bbp'): number => (groups === 'bbp' ? Math.ceil(n / 2) : 2 * Math.ceil(n / 4));

/** The group rule the settings ask for ('bbp' only when the TO chose bbpPairings' count). */
export const bakuGroupsOf = (s: BakuFields): 'fide' | 'bbp' => (s.bakuGroups === 'bbp' ? 'bbp' : 'fide');

/**
 * Baku acceleration's virtual points, when the settings choose it and the file gives no virtual points (XXA / 250): group A is the first 2·⌈N/4⌉
 * players by pairing number (C.04.5.1: "GA = 2 * Q" with Q = N/4 rounded up), or ⌈N/2⌉ when the
 * settings say `bakuGroups: 'bbp'` (bbpPairings 6.0 accelerates ranks 0..(N-1)/2, for identical
 * output); the two differ when N leaves 1 or 2 after dividing by 4. In the first half of the
 * rounds (rounded up) group A gets virtual points for pairing only: a win's worth in the first half
 * of those rounds (rounded up), a draw's worth in the rest. Indexed by round - 1.
 */
export function bakuAccelerations(t: Tournament, n: number): number[][] {
  const none: number[][] = Array.from({ length: n }, () => []);
  const groupA = bakuGroupA(n, bakuGroupsOf(bakuFieldsOf(t.settings)));
  const accelerated = Math.ceil(t.totalRounds / 2);
  const full = Math.ceil(accelerated / 2);
  const points = Array.from({ length: accelerated }, (_, r) => (r < full ? t.scoring.win : t.scoring.draw));
  return none.map((_, i) => (i < groupA ? [...points] : []));
}

/**
 * Why Baku acceleration cannot be used with these point values, or null. Its virtual points are a
 * win's worth and a draw's worth (C.04.7), so a loss must be worth nothing and a win two draws;
 * bbpPairings refuses any other point system ("Point system is inconsistent with Baku acceleration
 * method", its applyBakuAcceleration).
 */
export const bakuScoringProblem = (s: BakuFields, scoring: ScoringRule): string | null =>
  s.acceleration === 'baku' && (scoring.loss !== 0 || scoring.win !== 2 * scoring.draw)
    ? `point system is inconsistent with Baku acceleration: its virtual points are a win's and a draw's worth, so a loss must be worth 0 and a win two draws (here win ${formatTenths(scoring.win)}, draw ${formatTenths(scoring.draw)}, loss ${formatTenths(scoring.loss)})`
    : null;

/** The Baku fields of settings that offer them, read by the settings' one validator (readSettings). */
export const readBakuFields = (f: {
  readonly has: (key: string) => boolean;
  readonly raw: (key: string) => unknown;
  readonly fail: (key: string, message: string) => never;
}): { readonly acceleration?: 'baku'; readonly bakuGroups?: 'bbp' } => {
  if (f.has('acceleration') && f.raw('acceleration') !== 'baku') f.fail('acceleration', 'The only acceleration offered is Baku (C.04.7).');
  if (f.has('bakuGroups') && f.raw('bakuGroups') !== 'bbp') f.fail('bakuGroups', 'Baku groups are the FIDE text\'s (leave out) or "bbp" (bbpPairings\' ⌈N/2⌉).');
  if (f.has('bakuGroups') && !f.has('acceleration')) f.fail('bakuGroups', 'Baku groups apply only with Baku acceleration.');
  return { ...(f.has('acceleration') ? { acceleration: 'baku' as const } : {}), ...(f.has('bakuGroups') ? { bakuGroups: 'bbp' as const } : {}) };
};

/** The command line's Baku flags (--baku, --baku-groups fide|bbp) as settings fields, or a message. */
export const bakuFlags = (o: ReadonlyMap<string, string | true>):
  | { readonly ok: true; readonly fields: { readonly acceleration?: 'baku'; readonly bakuGroups?: 'bbp' } }
  | { readonly ok: false; readonly field: string; readonly message: string } => {
  const groups = o.get('--baku-groups');
  if (groups !== undefined && groups !== 'fide' && groups !== 'bbp') return { ok: false, field: '--baku-groups', message: `--baku-groups takes fide (2·⌈N/4⌉, C.04.5.1) or bbp (⌈N/2⌉, bbpPairings 6.0), not ${String(groups)}` };
  // --baku-groups without --baku adds to a file whose 192 code says Baku (FIDE_DUTCH_BAKU); the
  // settings' validator refuses it when nothing does.
  return { ok: true, fields: { ...(o.has('--baku') ? { acceleration: 'baku' as const } : {}), ...(groups === 'bbp' ? { bakuGroups: 'bbp' as const } : {}) } };
};

/** Usage words for the Baku flags. */
export const bakuUsage = '--baku for Baku acceleration, group A = 2·⌈N/4⌉ as C.04.5.1 says; --baku-groups bbp for bbpPairings\' ⌈N/2⌉';

/**
 * Group A's virtual points by pairing number as a late entry finds them, or null when the event
 * is not Baku-accelerated or round 1 is not paired yet (then the groups are made from the field
 * as it is when round 1 is paired). C.04.5.1 makes the groups "at the beginning of the
 * tournament" and the settings keep only the rule (2·⌈N/4⌉ or ⌈N/2⌉), not the size, so a late
 * entry would otherwise move the boundary: kept as the tournament's explicit acceleration (TRF
 * XXA / 250), the groups stay as they were made.
 */
export const bakuGroupAtLateEntry = (t: Tournament, s: BakuFields): ReadonlyMap<PlayerId, readonly Tenths[]> | null => {
  if (s.acceleration !== 'baku') return null;
  if (t.acceleration !== undefined) return t.acceleration;
  if (t.rounds.length === 0) return null;
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const points = bakuAccelerations(t, ids.length);
  return new Map(ids.flatMap((id, i) => ((points[i] ?? []).length > 0 ? [[id, (points[i] ?? []).map(tenths)] as const] : [])));
};
