import { orientations, papers, printouts } from './paper';
import type { Orientation, Paper, Printout } from './paper';


/**
 * The two screens that open in their own window, outside the app shell:
 *   #/print/<tournament>/<printout>?round=3&paper=a4&orientation=portrait&auto=1
 *   #/projector/<tournament>
 *   #/print-event/<event key>/<printout>?paper=a4&auto=1
 * They live in the hash like the other routes, so they work offline from the cached app.
 */
export type OutputRoute =
  | {
      readonly screen: 'print'; readonly tournamentId: number; readonly printout: Printout;
      readonly round: number | null; readonly paper: Paper; readonly orientation: Orientation | null;
      /** Open the print dialog once the sheets are drawn. */
      readonly auto: boolean;
      /**
       * The row order: the all-play-all crosstable's (rank, the default, or pairing number); the
       * Swiss wall chart's (pairing number, the default, or rank: the final crosstable).
       */
      readonly order?: 'rank' | 'number';
      /** The norm report's player, norm and whether the federation requirements are waived. */
      readonly norm?: { readonly player: number; readonly title: 'GM' | 'IM' | 'WGM' | 'WIM'; readonly waived: boolean };
      /** The player cards: each on a page of its own (the default), or one after another as a booklet. */
      readonly cards?: 'page' | 'booklet';
      /** The player cards: only this player's (start rank), "Print this card" on the player card. */
      readonly player?: number;
    }
  | { readonly screen: 'projector'; readonly tournamentId: number }
  /** Every section of an event, one after another (its sheets, each section's own). */
  | {
      readonly screen: 'print-event'; readonly eventKey: number; readonly printout: Printout;
      readonly paper: Paper; readonly orientation: Orientation | null; readonly auto: boolean;
    };

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

export const outputRouteFromHash = (hash: string): OutputRoute | null => {
  const projector = /^#\/projector\/(\d+)$/.exec(hash);
  if (projector) return { screen: 'projector', tournamentId: Number(projector[1]) };
  const event = /^#\/print-event\/(\d+)\/(\w+)(?:\?(.*))?$/.exec(hash);
  if (event) {
    const printout = oneOf(printouts, event[2] ?? null);
    if (!printout) return null;
    const q = new URLSearchParams(event[3] ?? '');
    return {
      screen: 'print-event', eventKey: Number(event[1]), printout,
      paper: oneOf(papers, q.get('paper')) ?? 'a4', orientation: oneOf(orientations, q.get('orientation')), auto: q.get('auto') === '1',
    };
  }
  const print = /^#\/print\/(\d+)\/(\w+)(?:\?(.*))?$/.exec(hash);
  if (!print) return null;
  const printout = oneOf(printouts, print[2] ?? null);
  if (!printout) return null;
  const q = new URLSearchParams(print[3] ?? '');
  const round = Number(q.get('round'));
  return {
    screen: 'print', tournamentId: Number(print[1]), printout,
    round: Number.isInteger(round) && round > 0 ? round : null,
    paper: oneOf(papers, q.get('paper')) ?? 'a4',
    orientation: oneOf(orientations, q.get('orientation')),
    auto: q.get('auto') === '1',
    ...(q.get('order') === 'number' ? { order: 'number' as const } : q.get('order') === 'rank' ? { order: 'rank' as const } : {}),
    ...(printout === 'cards' && q.get('cards') === 'booklet' ? { cards: 'booklet' as const } : {}),
    ...(printout === 'cards' && Number.isInteger(Number(q.get('player'))) && Number(q.get('player')) > 0 ? { player: Number(q.get('player')) } : {}),
    ...(printout === 'norm' ? { norm: { player: Number(q.get('player')) || 1, title: oneOf(['GM', 'IM', 'WGM', 'WIM'] as const, q.get('title')) ?? 'IM', waived: q.get('waived') === '1' } } : {}),
  };
};

export const hashFromOutputRoute = (r: OutputRoute): string => {
  if (r.screen === 'projector') return `#/projector/${r.tournamentId}`;
  if (r.screen === 'print-event') {
    const q = new URLSearchParams();
    q.set('paper', r.paper);
    if (r.orientation) q.set('orientation', r.orientation);
    if (r.auto) q.set('auto', '1');
    return `#/print-event/${r.eventKey}/${r.printout}?${q.toString()}`;
  }
  const q = new URLSearchParams();
  if (r.round !== null) q.set('round', String(r.round));
  q.set('paper', r.paper);
  if (r.orientation) q.set('orientation', r.orientation);
  if (r.auto) q.set('auto', '1');
  if (r.order) q.set('order', r.order);
  if (r.cards === 'booklet') q.set('cards', 'booklet');
  if (r.player !== undefined) q.set('player', String(r.player));
  if (r.norm) {
    q.set('player', String(r.norm.player));
    q.set('title', r.norm.title);
    if (r.norm.waived) q.set('waived', '1');
  }
  return `#/print/${r.tournamentId}/${r.printout}?${q.toString()}`;
};
