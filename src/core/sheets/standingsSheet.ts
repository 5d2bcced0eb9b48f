import type { PlayerId, Tournament, TournamentDetails } from '../model';
import { formatTenths } from '../model';
import { moduleOf, standings, standingsNames, wordingOf } from '../systems';

/**
 * The standings as a sheet shows them (the printed standings and the results site): rank, name
 * (with the withdrawal mark), title and federation for a chess event, rating where the system
 * registers one, points and the tie-breaks in the event's order.
 */
export interface StandingsSheetRow {
  readonly rank: number;
  readonly player: PlayerId;
  readonly name: string;
  readonly title: string;
  readonly federation: string;
  readonly rating: number;
  readonly points: string;
  readonly tieBreaks: readonly string[];
}

export type StandingsSheet =
  | {
    readonly ok: true;
    /** Title and federation columns: a chess event (what the rating report checks). */
    readonly chess: boolean;
    /** A Rating column: the system's players have ratings (not Netrunner). */
    readonly ratings: boolean;
    /** The tie-break codes, one column each. */
    readonly codes: readonly string[];
    readonly rows: readonly StandingsSheetRow[];
  }
  /** The tie-break order cannot rank the event (C.07 Art. 10, or an unknown code): why. */
  | { readonly ok: false; readonly detail: string };

export const standingsSheet = (t: Tournament): StandingsSheet => {
  const report = standings(t);
  if (!report.ok) return { ok: false, detail: report.detail };
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const names = standingsNames(t);
  const m = moduleOf(t);
  return {
    ok: true,
    chess: m.kind === 'chess-swiss' || m.kind === 'chess-round-robin',
    ratings: wordingOf(m).ratings,
    codes: report.rows[0]?.tieBreaks.map((x) => x.code) ?? [],
    rows: report.rows.map((r) => {
      const p = byId.get(r.player);
      return {
        rank: r.rank, player: r.player, name: names.get(r.player) ?? '', title: p?.title ?? '', federation: p?.federation ?? '',
        rating: p?.rating ?? 0, points: formatTenths(r.points), tieBreaks: r.tieBreaks.map((x) => x.text),
      };
    }),
  };
};

/**
 * The line under an event's name on every sheet (TRF-16 header 022-102): place with the
 * organising federation, the dates, the chief arbiter; '' when no detail was given.
 */
export const eventDetailsLine = (d: TournamentDetails = {}): string => {
  const dates = [d.startDate, d.endDate].filter((x) => x).join(' – ');
  return [[d.city, d.federation ? `(${d.federation})` : ''].filter((x) => x).join(' '), dates, d.chiefArbiter ? `Chief arbiter ${d.chiefArbiter}` : ''].filter((x) => x).join(' · ');
};
