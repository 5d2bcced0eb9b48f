import type { PlayerId, Tournament } from '../model';
import { formatTenths, ratingText, roundComplete } from '../model';
import { crossCellText, crossGrid, tieBreakLegend } from '../standings';
import type { StandingsRefusal, StandingsReport } from '../standings';
import { describeSystem, moduleOf, standings, standingsNames, wordingOf } from '../systems';
import { alphabeticalList, boardList, crosstable, eventDetailsLine, seatsFor, standingsFinal, standingsHeading, standingsSheet } from '../sheets';
import type { StandingsSheet } from '../sheets';
import { html } from './html';
import type { Html } from './html';
import type { HtmlValue } from './html';
import { siteCss } from './style';
import {
  cardPartsWithoutRound, cardPlayerLine, cardRatingLine, cardRatingTotalText, cardStandingLine, eventStatistics, playerCards, roundRatingText, roundResultText,
  roundSeatText, roundTieBreakText, statisticsListLines,
} from '../reports';
import type { ColourResults, CountRow, PlayerCardOptions } from '../reports';

/** One file of the site: its path inside the site's folder (relative, '/' separated) and its text (UTF-8). */
export interface SiteFile {
  readonly path: string;
  readonly contents: string;
}

export interface SiteOptions {
  /**
   * When the site was written, as the footer says it ("2026-06-07 18:40"): the caller reads the
   * clock (src/core reads none); absent, the footer names no time.
   */
  readonly written?: string;
  /**
   * The player cards' options: the arbiter's K of each player and the rating period's year (the
   * app passes what it stores, as its own cards use); absent, FIDE's default K (8.3.3).
   */
  readonly cards?: PlayerCardOptions;
}

/** What every page kind reads: the event and the documents the print uses, computed once. */
export interface SiteContext {
  readonly t: Tournament;
  readonly report: StandingsReport | StandingsRefusal;
  readonly sheet: StandingsSheet;
  readonly names: ReadonlyMap<PlayerId, string>;
  /** The page of a player, or null when the site has none for that player. */
  readonly playerHref: (id: PlayerId) => string | null;
  readonly options: SiteOptions;
}

/** One page: its file, its title (the tab's and the h1's) and where it sits in the navigation. */
export interface SitePage {
  readonly path: string;
  readonly title: string;
  /** The main navigation's entry this page belongs to ("Pairings" for every round). */
  readonly section: string;
  /** This page is the one the navigation's entry links to (the latest round for "Pairings"). */
  readonly inNav?: boolean;
  readonly body: Html;
}

/** A page kind: the pages of one kind the site has (one standings page, a page per round, a page per player). */
export type PageKind = (c: SiteContext) => readonly SitePage[];

// ---- the paths: every link is relative and within one folder, so the site works from a disk, a
// zip opened in place, or any folder of any web host.

export const roundPath = (round: number): string => `round-${round}.html`;
export const playerPath = (id: PlayerId): string => `player-${id}.html`;

// ---- shared pieces

const num = (text: HtmlValue, opt = false): Html => html`<td class="${opt ? 'num opt' : 'num'}">${text}</td>`;
const head = (text: string, cls = ''): Html => html`<th scope="col"${cls ? html` class="${cls}"` : ''}>${text}</th>`;

/**
 * A name as text, with a line-break opportunity after each comma: "Surname,First" (as many
 * federations' lists write it) then wraps at the comma in a phone's narrow column.
 */
const nameText = (name: string): Html => html`${name.split(',').map((part, i) => (i === 0 ? html`${part}` : html`,<wbr>${part}`))}`;

/** A player's name, linked to the player's page when the site has one. */
const playerName = (c: SiteContext, id: PlayerId, name: string): Html => {
  const href = c.playerHref(id);
  return href === null ? nameText(name) : html`<a href="${href}">${nameText(name)}</a>`;
};

/**
 * A table that may be wider than a phone: it scrolls inside its own box (focusable, named, so a
 * keyboard reaches the columns out of view: WCAG 2.1.1), and the page itself never scrolls sideways.
 */
const scrollTable = (label: string, table: Html, cls = ''): Html =>
  html`<div class="${cls ? `table-wrap ${cls}` : 'table-wrap'}" role="region" aria-label="${label}" tabindex="0">${table}</div>`;

