/**
 * The checker over whole reference tournaments: `npx tsx test/checker/corpus.script.ts DIR SYSTEM`
 * (SYSTEM: burstein | dutch | dutch-2017). Prints each tournament's discrepancies and a total.
 * Every system is the shipped one (`systemFor`), as the CLI's `-c` and the app use it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkTournament, formatCheckReport } from '../../src/core/checker';
import type { PairingSystem, SystemSettings } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';

const [dir = '', which = 'burstein'] = process.argv.slice(2);
const settings: SystemSettings = which === 'burstein' ? { system: 'burstein' } : { system: 'dutch', rules: which === 'dutch-2017' ? '2017' : '2026' };
const system: PairingSystem = systemFor(settings);
let clean = 0;
let total = 0;
const t0 = performance.now();
for (const f of readdirSync(dir).filter((f) => /^([a-z0-9]+_)?p\d+_r\d+\.trf$/.test(f)).sort()) {
  const read = readTrf(readFileSync(join(dir, f), 'utf8'));
  if (!read.ok) throw new Error(`${f}: ${read.error.message}`);
  const built = tournamentFromTrf(read.doc, { settings });
  if (!built.ok) throw new Error(`${f}: cannot build`);
  const report = checkTournament(built.tournament, system);
  total++;
  if (report.discrepancies.length === 0) clean++;
  else process.stdout.write(formatCheckReport(report, f) + report.discrepancies.map((d) => d.summary).join('\n') + '\n');
  console.log(`${f}: ${report.rounds} rounds, ${report.discrepancies.length} differ`);
}
console.log(`${clean}/${total} tournaments with no discrepancy (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
