import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ratingText } from '../../../core/model';
import {
  cardPartsWithoutRound, cardPlayerLine, cardRatingLine, cardRatingTotalText, cardStandingLine, eventStatistics, playerCards, roundRatingText, roundResultText, roundSeatText,
  roundTieBreakText, statisticsListLines,
} from '../../../core/reports';
import type { CardRound, ColourResults, CountRow, PlayerCard, StatisticsListLine } from '../../../core/reports';
import { tieBreakLegend } from '../../../core/standings';
import type { Snapshot } from '../../../db/repository';
import { cardOptionsOf } from '../reports/cardOptions';
import { reportOf } from '../standings/report';
import { flowPages, headerOf, rowHeight, tableHeadHeight, textLines } from './paper';
import type { FlowBlock, PageLayout } from './paper';
import { mm, num, ratingClass, rowStyle, Sheet, Table } from './sheetParts';
import type { Heading } from './sheetParts';

/**
 * The printed player cards and statistics: the documents of core/reports (the same numbers and
 * words as the screen and the public site), cut into pages here (paper.ts `flowPages`) so a
 * card or a table goes on over a page break between rows, never inside one.
 */

/** Millimetres: a card's name and registration lines; the line of its rating change; the gap after it. */
const cardTitle = 11;
const cardRatingLineMm = 9;
const cardGap = 5;
/** Notes at 8 pt, line height 1.25 (print.css .sheet-notes). */
const noteLine = 8 * 0.3528 * 1.25;
const notesHeight = (text: string, width: number): number => (text === '' ? 0 : 2 + textLines(text, width, 8) * noteLine);

// A round's tie-break parts and the parts of no round: core/reports (the same on the site).
const partsCell = roundTieBreakText;
const partsWithoutRound = cardPartsWithoutRound;

/** The longest text of tie-break column `i` over every card: its code, each value, each part in brackets. */
const widest = (cards: readonly PlayerCard[], i: number, code: string): number =>
  cards.reduce((m, c) => {
    const tb = c.standing.ok ? c.standing.tieBreaks[i] : undefined;
    return tb === undefined ? m : Math.max(m, tb.valueText.length, ...tb.parts.map((p) => p.valueText.length + (p.cut ? 2 : 0)));
  }, code.length);

/**
 * The player cards, each on a page of its own or one after another (a booklet); a card longer
 * than its page goes on to the next with its name and column heads repeated. `player`: only that
 * player's card ("Print this card"), its columns as wide as its own values need.
 */
