/**
 * One-off check (not part of the test suite, which must not read outside the repo):
 *   npx tsx test/trf/corpusRoundTrip.script.ts /work/shared/corpus
 * reads every .trf under the folder, writes it back, and counts files whose 001 lines (canonical
 * layout, source lines dropped) and whole text (source kept) come back byte-identical.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readTrf, writeTrf } from '../../src/core/trf';
import type { TrfDocument } from '../../src/core/trf';

const root = process.argv[2] ?? '/work/shared/corpus';
const files: string[] = [];
const walk = (d: string): void => {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (n.endsWith('.trf')) files.push(p);
  }
};
walk(root);

const canonical = (doc: TrfDocument): TrfDocument => ({
  ...doc,
  players: doc.players.map(({ source: _source, ...p }) => p),
});
const playerLines = (t: string): string[] => t.split(/\r\n|\r|\n/).filter((l) => l.startsWith('001'));

let read = 0, whole = 0, lines001 = 0;
const failures: string[] = [];
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  const r = readTrf(text);
  if (!r.ok) { failures.push(`${f}: ${r.error.line}:${r.error.column} ${r.error.message}`); continue; }
  read++;
  if (writeTrf(r.doc) === text) whole++;
  else failures.push(`${f}: whole text differs`);
  const a = playerLines(text), b = playerLines(writeTrf(canonical(r.doc)));
  if (a.length === b.length && a.every((l, i) => l === b[i])) lines001++;
  else {
    const i = a.findIndex((l, k) => l !== b[k]);
    failures.push(`${f}: canonical 001 line ${i} differs:\n  ${a[i]}\n  ${b[i]}`);
  }
}
console.log(`${files.length} TRF files; ${read} read; ${whole} whole-text identical; ${lines001} canonical 001 lines identical`);
for (const f of failures.slice(0, 20)) console.log(f);

// Through the model: trfFromTournament(tournamentFromTrf(doc), doc) written back.
import { tournamentFromTrf, trfFromTournament } from '../../src/core/trf';
let model = 0;
const modelFailures: string[] = [];
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  const r = readTrf(text);
  if (!r.ok) continue;
  const double = f.includes('tcec_double');
  const built = tournamentFromTrf(r.doc, {
    settings: double ? { system: 'tcec', double: true } : { system: 'dutch', rules: '2026' },
    gamesPerRound: double ? 2 : 1,
  });
  if (!built.ok) { modelFailures.push(`${f}: ${built.error.line}:${built.error.column} ${built.error.message}`); continue; }
  const back = writeTrf(trfFromTournament(built.tournament, r.doc));
  const backCanonical = writeTrf(canonical(trfFromTournament(built.tournament, canonical(r.doc))));
  if (back === text && backCanonical === text) model++;
  else {
    const a = text.split(/\r\n|\r|\n/), b = (back === text ? backCanonical : back).split(/\r\n|\r|\n/);
    const i = a.findIndex((l, k) => l !== b[k]);
    modelFailures.push(`${f}: line ${i + 1} differs (${back === text ? 'canonical' : 'with source'}):\n  ${a[i]}\n  ${b[i]}`);
  }
}
console.log(`${model} of ${read} read files come back byte-identical through tournamentFromTrf → trfFromTournament`);
for (const f of modelFailures.slice(0, 10)) console.log(f);
