import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runList } from '../../src/cli/list';

const run = async (...args: string[]) => {
  let out = '';
  let err = '';
  const code = await runList(args, (t) => { out += t; }, (t) => { err += t; });
  return { code, out, err };
};

describe('pairwise list', () => {
  it('imports a FIDE list and finds players by name tokens and ID digits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pairwise-list-'));
    const imported = await run('import', 'test/fixtures/rating-list/sample.txt', '--month', '2026-11', '--dir', dir);
    expect(imported).toEqual({ code: 0, out: `19 players: the 2026-11 list (standard, rapid, blitz), kept in ${dir}\n`, err: '' });
    const found = await run('find', 'magn carl', '--dir', dir);
    expect(found.out).toBe('1503014\tCarlsen, Magnus\tGM\tNOR\t2823\tK 10\t1990\t\n1 found on the 2026-11 list\n');
    expect((await run('find', '246990', '--dir', dir, '--type', 'rapid')).out).toMatch(/^24699012\tLindqvist, Erik\t\tSWE\tunrated\tK -\t2009\t\n24699004\tLindqvist, Signe\t\tSWE\t1702\tK 40\t2011\tw\n2 found/);
  });

  it('refuses a bad file with its line (exit 3) and keeps the list it had; an unreadable file exits 5', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pairwise-list-'));
    await run('import', 'test/fixtures/rating-list/sample.xml', '--month', '2026-10', '--dir', dir);
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, readFileSync('test/fixtures/rating-list/sample.txt', 'latin1').replace('2723  11', '27x3  11'), 'latin1');
    const r = await run('import', bad, '--month', '2026-11', '--dir', dir);
    expect(r).toEqual({ code: 3, out: '', err: `pairwise list: ${bad}: Line 3, column 114: the rating (SRtng) must be a whole number, not "27x3"; nothing was stored\n` });
    expect(JSON.parse(readFileSync(join(dir, 'list.json'), 'utf8'))).toMatchObject({ month: '2026-10', players: 19 });
    expect(existsSync(join(dir, 'players.ndjson.part'))).toBe(false);
    expect((await run('import', join(dir, 'missing.zip'), '--dir', dir)).code).toBe(5);
    expect((await run('import', 'test/fixtures/rating-list/sample.txt', '--dir', dir)).err).toMatch(/which month is this list\?/);
    expect((await run('lookup')).code).toBe(3);
  });
});
