import { strFromU8, unzipSync } from 'fflate';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { runCli } from '../../src/cli/run';
import { generateTournament, generatedTrf } from '../../src/core/generator';
import type { SystemSettings } from '../../src/core/model';
import { standingsReportOf, systemFor } from '../../src/core/systems';
import { loadSnapshot } from '../../src/db/repository';
import { createPairingClient } from '../../src/worker/client';
import { freshDb } from '../db/helpers';

/** `pairwise html`: the results site from a TRF, run in-process on real files in a temporary folder. */
const dir = mkdtempSync(join(tmpdir(), 'pairwise-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dutch: SystemSettings = { system: 'dutch', rules: '2026' };
const played = (() => {
  const g = generateTournament({ settings: dutch, system: systemFor(dutch), seed: 7, config: { playersNumber: 12, roundsNumber: 4 } });
  if (!g.ok) throw new Error(g.detail);
  // A hostile name, as any file may carry.
  return generatedTrf({ ...g.tournament, name: 'Club <Open>', players: g.tournament.players.map((p) => (p.id === 1 ? { ...p, name: '<script>x</script>' } : p)) });
})();
const event = join(dir, 'event.trf');
writeFileSync(event, played);

const run = async (...args: string[]): Promise<{ code: number; stderr: string }> => {
  let stderr = '';
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((s: string) => { stderr += s; return true; }) as typeof process.stderr.write;
  try {
    return { code: await main(args, () => Promise.reject(new Error('no hub here'))), stderr };
  } finally {
    process.stderr.write = write;
  }
};

describe('pairwise html', () => {
  it('writes the site into a folder: index, players, every round, standings, crosstable, statistics, a card per player, style (exit 0)', async () => {
    expect(played).toMatch(/^192 /m);
    const out = join(dir, 'site');
    expect(await run('html', event, '-o', `${out}/`)).toEqual({ code: 0, stderr: '' });
    expect(readdirSync(out).sort()).toEqual([
      'crosstable.html', 'index.html', ...Array.from({ length: 12 }, (_, i) => `player-${i + 1}.html`).sort(), 'players.html',
      'round-1.html', 'round-2.html', 'round-3.html', 'round-4.html', 'standings.html', 'statistics.html', 'style.css',
    ]);
    const players = readFileSync(join(out, 'players.html'), 'utf8');
    expect(players).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(players).not.toContain('<script>');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<title>Club &lt;Open&gt;</title>');
  });

  it('writes one zip when the output ends in .zip, beside the input when it names no folder', async () => {
    expect(await run('html', event, '-o', 'site.zip')).toEqual({ code: 0, stderr: '' });
    const files = unzipSync(new Uint8Array(readFileSync(join(dir, 'site.zip'))));
    expect(Object.keys(files)).toContain('round-4.html');
    expect(strFromU8(files['standings.html']!)).toContain('<h1>Final standings after round 4</h1>');
  });

  it('takes the system from a flag when the file names none, and exits 3 without one', async () => {
    const bare = join(dir, 'bare.trf');
    writeFileSync(bare, played.split('\n').filter((l) => !/^(192|PWS)/.test(l)).join('\n'));
    const none = await run('html', bare, '-o', join(dir, 'bare-site'));
    expect(none.code).toBe(3);
    expect(none.stderr).toContain('does not say which pairing system it uses');
    expect(await run('html', '--dutch', bare, '-o', join(dir, 'bare-site'))).toEqual({ code: 0, stderr: '' });
    expect(readdirSync(join(dir, 'bare-site'))).toContain('standings.html');
  });

  it('ranks the standings as the app\'s standings screen does, a file paired by line order (XXC rank) numbered as the app\'s import numbers it', async () => {
    // "Rank No. Name" rows of the site's standings page, and of the app's screen after its TRF import.
    const siteRows = (page: string): string[] => {
      const body = page.split('<tbody>')[1] ?? '';
      return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => {
        const cells = [...m[1]!.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((c) => c[1]!.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&'));
        return `${cells[0]} ${cells[1]} ${cells[2]}`;
      });
    };
    const appRows = async (text: string, system: string): Promise<string[]> => {
      const db = freshDb();
      const imported = await createPairingClient({ inline: db }).send('import-trf', { text, fileName: 'event.trf', system, randomSeed: 1, now: 1 });
      if (imported.kind !== 'done') throw new Error(JSON.stringify(imported));
      const t = (await loadSnapshot(db, imported.tournamentId))!.tournament;
      const report = standingsReportOf(t);
      if (!report.ok) throw new Error(report.detail);
      return report.rows.map((r) => `${r.rank} ${r.player} ${t.players.find((p) => p.id === r.player)!.name}`);
    };
    // A final Dutch event (test/fixtures/standings), its 001 lines reversed under "XXC rank white1".
    const lines = readFileSync('test/fixtures/standings/mix1_p014_r07.trf', 'utf8').split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
    const byLine = [...lines.filter((l) => !l.startsWith('001') && !l.startsWith('XXC')), 'XXC rank white1', ...lines.filter((l) => l.startsWith('001')).reverse()].join('\n') + '\n';
    const cases: [string, string, string[]][] = [['event.trf', played, []], ['by-line.trf', byLine, ['--dutch']], ['in-order.trf', lines.join('\n') + '\n', ['--dutch']]];
    for (const [name, text, flags] of cases) {
      const written = new Map<string, string>();
      let stderr = '';
      const code = await runCli(['html', name, '-o', 'site', ...flags], {
        readFile: () => Promise.resolve(text), writeFile: (path, contents) => { written.set(path, contents); return Promise.resolve(); },
        makeDir: () => Promise.resolve(), stdout: () => {}, stderr: (x) => { stderr += x; },
      });
      expect(code, name).toBe(0);
      expect(stderr, name).toEqual(name === 'by-line.trf' ? expect.stringContaining('XXC rank: players are numbered in the order of their 001 lines') as string : '');
      const site = siteRows(written.get(join('site', 'standings.html')) ?? '');
      expect(site.length, name).toBeGreaterThan(10);
      expect(site, name).toEqual(await appRows(text, flags.length === 0 ? 'from-file' : 'dutch'));
    }
  });

  it('exits 3 on what it does not understand, 5 on a file it cannot read or write', async () => {
    expect((await run('html', event)).code).toBe(3);
    expect((await run('html', event, '-o', join(dir, 'x'), '--everything')).code).toBe(3);
    expect((await run('html', '-o', join(dir, 'x'))).code).toBe(3);
    expect((await run('html', event, '-o', join(dir, 'x'), '--double')).code).toBe(3);
    const junk = join(dir, 'junk.trf');
    writeFileSync(junk, 'not a tournament\n');
    expect((await run('html', junk, '-o', join(dir, 'junk-site'))).code).toBe(3);
    expect((await run('html', join(dir, 'missing.trf'), '-o', join(dir, 'y'))).code).toBe(5);
    // A folder where a file is: cannot be made.
    const cannot = await run('html', event, '-o', join(event, 'site'));
    expect(cannot.code).toBe(5);
    expect(cannot.stderr).toContain('cannot write');
  });

  it('without a file system to write to (an embedding that gives none), exits 5 rather than pretend', async () => {
    let err = '';
    const code = await runCli(['html', 'e.trf', '-o', 'site'], {
      readFile: () => Promise.resolve(played), writeFile: () => Promise.resolve(), stdout: () => {}, stderr: (x) => { err += x; },
    });
    expect(code).toBe(5);
    expect(err).toContain('cannot write site');
  });
});
