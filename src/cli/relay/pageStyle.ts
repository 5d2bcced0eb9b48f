/**
 * The public event page's style (served as /relay-page.css: the page's CSP allows styles from the
 * relay's own files only). Phone first: one column, tables that scroll sideways on their own.
 */
export const pageStyle = `
:root { color-scheme: light dark; --fg: #1b1d21; --bg: #fff; --muted: #5b6270; --line: #d7dbe2; --accent: #1c5fd1; --soft: #eef2f8; }
@media (prefers-color-scheme: dark) { :root { --fg: #e8eaee; --bg: #14161a; --muted: #a4abb8; --line: #333842; --accent: #7aa7ff; --soft: #1f242c; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 60rem; margin: 0 auto; padding: 0.75rem; }
h1 { font-size: 1.3rem; margin: 0.25rem 0; }
h2 { font-size: 1.1rem; margin: 1rem 0 0.5rem; }
.status { color: var(--muted); margin: 0 0 0.5rem; font-size: 0.9rem; }
.status.live::before { content: "● "; color: #1f9d55; }
.status.off::before { content: "● "; color: #c2410c; }
nav { display: flex; gap: 0.25rem; flex-wrap: wrap; margin: 0.5rem 0; }
nav button { font: inherit; padding: 0.45rem 0.8rem; border: 1px solid var(--line); border-radius: 999px; background: var(--bg); color: var(--fg); min-height: 2.5rem; }
nav button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
label { display: block; font-size: 0.9rem; color: var(--muted); margin: 0.5rem 0 0.25rem; }
input[type="search"] { width: 100%; font: inherit; padding: 0.5rem 0.65rem; border: 1px solid var(--line); border-radius: 0.4rem; background: var(--bg); color: var(--fg); }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
th, td { text-align: left; padding: 0.4rem 0.35rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; color: var(--muted); font-size: 0.85rem; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.res { white-space: nowrap; font-weight: 600; }
table.cross td, table.cross th { text-align: center; padding: 0.3rem 0.25rem; white-space: nowrap; }
table.cross td:nth-child(2), table.cross th:nth-child(2) { text-align: left; }
button.player { font: inherit; color: var(--accent); background: none; border: 0; padding: 0; text-align: left; text-decoration: underline; cursor: pointer; }
.note { background: var(--soft); border-radius: 0.4rem; padding: 0.5rem 0.65rem; }
section.mine { border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.25rem 0.75rem 0.75rem; margin: 0.5rem 0; }
section.mine h2 { margin-top: 0.5rem; }
section.mine button, .report button { font: inherit; min-height: 2.75rem; padding: 0.45rem 0.8rem; border: 1px solid var(--accent); border-radius: 0.4rem; background: var(--bg); color: var(--accent); }
.report { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0.25rem 0 0.5rem; }
section.mine button.danger { border-color: #b42318; color: #b42318; }
section.mine button:disabled { opacity: 0.5; }
`;
