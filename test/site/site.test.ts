import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateTournament } from '../../src/core/generator';
import type { Player, SystemSettings, Tournament } from '../../src/core/model';
import { boardList, standingsSheet } from '../../src/core/sheets';
import { escapeHtml, html, playerPath, resultsSite, roundPath, zipSite } from '../../src/core/site';
import { cardStandingLine, eventStatistics, playerCards, roundResultText, statisticsListLines } from '../../src/core/reports';
import type { SiteFile } from '../../src/core/site';
import { systemFor } from '../../src/core/systems';

const dutch: SystemSettings = { system: 'dutch', rules: '2026' };

/** A played Dutch open (bbpPairings' generator): 21 players, 5 rounds, some byes and forfeits. */
const open = (): Tournament => {
  const g = generateTournament({ settings: dutch, system: systemFor(dutch), seed: 44, config: { playersNumber: 21, roundsNumber: 5 } });
  if (!g.ok) throw new Error(g.detail);
  return g.tournament;
};

/** Names and details typed by hostile hands: markup, quotes, ampersands, a closing tag. */
const hostile = (t: Tournament): Tournament => ({
  ...t,
  name: 'Open <b>"2026"</b> & friends',
  details: { city: '</title><script>alert(1)</script>', chiefArbiter: "O'Brien \"IA\"" },
  players: t.players.map((p, i): Player => (i === 0 ? { ...p, name: '<script>alert("x")</script>', club: '<img src=x onerror=alert(1)>' } : i === 1 ? { ...p, name: 'Zoë "Q" & <i>Ünal</i>' } : p)),
});

const file = (files: readonly SiteFile[], path: string): string => {
  const f = files.find((x) => x.path === path);
  if (!f) throw new Error(`no ${path} in ${files.map((x) => x.path).join(', ')}`);
  return f.contents;
};

/** The text of a page's cells of a table, row by row (tags stripped, entities read back). */
const cells = (page: string, tableClass: string): string[][] => {
  const table = new RegExp(`<table class="${tableClass}">([\\s\\S]*?)</table>`).exec(page)?.[1] ?? '';
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '';
  const unescape = (s: string): string => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) => [...(r[1] ?? '').matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => unescape((c[1] ?? '').replace(/<[^>]+>/g, ''))));
};

describe('escapeHtml and the html tag', () => {
  it('escapes the five characters that mean something in text and in attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
  it('escapes every value it is given, lists too, and keeps only the markup it built itself', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"x"'}">${['<', inner, 3, null, false]}</p>`.text).toBe('<p title="&quot;x&quot;">&lt;<b>&lt;i&gt;</b>3</p>');
  });
});

