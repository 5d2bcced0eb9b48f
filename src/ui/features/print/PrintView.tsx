import { ratingText } from '../../../core/model';
import { useEffect, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { loadCut } from '../../../db/repository';
import { useLiveSnapshot } from '../../components/useLiveSnapshot';
import type { Snapshot } from '../../../db/repository';
import { formatTenths } from '../../../core/model';
import { moduleOf, standings, standingsNames, wordingOf } from '../../../core/systems';
import { crossCellText, crossGrid, tieBreakLegend } from '../../../core/standings';
import { awardPrizes, formatMoney, placesText } from '../../../core/prizes';
import type { PrizeAward } from '../../../core/prizes';
import { normReport } from '../../../core/norms';
import { hundredthsText, roundedChange } from '../../../core/rating';
import { ratingChangeRows } from '../standings/ratingRows';
import { useListStatuses, useListType } from '../ratingList/useListed';
import type { RatingChangeRow } from '../../../core/rating';
import type { PlayerId } from '../../../core/model';
import { NormRequirements } from '../norms/NormCheck';
import { BracketDiagram, cutChampion } from '../netrunner/BracketDiagram';
import { cutView } from '../netrunner/cut';
import type { CrossGridRow } from '../../../core/standings';
import type { OutputRoute } from './outputRoute';
import { alphabeticalList, boardList, crosstable, currentRound, eventDetailsLine, seatsFor, standingsFinal, standingsSheet } from '../../../core/sheets';
import type { AlphaRow, BoardRow, ByeRow, CrossRow, StandingsSheetRow } from '../../../core/sheets';
import { CrossRowCells } from './CrossRowCells';
import { defaultOrientation, headerOf, margin, pageLayout, withHeader, paginate, paginateWithNotes, printoutLabel, rowsPerPage, slipGrid } from './paper';
import type { PageLayout, Printout } from './paper';
import './print.css';
import { mm, num, ratingClass, rowStyle, Sheet, Table } from './sheetParts';
import type { Heading } from './sheetParts';
import { CardSheets, StatisticsSheets } from './ReportSheets';

type PrintRoute = Extract<OutputRoute, { screen: 'print' }>;

function BoardSheets(props: { readonly snapshot: Snapshot; readonly round: number; readonly layout: PageLayout; readonly heading: Heading }) {
  const t = props.snapshot.tournament;
  const rows = useMemo(() => boardList(t, props.round), [t, props.round]);
  const games = t.rounds.find((r) => r.number === props.round)?.pairings[0]?.games.length ?? 1;
  const seats = seatsFor(t.settings, games);
  const pages = paginate(rows, rowsPerPage(props.layout));
  const resultHead = games > 1 ? `Results (${games} games)` : 'Result';
  return (
    <>
      {pages.map((page, i) => (
        <Sheet key={i} layout={props.layout} heading={props.heading} page={i + 1} pages={pages.length}>
          <Table label={`Pairings by board, page ${i + 1}`} widths={[8, 28, 8, 6, 14, 27, 8, 6]}
            heads={[num('Board'), seats.first, num('Rating'), num('Pts'), resultHead, seats.second, num('Rating'), num('Pts')]}>
            {page.map((r: BoardRow | ByeRow) => r.kind === 'board' ? (
              <tr key={`b${r.board}`} style={rowStyle} data-row>
                <td className="num">{r.board}</td>
                <td className="name" data-player={r.first.id}>{r.first.name} ({r.first.id}){r.first.identity ? <span className="identity"> · {r.first.identity}</span> : null}</td>
                <td className={ratingClass(r.first.rating)}>{ratingText(r.first.rating)}</td><td className="num">{r.first.points}</td>
                <td className="result">{r.results.map((x, g) => <span key={g} className="box">{x || '\u00a0'}</span>)}</td>
                <td className="name" data-player={r.second.id}>{r.second.name} ({r.second.id}){r.second.identity ? <span className="identity"> · {r.second.identity}</span> : null}</td>
                <td className={ratingClass(r.second.rating)}>{ratingText(r.second.rating)}</td><td className="num">{r.second.points}</td>
              </tr>
            ) : (
              <tr key={`y${r.player.id}`} style={rowStyle} data-row>
                <td />
                <td className="name" data-player={r.player.id}>{r.player.name} ({r.player.id})</td>
                <td className={ratingClass(r.player.rating)}>{ratingText(r.player.rating)}</td><td className="num">{r.player.points}</td>
                <td colSpan={4}>{r.label}</td>
              </tr>
            ))}
          </Table>
        </Sheet>
      ))}
    </>
  );
}

function AlphaSheets(props: { readonly snapshot: Snapshot; readonly round: number; readonly layout: PageLayout; readonly heading: Heading }) {
  const t = props.snapshot.tournament;
  const rows = useMemo(() => alphabeticalList(t, props.round), [t, props.round]);
  const games = t.rounds.find((r) => r.number === props.round)?.pairings[0]?.games.length ?? 1;
  const netrunner = moduleOf(t).game === 'netrunner';
  const seatHead = netrunner ? (games > 1 ? 'Side in game 1' : 'Side') : games > 1 ? 'Colour in game 1' : 'Colour';
  const pages = paginate(rows, rowsPerPage(props.layout));
  return (
    <>
      {pages.map((page, i) => (
        <Sheet key={i} layout={props.layout} heading={props.heading} page={i + 1} pages={pages.length}>
          <Table label={`Pairings by name, page ${i + 1}`} widths={[36, 7, 8, 15, 34]} heads={['Name', num('Pts'), num('Board'), seatHead, 'Opponent']}>
            {page.map((r: AlphaRow) => (
              <tr key={r.id} style={rowStyle} data-row>
                <td className="name" data-player={r.id}>{r.name} ({r.id})</td>
                <td className="num">{r.points}</td>
                <td className="num">{r.board}</td>
                <td>{r.seat}</td>
                <td className="opponent">{r.opponent}</td>
              </tr>
            ))}
          </Table>
        </Sheet>
      ))}
    </>
  );
}

function SlipSheets(props: { readonly snapshot: Snapshot; readonly round: number; readonly layout: PageLayout; readonly heading: Heading }) {
  const t = props.snapshot.tournament;
  const boards = useMemo(() => boardList(t, props.round).filter((r): r is BoardRow => r.kind === 'board'), [t, props.round]);
  const grid = slipGrid(props.layout);
  const pages = paginate(boards, grid.columns * grid.rows);
  const games = boards[0]?.results.length ?? 1;
  const seats = seatsFor(t.settings, games);
  const netrunner = moduleOf(t).game === 'netrunner';
  const w = props.layout.width / grid.columns;
  const h = props.layout.height / grid.rows;
  return (
    <>
      {pages.map((page, i) => (
        <Sheet key={i} layout={props.layout} heading={props.heading} page={i + 1} pages={pages.length} bare>
          <div className="slips" role="list" aria-label={`Result slips, page ${i + 1}`}>
            {page.map((b) => (
              <div key={b.board} className="slip" role="listitem" data-row style={{ width: mm(w), height: mm(h) }}>
                {/* No page number: a slip is cut from its sheet and handed to one board. */}
                <div className="slip-head"><span className="event">{props.heading.event}</span></div>
                <div className="slip-title">{props.heading.round} · {netrunner ? 'Table' : 'Board'} {b.board}</div>
                <table className="slip-players">
                  <tbody>
                    <tr><th scope="row">{seats.first}</th><td className="name" data-player={b.first.id}>{b.first.name} ({b.first.id}){b.first.identity ? <span className="identity">{b.first.identity}</span> : null}</td></tr>
                    <tr><th scope="row">{seats.second}</th><td className="name" data-player={b.second.id}>{b.second.name} ({b.second.id}){b.second.identity ? <span className="identity">{b.second.identity}</span> : null}</td></tr>
                  </tbody>
                </table>
                <div className="slip-games">
                  {seats.gameLabels.slice(0, games).map((label, g) => (
                    <div key={g} className="slip-game">
                      <span className="label">{label}</span>
                      {seats.outcomes.map((o) => <span key={o} className="tick"><span className="square" aria-hidden="true" />{o}</span>)}
                    </div>
                  ))}
                </div>
                <div className="signatures">
                  <span>Signature ({seats.first.replace(/ in game 1$/, '')})</span>
                  <span>Signature ({seats.second.replace(/ in game 1$/, '')})</span>
                </div>
                <span className="cut" aria-hidden="true">✂</span>
              </div>
            ))}
          </div>
        </Sheet>
      ))}
    </>
  );
}

function StandingSheets(props: { readonly snapshot: Snapshot; readonly layout: PageLayout; readonly heading: Heading }) {
  const t = props.snapshot.tournament;
  // The rows as the results site shows them too (core/sheets standingsSheet).
  const sheet = useMemo(() => standingsSheet(t), [t]);
  if (!sheet.ok) {
    // The tie-break order cannot rank the event (C.07 Art. 10, or an unknown code): say why.
    return (
      <Sheet layout={props.layout} heading={props.heading} page={1} pages={1}>
        <p role="alert">{sheet.detail}</p>
      </Sheet>
    );
  }
  // A chess event's standings carry title and federation, as on screen (what the rating report
  // checks); a system whose players have no rating (Netrunner) prints no Rating column.
  const { chess, ratings, codes, rows } = sheet;
  // The legend takes up to three rows' height under the table on the last page.
  const pages = paginateWithNotes(rows, rowsPerPage(props.layout), codes.length > 0 ? 3 : 0);
  const tb = codes.length > 0 ? Math.min(10, 46 / codes.length) : 0;
  return (
    <>
      {pages.map((page, i) => (
        <Sheet key={i} layout={props.layout} heading={props.heading} page={i + 1} pages={pages.length}>
          <Table label={`Standings, page ${i + 1}`} widths={chess ? [7, 29, 6, 6, 8, 8, ...codes.map(() => tb)] : [7, ratings ? 40 : 49, ...(ratings ? [9] : []), 8, ...codes.map(() => tb)]}
            heads={[num('Rank'), 'Name', ...(chess ? ['Ti', 'Fed'] : []), ...(ratings ? [num('Rating')] : []), num('Points'), ...codes.map(num)]}>
            {page.map((r: StandingsSheetRow) => (
              <tr key={r.player} style={rowStyle} data-row>
                <td className="num">{r.rank}</td>
                <td className="name" data-player={r.player}>{r.name} ({r.player})</td>
                {chess ? <><td>{r.title}</td><td>{r.federation}</td></> : null}
                {ratings ? <td className={ratingClass(r.rating)}>{ratingText(r.rating)}</td> : null}
                <td className="num">{r.points}</td>
                {r.tieBreaks.map((x, j) => <td key={j} className="num">{x}</td>)}
              </tr>
            ))}
          </Table>
          {/* The tie-break columns in words, the same legend as under the standings on screen. */}
          {i === pages.length - 1 && codes.length > 0 ? <p className="sheet-notes tie-break-legend" aria-label="Tie-break legend">{tieBreakLegend(codes)}</p> : null}
        </Sheet>
      ))}
    </>
  );
}

/**
 * The rating-change report (FIDE Rating Regulations 8.3; core/rating), as on the standings screen:
 * per player the K used, the rated games, score and expected score, the change and its rounding,
 * Rc and the performance; the columns explained under the table.
 */
function RatingSheets(props: { readonly snapshot: Snapshot; readonly layout: PageLayout; readonly heading: Heading }) {
  const { tournament: t, playerRows } = props.snapshot;
  // K and new-player status from the FIDE rating list for the players found there, as on the screen.
  const [listType] = useListType(props.snapshot.row.id);
  const listed = useListStatuses(props.snapshot, listType);
  const rows = useMemo(() => ratingChangeRows({ tournament: t, playerRows }, listed).rows, [t, playerRows, listed]);
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const shownNames = standingsNames(t);
  const perPage = rowsPerPage(props.layout);
  const pages = [...paginate(rows, perPage)];
  // The legend takes up to four rows' height under the table on the last page.
  if ((pages[pages.length - 1]?.length ?? 0) > perPage - 4) pages.push([]);
  const capped = rows.some((r) => r.kUsed !== r.k);
  return (
    <>
      {pages.map((page, i) => (
        <Sheet key={i} layout={props.layout} heading={props.heading} page={i + 1} pages={pages.length}>
          <Table label={`Rating changes, page ${i + 1}`} widths={[4, 19, 10, 6, 8, 4, 8, 7, 6, 9, 5, 6, 8]}
            heads={[num('No'), 'Name', num('FIDE ID'), 'Ti', num('Rtg'), num('K'), num('Games'), num('Score'), num('Exp.'), num('Change'), num('Rnd'), num('Rc'), num('Perf.')]}>
            {page.map((r: RatingChangeRow) => (
              <tr key={r.player} style={rowStyle} data-row>
                <td className="num">{r.player}</td>
                <td className="name" data-player={r.player}>{shownNames.get(r.player) ?? ''}</td>
                <td className="num">{byId.get(r.player)?.fideId ?? ''}</td>
                <td>{byId.get(r.player)?.title ?? ''}</td>
                <td className={ratingClass(r.rating)}>{ratingText(r.rating)}</td>
                <td className="num">{r.rating > 0 ? `${r.kUsed}${r.kUsed !== r.k ? '*' : ''}` : ''}</td>
                <td className="num">{r.games.length}</td>
                <td className="num">{hundredthsText(r.score)}</td>
                <td className="num">{r.rating > 0 ? hundredthsText(r.expected) : ''}</td>
                <td className="num">{r.rating > 0 ? hundredthsText(r.change) : ''}</td>
                <td className="num">{r.rating > 0 ? roundedChange(r.change) : ''}</td>
                <td className="num">{r.rc ?? ''}</td>
                <td className="num">{r.performance ?? ''}</td>
              </tr>
            ))}
          </Table>
          {i === pages.length - 1 ? (
            <p className="sheet-notes" aria-label="Rating change legend">
              FIDE Rating Regulations: Games, Score and Exp. count the rated games (played, against a rated opponent); Exp. by table 8.1.2, a difference over 400 counted as 400 below 2650 (8.3.1).
              Change = the sum of K × (score − expected) per game (8.3.2); Rnd = rounded to the nearest whole number (8.3.4).{capped ? ' K* = lowered so that K × games ≤ 700 (8.3.3).' : ''}
              {' '}Rc = the opponents&apos; average rating as the calculation uses it; Perf. = their average rating + dp (table 8.1.1).
            </p>
          ) : null}
        </Sheet>
      ))}
    </>
  );
}

function WallChartSheets(props: { readonly snapshot: Snapshot; readonly layout: PageLayout; readonly heading: Heading; readonly order: 'rank' | 'number' }) {
  const t = props.snapshot.tournament;
  const report = useMemo(() => (props.order === 'rank' ? standings(t) : null), [t, props.order]);
  const byRank = report?.ok ? report : undefined;
  const rows = useMemo(() => crosstable(t, byRank), [t, byRank]);
  const codes = byRank?.rows[0]?.tieBreaks.map((x) => x.code) ?? [];
  const pages = paginateWithNotes(rows, rowsPerPage(props.layout), codes.length > 0 ? 3 : 0);
  const n = t.rounds.length;
  if (report && !report.ok) {
    return (
      <Sheet layout={props.layout} heading={props.heading} page={1} pages={1}>
        <p role="alert">{report.detail}</p>
      </Sheet>
    );
  }
  // By rank: place, start number, name, title, federation, rating, the rounds (opponents by
  // place), points, the tie-breaks and the rank; by number: number, name, rating, rounds, points.
  const ranked = byRank !== undefined;
  // Title, federation and rating only where the system registers them (not Netrunner); each head
  // as wide as its word ("Fed", "ESOS", "Rtg"), never cut to "Ra…".
  const ratings = wordingOf(moduleOf(t)).ratings;
  const fixed = ranked ? [4, 4, 18, ...(ratings ? [4, 5, 5] : [])] : [5, 22, ...(ratings ? [6] : [])];
  const tail = ranked ? [5, ...codes.map((c) => Math.max(5, 1.6 * c.length)), 4] : [5];
  const left = 100 - [...fixed, ...tail].reduce((a, b) => a + b, 0);
  const roundWidth = n > 0 ? left / n : 0;
  const heads = ranked
    ? [num('#'), num('No'), 'Name', ...(ratings ? ['Ti', 'Fed', num('Rtg')] : []), ...t.rounds.map((r) => `R${r.number}`), num('Pts'), ...codes.map(num), num('Rk')]
    : [num('No'), 'Name', ...(ratings ? [num('Rtg')] : []), ...t.rounds.map((r) => `R${r.number}`), num('Pts')];
  return (
    <>
      {pages.map((page, i) => (
        <Sheet key={i} layout={props.layout} heading={props.heading} page={i + 1} pages={pages.length}>
          <Table label={`Wall chart, page ${i + 1}`} widths={[...fixed, ...t.rounds.map(() => roundWidth), ...tail]} heads={heads}>
            {page.map((r: CrossRow) => (
              <tr key={r.id} style={rowStyle} data-row>
                <CrossRowCells row={r} ranked={ranked} ratings={ratings} name={<td className="name" data-player={r.id}>{r.name}</td>} />
              </tr>
            ))}
          </Table>
          {ranked && i === pages.length - 1 && codes.length > 0 ? (
            <p className="sheet-notes tie-break-legend" aria-label="Tie-break legend">Opponents by their place in this table. {tieBreakLegend(codes)}</p>
          ) : null}
        </Sheet>
      ))}
    </>
  );
}

/**
 * The crosstable of an all-play-all event: every player against every other (rank or pairing-number
 * order), points, tie-breaks, rank; results the standings do not count in brackets and, under the
 * table, why (a withdrawal).
 */
function CrosstableSheets(props: { readonly snapshot: Snapshot; readonly layout: PageLayout; readonly heading: Heading; readonly order: 'rank' | 'number' }) {
  const t = props.snapshot.tournament;
  const report = useMemo(() => standings(t), [t]);
  const grid = useMemo(() => (report.ok ? crossGrid(t, report, props.order) : null), [t, report, props.order]);
  if (!report.ok || grid === null) {
    return (
      <Sheet layout={props.layout} heading={props.heading} page={1} pages={1}>
        <p role="alert">{report.ok ? '' : report.detail}</p>
      </Sheet>
    );
  }
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const shownNames = standingsNames(t);
  const notes = grid.rows.filter((r) => r.excluded !== undefined).map((r) => r.excluded!);
  // Each note takes up to two rows' height under the table, on the last page.
  const perPage = Math.max(1, rowsPerPage(props.layout) - 2 * notes.length);
  const pages = paginate(grid.rows, perPage);
  // Column widths in millimetres (#, No, name, title, federation, rating, points, each tie-break,
  // rank), the grid sharing the rest; wide enough for the widest value at the sheet's 9 pt with the
  // cell padding: a two-digit rank, "WGM", "ENG", a four-digit rating, an SB like 73.25 (narrower
  // columns printed them cut short). Title and federation as on the wall chart and FIDE's reports.
  const [hashMm, numberMm, nameMm, titleMm, fedMm, ratingMm, pointsMm, tieBreakMm, rankMm] = [7, 8, 36, 9, 12, 12, 11, 13, 8] as const;
  const fixedMm = hashMm + numberMm + nameMm + titleMm + fedMm + ratingMm + pointsMm + tieBreakMm * grid.tieBreaks.length + rankMm;
  const pct = (w: number): number => (100 * w) / props.layout.width;
  const cell = grid.rows.length > 0 ? Math.max(0.5, (100 - pct(fixedMm)) / grid.rows.length) : 0;
  return (
    <>
      {pages.map((page, i) => (
        <Sheet key={i} layout={props.layout} heading={props.heading} page={i + 1} pages={pages.length}>
          <Table label={`Crosstable, page ${i + 1}`} widths={[pct(hashMm), pct(numberMm), pct(nameMm), pct(titleMm), pct(fedMm), pct(ratingMm), ...grid.rows.map(() => cell), pct(pointsMm), ...grid.tieBreaks.map(() => pct(tieBreakMm)), pct(rankMm)]}
            heads={[num('#'), num('No'), 'Name', 'Ti', 'Fed', num('Rtg'), ...grid.rows.map((r) => String(r.position)), num('Pts'), ...grid.tieBreaks.map(num), num('Rk')]}>
            {page.map((r: CrossGridRow) => (
              <tr key={r.player} style={rowStyle} data-row>
                <td className="num">{r.position}</td>
                <td className="num">{r.player}</td>
                <td className="name" data-player={r.player}>{shownNames.get(r.player) ?? ''}</td>
                <td>{byId.get(r.player)?.title ?? ''}</td>
                <td>{byId.get(r.player)?.federation ?? ''}</td>
                <td className={ratingClass(byId.get(r.player)?.rating ?? 0)}>{ratingText(byId.get(r.player)?.rating ?? 0)}</td>
                {r.cells.map((c, j) => <td key={j} className={c === null ? 'cross self' : 'cross'}>{c === null ? '' : crossCellText(c)}</td>)}
                <td className="num">{r.excluded ? `(${formatTenths(r.points)})` : formatTenths(r.points)}</td>
                {grid.tieBreaks.map((_, j) => <td key={j} className="num">{r.tieBreaks[j]?.text ?? ''}</td>)}
                <td className="num">{r.rank ?? '–'}</td>
              </tr>
            ))}
          </Table>
          {i === pages.length - 1 && notes.length > 0 ? <ul className="sheet-notes">{notes.map((n, j) => <li key={j}>{n}</li>)}</ul> : null}
        </Sheet>
      ))}
    </>
  );
}

/** The prize list: every prize winner by group and place, the amount, the total and the rule for ties. */
/** The line under the printed bracket (its legend), in millimetres, as print.css sets it. */
const bracketLegendHeight = 7;

/** The top cut drawn as a bracket, on one sheet (landscape by default), drawn to fill the page below the header. */
function BracketSheets(props: { readonly snapshot: Snapshot; readonly layout: PageLayout; readonly heading: Heading }) {
  const db = appDb();
  const { row, tournament: t } = props.snapshot;
  const record = useLiveQuery(() => loadCut(db, row.id), [db, row.id]);
  const names = new Map(t.players.map((p) => [p.id as number, p.name]));
  const view = record ? cutView(record, row.randomSeed) : null;
  return (
    <Sheet layout={props.layout} heading={props.heading} page={1} pages={1}>
      {record === undefined ? <p role="status">Loading…</p> : view === null || typeof view === 'string' ? (
        <p role="alert">{typeof view === 'string' ? view : 'The cut has not started.'}</p>
      ) : (
        <div className="print-bracket">
          <BracketDiagram view={view} name={(p) => (p === null ? '' : names.get(p) ?? String(p))} label="Cut bracket"
            paper={{ width: props.layout.width, height: props.layout.height - headerOf(props.layout) - bracketLegendHeight }} />
          <p className="bracket-legend">{cutChampion(view) !== null ? <>Champion: <strong>{names.get(cutChampion(view) as number) ?? ''}</strong>. </> : null}C: corps, R: runs; the winner in bold. Top {view.format.size}, {view.format.elimination} elimination.</p>
        </div>
      )}
    </Sheet>
  );
}

function PrizeSheets(props: { readonly snapshot: Snapshot; readonly layout: PageLayout; readonly heading: Heading }) {
  const t = props.snapshot.tournament;
  const list = props.snapshot.row.prizes;
  const report = useMemo(() => standings(t), [t]);
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const outcome = useMemo(() => (report.ok && list ? awardPrizes(report.rows, byId, list) : null), [report, list]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!report.ok || !list || !outcome) {
    return (
      <Sheet layout={props.layout} heading={props.heading} page={1} pages={1}>
        <p role="alert">{report.ok ? 'No prize list is defined for this event.' : report.detail}</p>
      </Sheet>
    );
  }
  const row = new Map(report.rows.map((r) => [r.player, r] as const));
  const rule = list.tieRule === 'tie-break' ? 'by tie-break' : list.tieRule === 'shared' ? 'shared equally among players tied on points' : 'by the Hort system';
  // Two lines under the table (total, rule) on the last page.
  const pages = paginate(outcome.awards, Math.max(1, rowsPerPage(props.layout) - 3));
  return (
    <>
      {pages.map((page, i) => (
        <Sheet key={i} layout={props.layout} heading={props.heading} page={i + 1} pages={pages.length}>
          <Table label={`Prize list, page ${i + 1}`} widths={[20, 16, 7, 31, 8, 18]} heads={['Prize group', 'Place', num('Rank'), 'Name', num('Pts'), num(`Amount (${list.currency})`)]}>
            {page.map((a: PrizeAward) => (
              <tr key={`${a.group}-${a.player}`} style={rowStyle} data-row>
                <td>{a.groupName}</td>
                <td>{placesText(a)}</td>
                <td className="num">{row.get(a.player)?.rank ?? ''}</td>
                <td className="name" data-player={a.player}>{byId.get(a.player)?.name ?? ''} ({a.player})</td>
                <td className="num">{formatTenths(row.get(a.player)?.points ?? 0)}</td>
                <td className="num">{formatMoney(a.amount)}</td>
              </tr>
            ))}
          </Table>
          {i === pages.length - 1 ? (
            <ul className="sheet-notes">
              <li>Total {formatMoney(outcome.total, list.currency)}. Ties {rule}; one prize per player, the higher one.</li>
              {outcome.unawarded.length > 0 ? <li>Not awarded (nobody eligible): {outcome.unawarded.map((u) => `${u.groupName} place ${u.place}`).join(', ')}.</li> : null}
            </ul>
          ) : null}
        </Sheet>
      ))}
    </>
  );
}

/** A norm report for the arbiter: the player, each requirement with the numbers, the opponents as counted. */
function NormSheets(props: { readonly snapshot: Snapshot; readonly layout: PageLayout; readonly heading: Heading; readonly norm: NonNullable<PrintRoute['norm']> }) {
  const t = props.snapshot.tournament;
  const { norm } = props;
  const report = useMemo(() => normReport(t, norm.player as PlayerId, norm.title, { federationsWaived: norm.waived }), [t, norm]);
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const me = byId.get(norm.player as PlayerId);
  return (
    <Sheet layout={props.layout} heading={{ ...props.heading, title: `${norm.title} norm report` }} page={1} pages={1}>
      <p className="norm-player" data-player={norm.player}>
        {me?.name ?? `#${norm.player}`} ({norm.player}){me?.title ? `, ${me.title}` : ''}{me?.federation ? `, ${me.federation}` : ''}, rating {ratingText(me?.rating ?? 0)}:{' '}
        <strong>{report.met ? `every requirement of the ${norm.title} norm is met` : `the ${norm.title} norm is not met`}</strong>.
      </p>
      <NormRequirements report={report} label="Norm requirements" />
      <Table label="Opponents" widths={[8, 36, 8, 8, 10, 10, 20]} heads={['Round', 'Opponent', 'Title', 'Fed', 'Rating', 'Counted', 'Points']}>
        {report.opponents.map((o) => (
          <tr key={`${o.round}-${o.player}`} style={rowStyle} data-row>
            <td className="num">{o.round}</td><td className="name">{byId.get(o.player)?.name ?? ''} ({o.player})</td><td>{o.title ?? ''}</td>
            <td>{o.federation}</td><td className={ratingClass(o.rating)}>{ratingText(o.rating)}</td><td className="num">{o.counted}{o.note ? ' *' : ''}</td><td className="num">{formatTenths(o.points)}</td>
          </tr>
        ))}
      </Table>
      <ul className="sheet-notes">
        {report.opponents.filter((o) => o.note).map((o) => <li key={o.player}>* {byId.get(o.player)?.name}: {o.note}.</li>)}
        <li>The FIDE Title Regulations' text decides; the arbiter also checks the rate of play, the arbiters, the registration with FIDE and the events exempt from some requirements.</li>
      </ul>
    </Sheet>
  );
}

const needsRound = (p: Printout): boolean => p === 'board' || p === 'alpha' || p === 'slips';

/** A sheet's heading for one tournament: its name, the printout, the round (or how far the event is), today. */
export const headingOf = (snapshot: Snapshot, printout: Printout, round: number, order?: 'rank' | 'number'): Heading => {
  const last = snapshot.tournament.rounds[snapshot.tournament.rounds.length - 1];
  const final = standingsFinal(snapshot.tournament);
  // Once the last round is complete the standings (and the wall chart by rank) are the final ones.
  const title = final && printout === 'standings' ? 'Final standings' : final && printout === 'wallchart' && order === 'rank' ? 'Final crosstable' : printoutLabel(printout);
  // The tournament details (TRF-16 header): place, federation, dates and chief arbiter; the round's date.
  const d = snapshot.tournament.details ?? {};
  const roundDate = d.roundDates?.[round - 1];
  return {
    event: snapshot.row.name, title,
    details: eventDetailsLine(d),
    round: needsRound(printout) ? `Round ${round}${roundDate ? `, ${roundDate}` : ''}`
      : last ? `After round ${last.number}${last.pairings.every((p) => p.games.every((g) => g !== null)) ? '' : ' (results missing)'}` : 'Before round 1',
    date: new Date().toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
  };
};

/** The sheets of one printout of one tournament (a print route, or one section of an event's). */
export function PrintoutSheets(props: {
  readonly snapshot: Snapshot; readonly printout: Printout; readonly round: number; readonly layout: PageLayout; readonly order?: 'rank' | 'number';
  readonly norm?: PrintRoute['norm'];
  readonly cards?: PrintRoute['cards'];
  readonly player?: number;
}) {
  const { snapshot, round } = props;
  const heading = headingOf(snapshot, props.printout, round, props.order);
  const layout = withHeader(props.layout, heading.event, heading.details);
  const noRound = needsRound(props.printout) && !snapshot.tournament.rounds.some((r) => r.number === round);
  return (
    <>
      {noRound ? <p role="alert">{snapshot.row.name}: round {round} has not been paired yet.</p> : null}
      {props.printout === 'board' ? <BoardSheets snapshot={snapshot} round={round} layout={layout} heading={heading} />
        : props.printout === 'alpha' ? <AlphaSheets snapshot={snapshot} round={round} layout={layout} heading={heading} />
          : props.printout === 'slips' ? <SlipSheets snapshot={snapshot} round={round} layout={layout} heading={heading} />
            : props.printout === 'standings' ? <StandingSheets snapshot={snapshot} layout={layout} heading={heading} />
              : props.printout === 'crosstable' ? <CrosstableSheets snapshot={snapshot} layout={layout} heading={heading} order={props.order ?? 'rank'} />
                : props.printout === 'prizes' ? <PrizeSheets snapshot={snapshot} layout={layout} heading={heading} />
                  : props.printout === 'bracket' ? <BracketSheets snapshot={snapshot} layout={layout} heading={heading} />
                  : props.printout === 'ratings' ? <RatingSheets snapshot={snapshot} layout={layout} heading={heading} />
                  : props.printout === 'cards' ? <CardSheets snapshot={snapshot} layout={layout} heading={heading} booklet={props.cards === 'booklet'} {...(props.player === undefined ? {} : { player: props.player })} />
                  : props.printout === 'statistics' ? <StatisticsSheets snapshot={snapshot} layout={layout} heading={heading} />
                  : props.printout === 'norm' ? <NormSheets snapshot={snapshot} layout={layout} heading={heading} norm={props.norm ?? { player: 1, title: 'IM', waived: false }} />
                  : <WallChartSheets snapshot={snapshot} layout={layout} heading={heading} order={props.order ?? 'number'} />}
    </>
  );
}

/** The print route: A4 or Letter sheets, cut into pages here, ready for the browser's print dialog. */
export default function PrintView(props: { readonly route: PrintRoute }) {
  const { route } = props;
  const snapshot = useLiveSnapshot(route.tournamentId);
  const t = snapshot?.tournament;
  const round = route.round ?? (t ? currentRound(t) : 0);
  const orientation = route.orientation ?? defaultOrientation(route.printout, t?.rounds.length ?? 0);
  const layout = pageLayout(route.paper, orientation);
  const title = printoutLabel(route.printout);
  const ready = snapshot !== undefined && snapshot !== null;

  useEffect(() => {
    if (!ready) return;
    document.title = `${snapshot.row.name} – ${title}${needsRound(route.printout) ? ` – round ${round}` : ''}`;
    if (!route.auto) return;
    // One click from the main window: the sheets are drawn, now open the browser's print dialog.
    const id = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(id);
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps

  if (snapshot === undefined) return <p role="status">Loading…</p>;
  if (snapshot === null) return <p role="alert">This tournament does not exist (it may have been deleted).</p>;
  return (
    <div className="print-root" data-ready="true" data-orientation={orientation} data-paper={route.paper}>
      <style>{`@page { size: ${layout.cssSize}; margin: ${margin}mm; }`}</style>
      <div className="print-toolbar">
        <span>{title} · {route.paper === 'a4' ? 'A4' : 'Letter'} {orientation}</span>
        <button type="button" onClick={() => window.print()}>Print</button>
      </div>
      <PrintoutSheets snapshot={snapshot} printout={route.printout} round={round} layout={layout} {...(route.order ? { order: route.order } : {})} {...(route.norm ? { norm: route.norm } : {})} {...(route.cards ? { cards: route.cards } : {})} {...(route.player === undefined ? {} : { player: route.player })} />
    </div>
  );
}