const statusOfRound = (t: Tournament, round: number): string => {
  const r = t.rounds.find((x) => x.number === round);
  if (!r) return 'not paired';
  const missing = r.pairings.filter((p) => p.games.some((g) => g === null)).length;
  return missing === 0 ? 'results complete' : `${missing} result${missing === 1 ? '' : 's'} to come`;
};

const roundDate = (t: Tournament, round: number): string => t.details?.roundDates?.[round - 1] ?? '';

// ---- the page kinds

/** The front page: the event, where it stands, the rounds and the lists. */
const indexPage: PageKind = (c) => {
  const { t } = c;
  const last = t.rounds[t.rounds.length - 1];
  const state = standingsFinal(t) ? 'Finished' : last ? `Round ${last.number} of ${t.totalRounds}${roundComplete(last) ? ', results complete' : ', in play'}` : 'Before round 1';
  const d = t.details ?? {};
  const facts: readonly (readonly [string, string])[] = [
    ['System', describeSystem(t.settings)],
    ['Rounds', String(t.totalRounds)],
    ['Players', String(t.players.length)],
    ['State', state],
    ...(d.timeControl ? [['Time control', d.timeControl] as const] : []),
    ...(d.chiefArbiter ? [['Chief arbiter', d.chiefArbiter] as const] : []),
    ...((d.deputyArbiters ?? []).length > 0 ? [['Deputy arbiters', (d.deputyArbiters ?? []).join(', ')] as const] : []),
  ];
  const rounds = t.rounds.map((r) => html`<tr><th scope="row"><a href="${roundPath(r.number)}">Round ${r.number}</a></th><td>${roundDate(t, r.number)}</td>${num(r.pairings.length)}<td>${statusOfRound(t, r.number)}</td></tr>`);
  const games = t.rounds[0]?.pairings[0]?.games.length ?? 1;
  const tables = moduleOf(t).game === 'netrunner' ? 'Tables' : games > 1 ? 'Matches' : 'Boards';
  return [{
    path: 'index.html', title: t.name, section: 'Event', inNav: true,
    body: html`
<dl class="facts">${facts.map(([k, v]) => html`<div><dt>${k}</dt><dd>${v}</dd></div>`)}</dl>
<ul class="tiles">
<li><a href="standings.html">${standingsHeading(t)}</a></li>
<li><a href="crosstable.html">Crosstable</a></li>
<li><a href="players.html">Players by start rank</a></li>
<li><a href="statistics.html">Statistics</a></li>
${last ? html`<li><a href="${roundPath(last.number)}">Round ${last.number} pairings</a></li>` : ''}
</ul>
<h2>Rounds</h2>
${t.rounds.length === 0 ? html`<p>No round has been paired yet.</p>` : scrollTable('Rounds', html`<table class="rounds-table"><thead><tr>${head('Round')}${head('Date')}${head(tables, 'num')}${head('Results')}</tr></thead><tbody>${rounds}</tbody></table>`)}`,
  }];
};

/** The players by start rank (the list every results site opens with). */
const playersPage: PageKind = (c) => {
  const { t } = c;
  const ratings = wordingOf(moduleOf(t)).ratings;
  const rows = t.players.map((p) => html`<tr>${num(p.id)}<th scope="row">${playerName(c, p.id, c.names.get(p.id) ?? p.name)}</th>${ratings ? html`<td>${p.title ?? ''}</td><td>${p.federation ?? ''}</td>${num(ratingText(p.rating))}` : ''}<td class="opt">${p.club ?? ''}</td></tr>`);
  return [{
    path: 'players.html', title: 'Players by start rank', section: 'Players', inNav: true,
    body: scrollTable('Players', html`<table><thead><tr>${head('No.', 'num')}${head('Name')}${ratings ? html`${head('Title')}${head('Fed')}${head('Rating', 'num')}` : ''}${head('Club', 'opt')}</tr></thead><tbody>${rows}</tbody></table>`),
  }];
};