describe('resultsSite', () => {
  const t = hostile(open());
  const files = resultsSite(t);
  const pages = files.filter((f) => f.path.endsWith('.html'));

  it('writes an index, the players, a page per round, the standings, the crosstable, the statistics, a page per player and one style sheet', () => {
    expect(files.map((f) => f.path)).toEqual([
      'index.html', 'players.html', ...t.rounds.map((r) => roundPath(r.number)), 'standings.html', 'crosstable.html', 'statistics.html',
      ...t.players.map((p) => playerPath(p.id)), 'style.css',
    ]);
    expect(t.rounds).toHaveLength(5);
  });

  it('gives each player the player card (core/reports) and links every name on the standings, pairings and crosstable to it', () => {
    const cards = playerCards(t);
    for (const card of cards) {
      const page = file(files, playerPath(card.player.id));
      const rows = cells(page, 'card');
      // Round, board, opponent's number and name, then seat, result, running score.
      expect(rows.map((c) => [c[0], c[3], c[6], c[8]])).toEqual(card.rounds.map((r) => [String(r.round), r.opponent?.name ?? '', roundResultText(r), r.scoreText]));
      expect(page).toContain(escapeHtml(cardStandingLine(card)));
    }
    const standings = file(files, 'standings.html');
    for (const p of t.players) expect(standings).toContain(`<a href="${playerPath(p.id)}">`);
    for (const r of t.rounds) for (const b of r.pairings) expect(file(files, roundPath(r.number))).toContain(`<a href="${playerPath(b.white)}">`);
  });

  it('shows the statistics: the field, results by colour, every per-round list line', () => {
    const page = file(files, 'statistics.html');
    const s = eventStatistics(t);
    expect(cells(page, 'colours')).toHaveLength(t.rounds.length);
    expect(cells(page, 'lists').map((c) => c[3])).toEqual(statisticsListLines(s).map((l) => l.text));
  });

  it('escapes every string from the tournament: a <script> in a name, the event or its details comes out as text', () => {
    for (const p of pages) {
      // No markup the site did not write: no script, no img, no handler, no stray title end.
      expect(p.contents, p.path).not.toMatch(/<script|<img|<\/?i>|<b>"/i);
      expect(p.contents.match(/<\/title>/g), p.path).toHaveLength(1);
      expect(p.contents, p.path).toContain('Open &lt;b&gt;&quot;2026&quot;&lt;/b&gt; &amp; friends');
    }
    expect(file(files, 'players.html')).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(file(files, 'players.html')).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(file(files, 'players.html')).toContain('Zoë &quot;Q&quot; &amp; &lt;i&gt;Ünal&lt;/i&gt;');
    expect(file(files, 'index.html')).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(file(files, 'index.html')).toContain('O&#39;Brien &quot;IA&quot;');
  });

  it('links only relatively, within the site, to files it writes; declares UTF-8; needs no script', () => {
    const paths = new Set(files.map((f) => f.path));
    for (const p of pages) {
      const links = [...p.contents.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1] ?? '');
      expect(links.length, p.path).toBeGreaterThan(0);
      for (const link of links) {
        if (link === '#main') continue;
        expect(link, `${p.path} links ${link}`).toMatch(/^[\w.-]+$/);
        expect(paths.has(link), `${p.path} links ${link}, which the site does not have`).toBe(true);
      }
      expect(p.contents.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
      expect(p.contents).toContain('<meta charset="utf-8">');
      expect(p.contents).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    }
  });

  it('has every round, each board as the print lists it (seat names, points before, result) and the byes', () => {
    for (const r of t.rounds) {
      const page = file(files, roundPath(r.number));
      const rows = cells(page, 'pairings');
      const boards = boardList(t, r.number).flatMap((x) => (x.kind === 'board' ? [x] : []));
      expect(rows.map((c) => [c[0], c[1], c[2], c[5], c[7], c[9]])).toEqual(
        boards.map((b) => [String(b.board), String(b.first.id), b.first.name, b.results.join(''), b.second.name, String(b.second.id)]),
      );
      for (const b of r.byes) expect(cells(page, 'byes').map((c) => c[0])).toContain(String(b.player));
      // Every player of the event once in the list by name.
      expect(cells(page, 'by-name')).toHaveLength(t.players.length);
    }
  });

  it('shows the standings of the standings sheet the print uses, rank by rank', () => {
    const sheet = standingsSheet(t);
    if (!sheet.ok) throw new Error(sheet.detail);
    const rows = cells(file(files, 'standings.html'), 'standings');
    expect(rows.map((c) => [c[0], c[1], c[2], c[6], ...c.slice(7)])).toEqual(sheet.rows.map((r) => [String(r.rank), String(r.player), r.name, r.points, ...r.tieBreaks]));
  });

  it('gives the same files for the same event (no clock read), and names the time only when given one', () => {
    expect(resultsSite(t)).toEqual(files);
    expect(file(resultsSite(t, { written: '2026-06-07' }), 'index.html')).toContain('published 2026-06-07');
  });

  it('zips the files at the top level of the zip, UTF-8 as written', () => {
    const unzipped = unzipSync(zipSite(files));
    expect(Object.keys(unzipped).sort()).toEqual(files.map((f) => f.path).sort());
    expect(strFromU8(unzipped['players.html']!)).toBe(file(files, 'players.html'));
  });
});