export function CardSheets(props: { readonly snapshot: Snapshot; readonly layout: PageLayout; readonly heading: Heading; readonly booklet: boolean; readonly player?: number }) {
  const { snapshot, layout } = props;
  const t = snapshot.tournament;
  const all = useMemo(() => playerCards(t, cardOptionsOf(snapshot, reportOf(t))), [t, snapshot]);
  const cards = props.player === undefined ? all : all.filter((c) => c.player.id === props.player);
  const first = cards[0];
  if (first === undefined) {
    return <Sheet layout={layout} heading={props.heading} page={1} pages={1}><p role="alert">{props.player === undefined ? 'No players are registered.' : `Player ${props.player} is not in this tournament.`}</p></Sheet>;
  }
  const w = first.words;
  const rated = first.rating !== null;
  const ratings = t.players.some((p) => p.rating > 0);
  const codes = first.standing.ok ? first.standing.tieBreaks.map((x) => x.code) : [];
  // The legend under each page: the tie-breaks' names, what brackets mean, the rating calculation.
  const legend = [codes.length > 0 ? `${tieBreakLegend(codes)}. ${w.tieBreakLegend}` : '', rated ? w.ratingLegend : ''].filter((x) => x !== '').join(' ');
  const legendMm = notesHeight(legend, layout.width);
  const page = layout.height - headerOf(layout) - legendMm;
  const blocks: FlowBlock<CardRound>[] = cards.map((c) => ({
    head: cardTitle + tableHeadHeight, row: rowHeight, rows: c.rounds, newPage: !props.booklet, keep: true,
    // The total row, the rating line, the parts of no round, the gap.
    foot: rowHeight + (rated ? cardRatingLineMm : 0) + notesHeight(partsWithoutRound(c), layout.width) + cardGap,
  }));
  const pages = flowPages(blocks, page);
  // Millimetres: round, board, No., (rating), seat, result, points, score, (rating change), each tie-break; the name has the rest.
  // Each as wide as its heading at the sheet's 9 pt bold with the cell padding ("Colour", "±Rtg", "BH/C1"), never cut to "Co…".
  type Head = string | ReturnType<typeof num>;
  const cols: [Head, number][] = [
    [num('Rd'), 8], [num('Bd'), 8], [num(w.opponentNumber), 9], [w.opponent, 0], ...(ratings ? [[num('Rtg'), 11]] as [Head, number][] : []),
    [w.seat, 16], [w.result, 17], [num('Pts'), 9], [num(w.score), 13], ...(rated ? [[num('±Rtg'), 17]] as [Head, number][] : []),
    // A tie-break column as wide as its widest text: its code, a value, a part ("1.5000", Netrunner's SoS to four places).
    ...codes.map((c, i): [Head, number] => [num(c), Math.max(11, 1.9 * widest(cards, i, c) + 4)]),
  ];
  const fixed = cols.reduce((s, [, x]) => s + x, 0);
  const widths = cols.map(([, x]) => (100 * (x === 0 ? Math.max(30, layout.width - fixed) : x)) / layout.width);
  return (
    <>
      {pages.map((segments, i) => (
        <Sheet key={i} layout={layout} heading={props.heading} page={i + 1} pages={pages.length}>
          {segments.map((seg) => {
            const c = cards[seg.block]!;
            return (
              <div key={`${seg.block}-${seg.first}`} className="print-card" data-player={c.player.id}
                style={{ height: mm(cardTitle + tableHeadHeight + seg.rows.length * rowHeight + (seg.last ? blocks[seg.block]!.foot : 0)) }}>
                <div className="card-title" style={{ height: mm(cardTitle) }}>
                  <strong>{c.player.name}</strong>{seg.first ? '' : ' (continued)'} · {cardStandingLine(c)}
                  <div className="card-player">{cardPlayerLine(c)}</div>
                </div>
                <Table label={`Player card of ${c.player.name}${seg.first ? '' : ', continued'}`} widths={widths} heads={cols.map(([h]) => h)}>
                  {seg.rows.map((r) => (
                    <tr key={r.round} style={rowStyle} data-row>
                      <td className="num">{r.round}</td><td className="num">{r.board ?? ''}</td>
                      <td className="num">{r.opponent?.id ?? ''}</td><td className="name">{r.opponent?.name ?? ''}</td>
                      {ratings ? <td className={ratingClass(r.opponent?.rating ?? 1)}>{r.opponent ? ratingText(r.opponent.rating) : ''}</td> : null}
                      {r.games.length > 0 ? <><td>{roundSeatText(r)}</td><td>{roundResultText(r)}</td></> : <td colSpan={2}>{roundResultText(r)}</td>}
                      <td className="num">{r.pointsText}</td><td className="num">{r.scoreText}</td>
                      {rated ? <td className="num">{roundRatingText(r)}</td> : null}
                      {c.standing.ok ? c.standing.tieBreaks.map((tb, j) => <td key={j} className="num">{partsCell(tb, r.round)}</td>) : codes.map((_, j) => <td key={j} />)}
                    </tr>
                  ))}
                  {seg.last ? (
                    <tr style={rowStyle} className="total" data-row>
                      <td colSpan={ratings ? 5 : 4}><strong>Total</strong></td><td colSpan={2} />
                      <td /><td className="num"><strong>{c.scoreText}</strong></td>
                      {rated ? <td className="num"><strong>{cardRatingTotalText(c)}</strong></td> : null}
                      {c.standing.ok ? c.standing.tieBreaks.map((tb, j) => <td key={j} className="num"><strong>{tb.valueText}</strong></td>) : codes.map((_, j) => <td key={j} />)}
                    </tr>
                  ) : null}
                </Table>
                {seg.last && rated ? <p className="card-rating" style={{ height: mm(cardRatingLineMm) }}>{cardRatingLine(c)}.</p> : null}
                {seg.last && partsWithoutRound(c) !== '' ? <p className="sheet-notes">{partsWithoutRound(c)}</p> : null}
              </div>
            );
          })}
          {legend ? <p className="sheet-notes page-legend" aria-label="Player card legend">{legend}</p> : null}
        </Sheet>
      ))}
    </>
  );
}

type StatBlock =
  | { readonly kind: 'counts'; readonly title: string; readonly head: string; readonly rows: readonly CountRow[] }
  | { readonly kind: 'results'; readonly title: string; readonly rows: readonly { readonly label: string; readonly r: ColourResults }[] }
  | { readonly kind: 'lists'; readonly title: string; readonly rows: readonly StatisticsListLine[] };

/** Millimetres: a table's caption line, and the space after a table. */
const captionMm = 7;
const blockGap = 4;

