import { ratingText } from '../../../core/model';
import { memo, useMemo, useState } from 'react';
import { formatTenths } from '../../../core/model';
import type { Player, PlayerId } from '../../../core/model';
import type { Snapshot } from '../../../db/repository';
import { crosstableCsv, describeGroup, everyone, groupRows, isFiltered, standingsCsv, tieBreakLabel, tieBreakLegend } from '../../../core/standings';
import { moduleOf, standingsNames, systemTieBreakList, wordingOf } from '../../../core/systems';
import { colourCountText } from '../../../core/systems';
import type { GroupRow, PrizeGroup, StandingRow } from '../../../core/standings';
import type { Columns } from '../../components/SortableHeader';
import { StandingsTable } from './StandingsTable';
import { PlayerCardDialog } from '../reports/PlayerCardDialog';
import { cardOptionsOf } from '../reports/cardOptions';
import { playerCards, playerCardsCsv } from '../../../core/reports';
import { TieBreakEditor } from './TieBreakEditor';
import { UnratedRatingField } from './UnratedRatingField';
import { CrosstableView } from './CrosstableView';
import { WallChartView } from './WallChartView';
import { Disclosure } from '../../components/Disclosure';
import { PrizeListView } from '../prizes/PrizeListView';
import { NormCheck } from '../norms/NormCheck';
import './standings.css';
import { downloadText, fileStem } from './download';
import { reportOf } from './report';
import { RatingChanges } from './RatingChanges';
import { standingsHeading } from '../../../core/sheets';

/** A tie-break column's heading: Netrunner's own names for strength of schedule, else the C.07 code. */
const columnHeader = (code: string): string => (code === 'SOS' ? 'SoS' : code === 'ESOS' ? 'ESoS' : code);

const noRows: readonly StandingRow[] = [];

const numberOrUndefined = (s: string): number | undefined => (s.trim() === '' || !Number.isFinite(Number(s)) ? undefined : Number(s));

/**
 * Columns: rank, (group place), No., name (opens the player card: rounds, rating change, tie-breaks; a withdrawn player
 * marked), for a chess Swiss or round robin the title, federation and rating the arbiter checks
 * against the rating report, points, one column per tie-break (named in the legend below the
 * table). Engine events keep the CLI's --standings columns (the TCEC browser test compares them).
 */