/** A page per round: the pairings by board (the print's board list), the byes, then by name. */
const roundPages: PageKind = (c) => c.t.rounds.map((r): SitePage => {
  const { t } = c;
  const rows = boardList(t, r.number);
  const games = r.pairings[0]?.games.length ?? 1;
  const seats = seatsFor(t.settings, games);
  const ratings = wordingOf(moduleOf(t)).ratings;
  const netrunner = moduleOf(t).game === 'netrunner';
  const board = netrunner ? 'Table' : 'Board';
  const boards = rows.flatMap((x) => (x.kind === 'board' ? [x] : []));
  const byes = rows.flatMap((x) => (x.kind === 'bye' ? [x] : []));
  const date = roundDate(t, r.number);
  const identity = (s: string): Html => (s ? html`<span class="identity">${s}</span>` : html``);
  const boardTable = html`<table class="pairings"><caption class="sr-only">Round ${r.number} pairings by ${board.toLowerCase()}</caption>
<thead><tr>${head(board, 'num')}${head('No.', 'num opt')}${head(seats.first)}${ratings ? head('Rating', 'num opt') : ''}${head('Pts', 'num opt')}${head(games > 1 ? `Results (${games} games)` : 'Result', 'result')}${head('Pts', 'num opt')}${head(seats.second)}${ratings ? head('Rating', 'num opt') : ''}${head('No.', 'num opt')}</tr></thead>
<tbody>${boards.map((b) => html`<tr>${num(b.board)}${num(b.first.id, true)}<td class="name">${playerName(c, b.first.id, b.first.name)}${identity(b.first.identity)}</td>${ratings ? num(ratingText(b.first.rating), true) : ''}${num(b.first.points, true)}<td class="result">${b.results.map((x) => html`<span>${x}</span>`)}</td>${num(b.second.points, true)}<td class="name">${playerName(c, b.second.id, b.second.name)}${identity(b.second.identity)}</td>${ratings ? num(ratingText(b.second.rating), true) : ''}${num(b.second.id, true)}</tr>`)}</tbody></table>`;
  const byeTable = byes.length === 0 ? html`` : html`<h2>Byes and players not paired</h2>${scrollTable(`Round ${r.number} byes`, html`<table class="byes"><thead><tr>${head('No.', 'num')}${head('Name')}${head('Pts', 'num')}${head('')}</tr></thead><tbody>${byes.map((b) => html`<tr>${num(b.player.id)}<td class="name">${playerName(c, b.player.id, b.player.name)}</td>${num(b.player.points)}<td>${b.label}</td></tr>`)}</tbody></table>`)}`;
  const alpha = alphabeticalList(t, r.number);
  const seatHead = netrunner ? (games > 1 ? 'Side in game 1' : 'Side') : games > 1 ? 'Colour in game 1' : 'Colour';
  const alphaTable = html`<table class="by-name"><thead><tr>${head('Name')}${head('Pts', 'num')}${head(board, 'num')}${head(seatHead, 'opt')}${head('Opponent')}</tr></thead>
<tbody>${alpha.map((a) => html`<tr><td class="name">${playerName(c, a.id, a.name)}</td>${num(a.points)}${num(a.board)}<td class="opt">${a.seat}</td><td>${a.opponent}</td></tr>`)}</tbody></table>`;
  return {
    path: roundPath(r.number), title: `Round ${r.number} pairings`, section: 'Pairings', inNav: r === c.t.rounds[c.t.rounds.length - 1],
    body: html`<p class="lead">${date ? `${date} · ` : ''}${statusOfRound(t, r.number)}<span class="opt"> · Pts: points before the round</span></p>
${pager(c, r.number)}
<h2>By ${board.toLowerCase()}</h2>
${scrollTable(`Round ${r.number} pairings by ${board.toLowerCase()}`, boardTable)}
${byeTable}
<h2>By name</h2>
${scrollTable(`Round ${r.number} pairings by name`, alphaTable)}`,
  };
});

/** Previous and next round, and every round by number. */
const pager = (c: SiteContext, round: number): Html => html`<nav class="pager" aria-label="Rounds"><ul>${c.t.rounds.map((r) => (r.number === round
  ? html`<li><a href="${roundPath(r.number)}" aria-current="page">${r.number}</a></li>`
  : html`<li><a href="${roundPath(r.number)}" aria-label="Round ${r.number}">${r.number}</a></li>`))}</ul></nav>`;

