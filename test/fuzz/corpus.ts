import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real files the fuzzers mutate (copied into test/fixtures; tests never read ../shared). */
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
export const fixtureText = (area: string, name: string): string => readFileSync(join(fixtures, area, name), 'utf8');

export interface Seed {
  readonly name: string;
  readonly text: string;
}
const all = (area: string, ext: string): Seed[] =>
  readdirSync(join(fixtures, area)).filter((n) => n.endsWith(ext)).sort().map((name) => ({ name: `${area}/${name}`, text: fixtureText(area, name) }));

/**
 * Every TRF fixture of test/fixtures/trf (all corpus families: Dutch, Burstein, TCEC, SASS; CR and
 * LF endings) and the real files other programs wrote (test/fixtures/real: TRF-2026 records, 299,
 * team records, XXA, JaVaFo's and Vega's layouts, CRLF).
 */
export const trfSeeds = (): Seed[] => [...all('trf', '.trf'), ...all('real', '.trf')];
export const csvSeeds = (): Seed[] => all('csv', '.csv');
export const backupSeeds = (): Seed[] => all('backup', '.json');