function StandingsView(props: { readonly snapshot: Snapshot }) {
  const stored = props.snapshot.tournament;
  // A system with a fixed ranking (TCEC, Netrunner) ranks by its own rules, never by a tie-break
  // list that came with an imported TRF (record 202) or backup: its module ignores the list.
  const t = stored;
  const report = useMemo(() => reportOf(t), [t]);
  // The tie-break order cannot rank the event (C.07 Art. 10: unrated players; an unknown code):
  // the page says why instead of showing a ranking.
  const refusal = report.ok ? null : report;
  const allRows = report.ok ? report.rows : noRows;
  const players = useMemo(() => new Map<PlayerId, Player>(t.players.map((p) => [p.id, p])), [t]);
  const shownNames = useMemo(() => standingsNames(t), [t]);
  const [group, setGroup] = useState<PrizeGroup>(everyone);
  const [open, setOpen] = useState<PlayerId | null>(null);
  const rows = useMemo(() => groupRows(allRows, players, group), [allRows, players, group]);
  const filtered = isFiltered(group);
  const tieBreakCodes = allRows[0]?.tieBreaks.map((v) => v.code) ?? [];
  const systemList = systemTieBreakList(t)?.map((i) => (typeof i === 'string' ? i : tieBreakLabel(i))) ?? null;
  const chess = moduleOf(t).kind === 'chess-swiss' || moduleOf(t).kind === 'chess-round-robin';
  // Engine events: each engine's games with White and Black ("W5 B5"), beside its points.
  const colours = useMemo(() => moduleOf(t).standings?.colourCounts?.(t) ?? null, [t]);

  const columns = useMemo<Columns<GroupRow>>(() => [
    { id: 'rank', header: 'Rank', accessorFn: (r) => r.rank, meta: { numeric: true } },
    ...(filtered ? [{ id: 'place', header: 'Group place', accessorFn: (r: GroupRow) => r.groupPlace, meta: { numeric: true } }] : []),
    { id: 'seed', header: 'No.', accessorFn: (r) => r.player, meta: { numeric: true, secondary: true } },
    {
      id: 'name', header: 'Name', accessorFn: (r) => shownNames.get(r.player) ?? '',
      cell: (c) => (
        <button type="button" className="link" aria-haspopup="dialog" onClick={() => setOpen(c.row.original.player)}>
          {shownNames.get(c.row.original.player) ?? ''}
        </button>
      ),
    },
    ...(chess ? [
      { id: 'title', header: 'Title', meta: { secondary: true }, accessorFn: (r: GroupRow) => players.get(r.player)?.title ?? '' },
      { id: 'federation', header: 'Fed', meta: { secondary: true }, accessorFn: (r: GroupRow) => players.get(r.player)?.federation ?? '' },
      { id: 'rating', header: 'Rating', meta: { numeric: true, secondary: true }, accessorFn: (r: GroupRow) => players.get(r.player)?.rating ?? 0, cell: (c: { row: { original: GroupRow } }) => ratingText(players.get(c.row.original.player)?.rating ?? 0) },
    ] as Columns<GroupRow> : []),
    { id: 'points', header: 'Points', accessorFn: (r) => r.points, meta: { numeric: true }, cell: (c) => formatTenths(c.row.original.points) },
    ...tieBreakCodes.map((code, i): Columns<GroupRow>[number] => ({
      id: `tb${i}`, header: columnHeader(code), meta: { numeric: true }, accessorFn: (r) => r.tieBreaks[i]?.value ?? 0, cell: (c) => c.row.original.tieBreaks[i]?.text ?? '',
    })),
    ...(colours ? [{ id: 'colours', header: 'Colours', accessorFn: (r: GroupRow) => { const c = colours.get(r.player); return c ? colourCountText(c) : ''; } }] as Columns<GroupRow> : []),
  ], [tieBreakCodes.join('|'), players, filtered, chess, colours]); // eslint-disable-line react-hooks/exhaustive-deps

  const stem = `${fileStem(props.snapshot.row.name)}${filtered ? `-${fileStem(describeGroup(group))}` : ''}`;
  const openRow = open === null ? undefined : allRows.find((r) => r.player === open);
  const editable = systemList !== null && moduleOf(t).standings?.tieBreaksEditable === true;

  return (
    <section aria-labelledby="standings-heading">
      <h2 id="standings-heading">{standingsHeading(t)}</h2>
      {editable ? (
        <TieBreakEditor tournamentId={props.snapshot.row.id} current={t.tieBreaks ?? systemList} own={(t.tieBreaks ?? []).length > 0} systemList={systemList}
          open={refusal !== null} />
      ) : null}
      {editable || refusal?.reason === 'unrated-players' ? (
        <UnratedRatingField tournamentId={props.snapshot.row.id} current={t.unratedRating} />
      ) : null}
      {refusal ? (
        <p role="alert" className="error">{refusal.detail}</p>
      ) : (
        <>
          {/* A round robin leads with its crosstable (the system module's main view). */}
          {report.ok && moduleOf(t).standings?.mainView === 'crosstable' ? <CrosstableView t={t} report={report} fileName={props.snapshot.row.name} /> : null}
          {/* Prize groups by rating, sex and birth year: for systems that register those (not Netrunner). */}
          {wordingOf(moduleOf(t)).ratings ? (
          <fieldset className="prize-group">
            <legend>Prize group</legend>
            <label><input type="checkbox" checked={group.women} onChange={(e) => setGroup({ ...group, women: e.target.checked })} /> Women only</label>{' '}
            <label>Rating from <input type="number" inputMode="numeric" min={0} size={5} value={group.ratingFrom ?? ''}
              onChange={(e) => setGroup(withNumber(group, 'ratingFrom', e.target.value))} /></label>{' '}
            <label>Rating to <input type="number" inputMode="numeric" min={0} size={5} value={group.ratingTo ?? ''}
              onChange={(e) => setGroup(withNumber(group, 'ratingTo', e.target.value))} /></label>{' '}
            <label>Born in or after <input type="number" inputMode="numeric" min={1900} size={5} value={group.bornFrom ?? ''}
              onChange={(e) => setGroup(withNumber(group, 'bornFrom', e.target.value))} /></label>{' '}
            {filtered ? <button type="button" onClick={() => setGroup(everyone)}>Show all players</button> : null}
            <p role="status">{filtered ? `${rows.length} of ${allRows.length} players: ${describeGroup(group)}` : `${allRows.length} players`}</p>
          </fieldset>
          ) : null}
          <p className="exports">
            <button type="button" onClick={() => downloadText(`${stem}-standings.csv`, standingsCsv(t, rows, shownNames), 'text/csv')}>Export standings CSV</button>{' '}
            <button type="button" onClick={() => downloadText(`${stem}-crosstable.csv`, crosstableCsv(t, rows), 'text/csv')}>Export crosstable CSV</button>{' '}
            <button type="button" onClick={() => downloadText(`${fileStem(props.snapshot.row.name)}-player-cards.csv`, playerCardsCsv(playerCards(t, cardOptionsOf(props.snapshot, report))), 'text/csv')}>Export player cards CSV</button>
          </p>
          <StandingsTable label="Standings" data={rows} columns={columns} rowKey={(r) => String(r.player)} />
          {tieBreakCodes.length > 0 ? <p className="tie-break-legend" aria-label="Tie-break legend">{tieBreakLegend(tieBreakCodes.map(columnHeader))}{colours ? '; Colours = games with White (W) and Black (B)' : ''}</p> : null}
          {/* A chess Swiss: the crosstable (wall chart) by start rank, or by rank with the tie-breaks. */}
          {report.ok && moduleOf(t).kind === 'chess-swiss' ? (
            <Disclosure className="wall-chart" summary="Crosstable (wall chart)">{() => <WallChartView t={t} report={report} />}</Disclosure>
          ) : null}
          <PrizeListView key={props.snapshot.row.id} tournamentId={props.snapshot.row.id} name={props.snapshot.row.name} t={t} rows={allRows} stored={props.snapshot.row.prizes} />
          {moduleOf(t).game === 'chess' ? <NormCheck tournamentId={props.snapshot.row.id} t={t} /> : null}
          {/* FIDE-rated systems (the module applies the FIDE rules): the rating-change report. */}
          {moduleOf(props.snapshot.row).fideRules !== undefined ? <RatingChanges snapshot={props.snapshot} /> : null}
          {openRow && report.ok ? (
            <PlayerCardDialog snapshot={props.snapshot} player={openRow.player} report={report} onClose={() => setOpen(null)} />
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * Memoised: the standings stay rendered behind the other tabs, and the click on Standings only
 * reveals them. With the same snapshot nothing in them needs to render again on that click.
 */
export default memo(StandingsView);

const withNumber = (g: PrizeGroup, key: 'ratingFrom' | 'ratingTo' | 'bornFrom', text: string): PrizeGroup => {
  const { [key]: _drop, ...rest } = g;
  const n = numberOrUndefined(text);
  return n === undefined ? rest : { ...rest, [key]: n };
};