/** The standings: the print's standings sheet, with its tie-break legend. */
const standingsPage: PageKind = (c) => {
  const { t, sheet } = c;
  if (!sheet.ok) return [{ path: 'standings.html', title: standingsHeading(t), section: 'Standings', inNav: true, body: html`<p role="alert">${sheet.detail}</p>` }];
  const { chess, ratings, codes } = sheet;
  const table = html`<table class="standings"><thead><tr>${head('Rank', 'num')}${head('No.', 'num opt')}${head('Name')}${chess ? html`${head('Title', 'opt')}${head('Fed', 'opt')}` : ''}${ratings ? head('Rating', 'num opt') : ''}${head('Points', 'num')}${codes.map((x) => head(x, 'num'))}</tr></thead>
<tbody>${sheet.rows.map((r) => html`<tr>${num(r.rank)}${num(r.player, true)}<th scope="row">${playerName(c, r.player, r.name)}</th>${chess ? html`<td class="opt">${r.title}</td><td class="opt">${r.federation}</td>` : ''}${ratings ? num(ratingText(r.rating), true) : ''}${num(r.points)}${r.tieBreaks.map((x) => num(x))}</tr>`)}</tbody></table>`;
  return [{
    path: 'standings.html', title: standingsHeading(t), section: 'Standings', inNav: true,
    body: html`${scrollTable('Standings', table)}${codes.length > 0 ? html`<p class="legend">${tieBreakLegend(codes)}</p>` : ''}`,
  }];
};

/**
 * The crosstable: a round robin's every-player-against-every-other grid (its main view), else the
 * wall chart by rank (the print's final crosstable), opponents named by their place in the table.
 */
const crosstablePage: PageKind = (c) => {
  const { t, report } = c;
  if (!report.ok) return [{ path: 'crosstable.html', title: 'Crosstable', section: 'Crosstable', inNav: true, body: html`<p role="alert">${report.detail}</p>` }];
  const ratings = wordingOf(moduleOf(t)).ratings;
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  if (moduleOf(t).standings?.mainView === 'crosstable') {
    const grid = crossGrid(t, report, 'rank');
    const notes = grid.rows.flatMap((r) => (r.excluded !== undefined ? [r.excluded] : []));
    const table = html`<table class="cross grid"><thead><tr>${head('#', 'num')}${head('No.', 'num')}${head('Name', 'sticky')}${ratings ? head('Rating', 'num') : ''}${grid.rows.map((r) => head(String(r.position), 'num'))}${head('Points', 'num')}${grid.tieBreaks.map((x) => head(x, 'num'))}${head('Rank', 'num')}</tr></thead>
<tbody>${grid.rows.map((r) => html`<tr>${num(r.position)}${num(r.player)}<th scope="row" class="sticky">${playerName(c, r.player, c.names.get(r.player) ?? '')}</th>${ratings ? num(ratingText(byId.get(r.player)?.rating ?? 0)) : ''}${r.cells.map((x) => (x === null ? html`<td class="self"></td>` : html`<td class="cell">${crossCellText(x)}</td>`))}${num(r.excluded ? `(${formatTenths(r.points)})` : formatTenths(r.points))}${grid.tieBreaks.map((_, j) => num(r.tieBreaks[j]?.text ?? ''))}${num(r.rank ?? '–')}</tr>`)}</tbody></table>`;
    return [{
      path: 'crosstable.html', title: standingsFinal(t) ? 'Final crosstable' : 'Crosstable', section: 'Crosstable', inNav: true,
      body: html`${scrollTable('Crosstable', table, 'wide')}${grid.tieBreaks.length > 0 ? html`<p class="legend">${tieBreakLegend(grid.tieBreaks)}</p>` : ''}${notes.length > 0 ? html`<ul class="legend">${notes.map((n) => html`<li>${n}</li>`)}</ul>` : ''}`,
    }];
  }
  const rows = crosstable(t, report);
  const codes = report.rows[0]?.tieBreaks.map((x) => x.code) ?? [];
  const netrunner = moduleOf(t).game === 'netrunner';
  const table = html`<table class="cross"><thead><tr>${head('#', 'num')}${head('No.', 'num')}${head('Name', 'sticky')}${ratings ? html`${head('Title', 'opt')}${head('Fed', 'opt')}${head('Rating', 'num opt')}` : ''}${t.rounds.map((r) => head(`R${r.number}`, 'cell'))}${head('Points', 'num')}${codes.map((x) => head(x, 'num'))}${head('Rank', 'num')}</tr></thead>
<tbody>${rows.map((r) => html`<tr>${num(r.position)}${num(r.id)}<th scope="row" class="sticky">${playerName(c, r.id, r.name)}</th>${ratings ? html`<td class="opt">${r.title}</td><td class="opt">${r.federation}</td>${num(ratingText(r.rating), true)}` : ''}${r.cells.map((x) => html`<td class="cell">${x}</td>`)}${num(r.total)}${(r.tieBreaks ?? []).map((x) => num(x))}${num(r.rank ?? '')}</tr>`)}</tbody></table>`;
  return [{
    path: 'crosstable.html', title: standingsFinal(t) ? 'Final crosstable' : 'Crosstable by rank', section: 'Crosstable', inNav: true,
    body: html`${scrollTable('Crosstable', table, 'wide')}<p class="legend">Opponents by their place in this table (${netrunner ? 'c Corp, r Runner' : 'w White, b Black'}).${codes.length > 0 ? ` ${tieBreakLegend(codes)}` : ''}</p>`,
  }];
};

