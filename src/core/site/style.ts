/**
 * The results site's one style sheet: readable on a phone (390 px) and a desk, tables that scroll
 * inside their own box, colours with at least 4.5:1 contrast (WCAG 1.4.3), links underlined in
 * text (1.4.1), a visible focus (2.4.7), and a print version without the navigation.
 */
export const siteCss = `:root {
  --ink: #1b1f24;
  --muted: #4f5863;
  --line: #d5dae0;
  --band: #f3f5f7;
  --accent: #0b5394;
  --accent-ink: #ffffff;
  --head: #0d3b66;
  color-scheme: light;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0; color: var(--ink); background: #fff;
  font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
.wrap { max-width: 76rem; margin: 0 auto; padding: 0 1rem; }
a { color: var(--accent); }
a:hover { color: var(--head); }
:focus-visible { outline: 3px solid #f0a202; outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: #fff; padding: .5rem 1rem; }
.skip:focus { left: 0; z-index: 2; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.site-header { background: var(--head); color: #fff; padding: .75rem 0 0; }
.site-header .event { margin: 0 0 .5rem; font-size: 1.3rem; font-weight: 700; line-height: 1.25; }
.site-header .event a { color: #fff; text-decoration: none; }
.site-header nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem; }
.site-header nav a {
  display: block; padding: .55rem .8rem; color: #fff; text-decoration: none; border-radius: .35rem .35rem 0 0;
  font-weight: 600; min-height: 44px;
}
.site-header nav a:hover { background: rgba(255,255,255,.15); color: #fff; }
.site-header nav a[aria-current] { background: #fff; color: var(--head); }

main { padding-top: 1rem; padding-bottom: 2rem; }
h1 { font-size: 1.6rem; line-height: 1.2; margin: .5rem 0 .5rem; color: var(--head); }
h2 { font-size: 1.2rem; margin: 1.75rem 0 .5rem; color: var(--head); }
.lead { color: var(--muted); margin: 0 0 1rem; }
.legend { color: var(--muted); font-size: .875rem; max-width: 60rem; }
ul.legend { padding-left: 1.2rem; }
footer { color: var(--muted); font-size: .875rem; border-top: 1px solid var(--line); padding-top: .5rem; padding-bottom: 2rem; }

.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: .5rem 1.5rem; margin: 0 0 1.25rem; }
.facts div { border-left: 3px solid var(--accent); padding-left: .6rem; }
.facts dt { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
.facts dd { margin: 0; font-weight: 600; }
.tiles { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: .6rem; }
.tiles a {
  display: block; padding: .8rem 1rem; border: 1px solid var(--line); border-radius: .5rem; background: var(--band);
  font-weight: 600; text-decoration: none; min-height: 44px;
}
.tiles a:hover { border-color: var(--accent); }

.pager ul { list-style: none; margin: 0 0 .5rem; padding: 0; display: flex; flex-wrap: wrap; gap: .35rem; }
.pager a {
  display: inline-block; min-width: 44px; min-height: 44px; padding: .6rem .4rem; text-align: center; text-decoration: none;
  border: 1px solid var(--line); border-radius: .35rem; font-weight: 600; font-variant-numeric: tabular-nums;
}
.pager a[aria-current] { background: var(--accent); border-color: var(--accent); color: var(--accent-ink); }

.table-wrap { overflow-x: auto; margin: 0 0 .75rem; border: 1px solid var(--line); border-radius: .4rem; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
th, td { padding: .45rem .55rem; text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); }
thead th { background: var(--band); font-size: .8rem; text-transform: uppercase; letter-spacing: .03em; color: var(--muted); white-space: nowrap; }
tbody th { font-weight: 600; }
tbody tr:nth-child(even) td, tbody tr:nth-child(even) th { background: #fafbfc; }
tbody tr:hover td, tbody tr:hover th { background: #eef4fb; }
tbody tr:last-child > * { border-bottom: 0; }
.num { text-align: right; white-space: nowrap; }
tfoot th, tfoot td { font-weight: 700; border-top: 2px solid var(--line); border-bottom: 0; background: var(--band); }
.standing { font-size: 1.15rem; font-weight: 700; margin: 0 0 1rem; }
.stats-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: 0 1.25rem; }
.stats-grid h2 { margin-top: 1rem; }
.stats-grid .table-wrap { max-height: 24rem; overflow-y: auto; }
td.name, tbody th { overflow-wrap: break-word; }
table.standings tbody th { min-width: 8rem; }
td.name a, th a { text-decoration: none; }
td.name a:hover, th a:hover { text-decoration: underline; }
.identity { display: block; font-size: .8rem; color: var(--muted); }
.result { text-align: center; white-space: nowrap; font-weight: 700; }
.result span + span { margin-left: .4rem; }
table.pairings .name { min-width: 8rem; }
.cell { text-align: center; white-space: nowrap; }
table.cross { font-size: .9rem; }
table.cross th, table.cross td { padding: .35rem .4rem; }
.self { background: #d9dde2 !important; }
.wide table { width: auto; min-width: 100%; }
.wide .sticky { position: sticky; left: 0; z-index: 1; background: #fff; white-space: nowrap; box-shadow: 1px 0 0 var(--line); }
.wide thead .sticky { background: var(--band); }
.wide tbody tr:nth-child(even) .sticky { background: #fafbfc; }

/* A phone: the columns a reader can do without (start numbers, ratings, titles, clubs) give way. */
@media (max-width: 40rem) {
  .wrap { padding: 0 .6rem; }
  h1 { font-size: 1.3rem; }
  .site-header .event { font-size: 1.1rem; }
  .site-header { padding-bottom: .6rem; }
  .site-header nav ul { display: grid; grid-template-columns: repeat(3, 1fr); gap: .3rem; }
  .site-header nav a { padding: .6rem .3rem; text-align: center; border-radius: .35rem; background: rgba(255,255,255,.1); font-size: .95rem; }
  thead th { font-size: .7rem; letter-spacing: 0; }
  .wide .sticky { white-space: normal; min-width: 7.5rem; max-width: 10rem; }
  th, td { padding: .4rem .35rem; }
  .opt { display: none; }
  table.pairings .name { min-width: 0; }
  table.pairings td.name { font-size: .95rem; }
  .facts { grid-template-columns: 1fr 1fr; }
}

@media print {
  @page { margin: 12mm; }
  body { font-size: 10pt; }
  .site-header { background: none; color: #000; padding: 0; border-bottom: 1pt solid #000; }
  .site-header .event a { color: #000; }
  .site-header nav, .pager, .skip, .tiles { display: none; }
  .wrap { max-width: none; padding: 0; }
  h1, h2 { color: #000; }
  a { color: #000; text-decoration: none; }
  .table-wrap { overflow: visible; border: 0; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  th, td { padding: 1.5pt 4pt; }
  thead th { background: none; color: #000; border-bottom: 1pt solid #000; }
  tbody tr:nth-child(even) td, tbody tr:nth-child(even) th { background: none; }
  .opt { display: table-cell !important; }
  .wide .sticky { position: static; box-shadow: none; }
  .facts div { border-left-color: #000; }
}
`;