/** The statistics: the field's tables, the results by colour, the per-round lists, flowing down the pages. */
export function StatisticsSheets(props: { readonly snapshot: Snapshot; readonly layout: PageLayout; readonly heading: Heading }) {
  const { layout } = props;
  const t = props.snapshot.tournament;
  const s = useMemo(() => eventStatistics(t), [t]);
  const w = s.words;
  const lines = statisticsListLines(s);
  const stats: StatBlock[] = [
    ...(s.ratings ? [
      { kind: 'counts' as const, title: w.federations, head: w.federation, rows: s.federations },
      { kind: 'counts' as const, title: w.titles, head: w.title, rows: s.titles },
      { kind: 'counts' as const, title: w.ratingGroups, head: w.ratingGroup, rows: s.ratingGroups },
    ] : []),
    { kind: 'counts', title: w.clubs, head: w.club, rows: s.clubs },
    { kind: 'results', title: w.resultsByColour, rows: [...s.rounds.map((r) => ({ label: String(r.round), r: r.results })), { label: w.total, r: s.results }] },
    // An event with nothing to list says so on one line.
    { kind: 'lists', title: w.perRound, rows: lines.length > 0 ? lines : [{ round: 0, list: w.none, board: null, text: '' }] },
  ];
  const legendMm = notesHeight(w.legend, layout.width);
  const page = layout.height - headerOf(layout);
  const blocks: FlowBlock<unknown>[] = stats.map((b, i) => ({
    head: captionMm + tableHeadHeight, row: rowHeight, rows: b.rows as readonly unknown[],
    foot: blockGap + (i === stats.length - 1 ? legendMm : 0),
  }));
  const pages = flowPages(blocks, page);
  return (
    <>
      {pages.map((segments, i) => (
        <Sheet key={i} layout={layout} heading={props.heading} page={i + 1} pages={pages.length}>
          {segments.map((seg) => {
            const b = stats[seg.block]!;
            const caption = `${b.title}${seg.first ? '' : ' (continued)'}`;
            return (
              <div key={`${seg.block}-${seg.first}`} className={`print-stat print-stat-${b.kind}`} style={{ marginBottom: seg.last ? mm(blockGap) : 0 }}>
                <h3 className="stat-caption" style={{ height: mm(captionMm) }}>{caption}{seg.block === 0 && seg.first ? ` · ${w.players} ${s.players}` : ''}</h3>
                {statTable(b, seg.rows, caption, w)}
                {seg.last && seg.block === stats.length - 1 ? <p className="sheet-notes">{w.legend}</p> : null}
              </div>
            );
          })}
        </Sheet>
      ))}
    </>
  );
}

const statTable = (b: StatBlock, rows: readonly unknown[], caption: string, w: ReturnType<typeof eventStatistics>['words']): ReactNode => {
  if (b.kind === 'counts') {
    return (
      <div style={{ width: '60%' }}>
        <Table label={caption} widths={[60, 20, 20]} heads={[b.head, num(w.count), num(w.share)]}>
          {(rows as readonly CountRow[]).map((r) => (
            <tr key={r.key} style={rowStyle} data-row><td>{r.label}</td><td className="num">{r.count}</td><td className="num">{r.shareText}</td></tr>
          ))}
        </Table>
      </div>
    );
  }
  if (b.kind === 'results') {
    return (
      <Table label={caption} widths={[12, 9, 17, 17, 17, 18, 10]} heads={[w.round, num(w.games), num(w.firstWins), num(w.draws), num(w.secondWins), num(w.firstScore), num(w.forfeits)]}>
        {(rows as readonly { label: string; r: ColourResults }[]).map(({ label, r }) => (
          <tr key={label} style={rowStyle} data-row>
            <td>{label}</td><td className="num">{r.games}</td>
            <td className="num">{r.firstWins} ({r.firstWinsShare} %)</td><td className="num">{r.draws} ({r.drawsShare} %)</td>
            <td className="num">{r.secondWins} ({r.secondWinsShare} %)</td><td className="num">{r.games > 0 ? `${r.firstScore} %` : ''}</td><td className="num">{r.forfeits}</td>
          </tr>
        ))}
      </Table>
    );
  }
  return (
    <Table label={caption} widths={[8, 22, 8, 62]} heads={[num(w.round), w.list, num('Board'), w.entry]}>
      {(rows as readonly StatisticsListLine[]).map((l, i) => (
        <tr key={i} style={rowStyle} data-row><td className="num">{l.round || ''}</td><td>{l.list}</td><td className="num">{l.board ?? ''}</td><td>{l.text}</td></tr>
      ))}
    </Table>
  );
};