/**
 * A page per player: the player card (core/reports, the document the screen and the print show):
 * each round's opponent, seat, result and running score, the rating change, the tie-break parts.
 */
const playerPages: PageKind = (c) => {
  const { t } = c;
  const cards = playerCards(t, { ...c.options.cards, report: c.report });
  const ratings = wordingOf(moduleOf(t)).ratings && t.players.some((p) => p.rating > 0);
  return cards.map((card): SitePage => {
    const w = card.words;
    const rated = card.rating !== null;
    const codes = card.standing.ok ? card.standing.tieBreaks.map((x) => x.code) : [];
    const tieBreaks = card.standing.ok ? card.standing.tieBreaks : [];
    const table = html`<table class="card"><thead><tr>${head(w.round, 'num')}${head(w.board, 'num opt')}${head(w.opponentNumber, 'num opt')}${head(w.opponent)}${ratings ? head(w.opponentRating, 'num opt') : ''}${head(w.seat)}${head(w.result)}${head(w.points, 'num opt')}${head(w.score, 'num')}${rated ? head(w.ratingChange, 'num opt') : ''}${codes.map((x) => head(x, 'num opt'))}</tr></thead>
<tbody>${card.rounds.map((r) => html`<tr>${num(r.round)}${num(r.board ?? '', true)}${num(r.opponent?.id ?? '', true)}<td class="name">${r.opponent ? playerName(c, r.opponent.id, r.opponent.name) : ''}</td>${ratings ? num(r.opponent ? ratingText(r.opponent.rating) : '', true) : ''}<td>${roundSeatText(r)}</td><td>${roundResultText(r)}</td>${num(r.pointsText, true)}${num(r.scoreText)}${rated ? num(roundRatingText(r), true) : ''}${tieBreaks.map((tb) => num(roundTieBreakText(tb, r.round), true))}</tr>`)}</tbody>
<tfoot><tr><th scope="row">Total</th>${num('', true)}${num('', true)}<td></td>${ratings ? num('', true) : ''}<td></td><td></td>${num('', true)}${num(card.scoreText)}${rated ? num(cardRatingTotalText(card), true) : ''}${tieBreaks.map((tb) => num(tb.valueText, true))}</tr></tfoot></table>`;
    const notes = cardPartsWithoutRound(card);
    const legend = [codes.length > 0 ? `${tieBreakLegend(codes)}. ${w.tieBreakLegend}` : '', rated ? w.ratingLegend : ''].filter((x) => x !== '').join(' ');
    return {
      path: playerPath(card.player.id), title: card.player.name, section: 'Players',
      body: html`<p class="lead">${cardPlayerLine(card)}</p>
<p class="standing">${cardStandingLine(card)}</p>
${scrollTable(`Player card of ${card.player.name}`, table)}
${rated ? html`<p>${cardRatingLine(card)}.</p>` : ''}
${notes ? html`<p class="legend">${notes}</p>` : ''}
${legend ? html`<p class="legend">${legend}</p>` : ''}`,
    };
  });
};

