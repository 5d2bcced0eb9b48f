import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Tournament } from '../../src/core/model';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';

export const fixtureDir = (rules: '2026' | '2017'): string =>
  join(__dirname, '..', 'fixtures', rules === '2026' ? 'dutch' : 'dutch-2017');

/** The `NAME_rRR.trf` states of a fixture folder, sorted. */
export const corpusStates = (rules: '2026' | '2017'): string[] =>
  readdirSync(fixtureDir(rules)).filter((f) => /_r\d\d_r\d\d\.trf$/.test(f)).sort();

export const loadState = (rules: '2026' | '2017', file: string): Tournament => {
  const read = readTrf(readFileSync(join(fixtureDir(rules), file), 'utf8'));
  if (!read.ok) throw new Error(`${file}: ${read.error.message}`);
  const built = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules } });
  if (!built.ok) throw new Error(`${file}: ${JSON.stringify(built.error)}`);
  return built.tournament;
};

/** The expected pairing as a sorted list of "WHITE BLACK" (bye "P 0"). */
export const expectedPairs = (rules: '2026' | '2017', file: string): string[] =>
  readFileSync(join(fixtureDir(rules), file.replace(/\.trf$/, '.expected')), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.trim().split(/\s+/).join(' '))
    .sort();
