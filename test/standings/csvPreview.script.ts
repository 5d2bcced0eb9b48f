/**
 * Prints the first rows of the standings and crosstable CSV the app exports for a FIDE Dutch TRF
 * (for reviewing by eye): npx tsx test/standings/csvPreview.script.ts FILE.trf [rows]
 */
import { readFileSync } from 'node:fs';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { standingsCsv, crosstableCsv } from '../../src/core/standings';
import { standingsReportOf } from '../../src/core/systems';
const r = readTrf(readFileSync(process.argv[2]!, 'utf8'));
if (!r.ok) throw new Error('bad');
const b = tournamentFromTrf(r.doc, { settings: { system: 'dutch', rules: '2026' } });
if (!b.ok) throw new Error('bad2');
const rep = standingsReportOf(b.tournament);
if (!rep.ok) throw new Error(rep.detail);
console.log(standingsCsv(b.tournament, rep.rows).split('\r\n').slice(0, 1 + Number(process.argv[3] ?? 10)).join('\n'));
console.log();
console.log(crosstableCsv(b.tournament, rep.rows).split('\r\n').slice(0, 1 + Number(process.argv[3] ?? 10)).join('\n'));