/** The statistics (core/reports): the field by federation, title, rating group and club, results by colour, the per-round lists. */
const statisticsPage: PageKind = (c) => {
  const s = eventStatistics(c.t);
  const w = s.words;
  const counts = (title: string, column: string, rows: readonly CountRow[]): Html => html`<section class="stat"><h2>${title}</h2>${scrollTable(title, html`<table class="counts"><thead><tr>${head(column)}${head(w.count, 'num')}${head(w.share, 'num')}</tr></thead><tbody>${rows.map((r) => html`<tr><td>${r.label}</td>${num(r.count)}${num(r.shareText)}</tr>`)}</tbody></table>`)}</section>`;
  const colour = (label: string, r: ColourResults): Html => html`<tr><th scope="row">${label}</th>${num(r.games)}${num(`${r.firstWins} (${r.firstWinsShare} %)`)}${num(`${r.draws} (${r.drawsShare} %)`)}${num(`${r.secondWins} (${r.secondWinsShare} %)`)}${num(r.games > 0 ? `${r.firstScore} %` : '', true)}${num(r.forfeits, true)}</tr>`;
  const lines = statisticsListLines(s);
  return [{
    path: 'statistics.html', title: 'Statistics', section: 'Statistics', inNav: true,
    body: html`<p class="lead">${w.players}: ${s.players}</p>
<div class="stats-grid">${s.ratings ? [counts(w.federations, w.federation, s.federations), counts(w.titles, w.title, s.titles), counts(w.ratingGroups, w.ratingGroup, s.ratingGroups)] : ''}${counts(w.clubs, w.club, s.clubs)}</div>
<h2>${w.resultsByColour}</h2>
${scrollTable(w.resultsByColour, html`<table class="colours"><thead><tr>${head(w.round)}${head(w.games, 'num')}${head(w.firstWins, 'num')}${head(w.draws, 'num')}${head(w.secondWins, 'num')}${head(w.firstScore, 'num opt')}${head(w.forfeits, 'num opt')}</tr></thead><tbody>${s.rounds.map((r) => colour(String(r.round), r.results))}</tbody><tfoot>${colour(w.total, s.results)}</tfoot></table>`)}
<h2>${w.perRound}</h2>
${lines.length === 0 ? html`<p>${w.none}</p>` : scrollTable(w.perRound, html`<table class="lists"><thead><tr>${head(w.round, 'num')}${head(w.list)}${head('Board', 'num opt')}${head(w.entry)}</tr></thead><tbody>${lines.map((l) => html`<tr>${num(l.round)}<td>${l.list}</td>${num(l.board ?? '', true)}<td>${l.text}</td></tr>`)}</tbody></table>`)}
<p class="legend">${w.legend}</p>`,
  }];
};

/** The page kinds, in the navigation's order. A kind of page is one entry here. */
export const pageKinds: readonly PageKind[] = [indexPage, playersPage, roundPages, standingsPage, crosstablePage, statisticsPage, playerPages];

// ---- the frame of every page

const frame = (c: SiteContext, page: SitePage, nav: readonly SitePage[], options: SiteOptions): string => {
  const { t } = c;
  const details = eventDetailsLine(t.details);
  const isIndex = page.path === 'index.html';
  // This page: aria-current="page"; its section (another round's pairings): aria-current="true".
  const current = (p: SitePage): Html => (p.path === page.path ? html` aria-current="page"` : p.section === page.section ? html` aria-current="true"` : html``);
  const doc = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Pairwise">
<title>${isIndex ? t.name : `${page.title} – ${t.name}`}</title>
<link rel="stylesheet" href="style.css">
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
<header class="site-header">
<div class="wrap">
<p class="event"><a href="index.html">${t.name}</a></p>
<nav aria-label="Results"><ul>${nav.map((p) => html`<li><a href="${p.path}"${current(p)}>${p.section}</a></li>`)}</ul></nav>
</div>
</header>
<main id="main" class="wrap">
<h1>${isIndex ? 'Overview' : page.title}</h1>
${isIndex && details ? html`<p class="lead">${details}</p>` : ''}
${page.body}
</main>
<footer class="wrap"><p>${t.name}${options.written ? ` · published ${options.written}` : ''} · results by Pairwise</p></footer>
</body>
</html>
`;
  return doc.text;
};

/**
 * The public results site of an event: a static site (plain HTML and CSS, no script) written from
 * the documents the print uses (core/sheets). Every path is relative and in one folder, every text
 * from the tournament escaped; the files are UTF-8 text. The caller writes them to a folder or a zip.
 */
export const resultsSite = (t: Tournament, options: SiteOptions = {}): readonly SiteFile[] => {
  const report = standings(t);
  const ids = new Set(t.players.map((p) => p.id));
  const c: SiteContext = {
    t, report, sheet: standingsSheet(t), names: standingsNames(t),
    playerHref: (id) => (ids.has(id) ? playerPath(id) : null),
    options,
  };
  const pages = pageKinds.flatMap((kind) => kind(c));
  const nav = pages.filter((p) => p.inNav === true);
  return [
    ...pages.map((p): SiteFile => ({ path: p.path, contents: frame(c, p, nav, options) })),
    { path: 'style.css', contents: siteCss },
  ];
};
