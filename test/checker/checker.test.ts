import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTournament, formatCheckReport, stateBeforeRound } from '../../src/core/checker';
import { bursteinChecklist as checklist } from '../../src/core/systems/burstein/checklist';
import type { PairingSystem, Round, Tournament } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';
import { readTrf, tournamentFromTrf, trfFromTournament, writeTrf } from '../../src/core/trf';
import { runCli } from '../../src/cli/run';

const root = join(__dirname, '../fixtures/burstein');
const whole = readdirSync(root).filter((f) => /^([a-z0-9]+_)?p\d+_r\d+\.trf$/.test(f)).sort();
const burstein: PairingSystem = systemFor({ system: 'burstein' });

const load = (file: string): Tournament => {
  const read = readTrf(readFileSync(join(root, file), 'utf8'));
  if (!read.ok) throw new Error(read.error.message);
  const built = tournamentFromTrf(read.doc, { settings: { system: 'burstein' } });
  if (!built.ok) throw new Error('cannot build');
  return built.tournament;
};

/** The same tournament with the Black players of two boards of one round exchanged. */
const swapBoards = (t: Tournament, round: number, a: number, b: number): Tournament => {
  const r = t.rounds[round - 1]!;
  const pa = r.pairings[a]!;
  const pb = r.pairings[b]!;
  const pairings = r.pairings.map((p, i) => (i === a ? { ...p, black: pb.black } : i === b ? { ...p, black: pa.black } : p));
  const changed: Round = { ...r, pairings };
  return { ...t, rounds: t.rounds.map((x, i) => (i === round - 1 ? changed : x)) };
};

describe('checkTournament (bbpPairings -c)', () => {
  it.each(whole)('%s: every round is the Burstein pairing bbpPairings made', (file) => {
    const report = checkTournament(load(file), burstein);
    expect(report.rounds).toBeGreaterThanOrEqual(5);
    expect(report.discrepancies).toEqual([]);
  });

  it('names the round of a copy with two boards swapped, and only rounds from there on', () => {
    const t = swapBoards(load('mix2_p023_r08.trf'), 4, 0, 1);
    const report = checkTournament(t, burstein);
    expect(report.discrepancies[0]!.round).toBe(4);
    expect(report.discrepancies.every((d) => d.round >= 4)).toBe(true);
    const d = report.discrepancies[0]!;
    expect(d.summary).toMatch(/^Round 4: the pairing system pairs .+; the file has .+\.$/);
    const text = formatCheckReport(report, 'x.trf');
    expect(text).toContain('x.trf: Round #4\n  Checker pairings        Tournament pairings \n');
    expect(text.startsWith('x.trf: Round #1\nx.trf: Round #2\nx.trf: Round #3\nx.trf: Round #4\n')).toBe(true);
  });

  it('the state before a round keeps that round\'s requested byes and absences as planned byes', () => {
    const t = load('mix1_p014_r07.trf');
    for (let r = 1; r <= t.rounds.length; r++) {
      const before = stateBeforeRound(t, r);
      expect(before.rounds).toHaveLength(r - 1);
      const planned = before.plannedByes.filter((b) => b.round === r).map((b) => b.player).sort((x, y) => x - y);
      const notPaired = t.rounds[r - 1]!.byes.filter((b) => b.kind !== 'U').map((b) => b.player).sort((x, y) => x - y);
      expect(planned).toEqual(notPaired);
    }
  });

  it('through the CLI: exit 0 and one line per round when all agree; exit 1 naming the round otherwise', async () => {
    const t = load('p012_r06.trf');
    const files = new Map<string, string>([
      ['good.trf', readFileSync(join(root, 'p012_r06.trf'), 'utf8')],
      ['bad.trf', writeTrf(trfFromTournament(swapBoards(t, 3, 1, 2)))],
    ]);
    const run = async (...argv: string[]) => {
      let stdout = '';
      let stderr = '';
      const code = await runCli(argv, {
        readFile: (p) => (files.has(p) ? Promise.resolve(files.get(p)!) : Promise.reject(new Error('no such file'))),
        writeFile: (p, text) => { files.set(p, text); return Promise.resolve(); },
        stdout: (x) => { stdout += x; },
        stderr: (x) => { stderr += x; },
      });
      return { code, stdout, stderr };
    };
    const good = await run('--burstein', 'good.trf', '-c', '-l', 'list.txt');
    expect(good).toEqual({ code: 0, stdout: [1, 2, 3, 4, 5, 6].map((k) => `good.trf: Round #${k}\n`).join(''), stderr: '' });
    expect(files.get('list.txt')!.match(/^Round #\d+$/gm)).toHaveLength(6);
    const bad = await run('--burstein', 'bad.trf', '-c');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('bad.trf: Round #3\n  Checker pairings');
    expect(bad.stderr).toMatch(/rounds differ from the pairing system: 3/);
  });
});

describe('checklist (-l)', () => {
  it('Burstein: one row per player to be paired, score groups apart, SB/Buchholz/median columns, the pairing made', () => {
    const t = stateBeforeRound(load('p019_r07.trf'), 5);
    const outcome = burstein.pairNextRound(t);
    if (!outcome.ok) throw new Error(outcome.detail);
    const text = checklist(t, outcome.round);
    const lines = text.split('\n');
    const header = lines[1]!.split('\t').map((c) => c.trim());
    expect(header.slice(0, 10)).toEqual(['ID', 'Pts', '-----', 'Pref', 'Sonneborn-Berger', 'Buchholz score', 'Buchholz tiebreak', 'Median score', 'Median tiebreak', 'Cur']);
    const rows = lines.filter((l) => /^\s*\d+\t/.test(l)).map((l) => l.split('\t').map((c) => c.trim()));
    expect(rows).toHaveLength(19);
    // Every paired player's Cur names his opponent and colour; the bye says so.
    for (const p of outcome.round.pairs) {
      expect(rows.find((r) => r[0] === String(p.white))![9]).toBe(`(${p.black}W)`);
      expect(rows.find((r) => r[0] === String(p.black))![9]).toBe(`(${p.white}B)`);
    }
    // Scores never increase down the list; Buchholz score = Buchholz tiebreak × score.
    const pts = rows.map((r) => Number(r[1]));
    expect(pts).toEqual([...pts].sort((a, b) => b - a));
    for (const r of rows) expect(Number(r[5])).toBeCloseTo(Number(r[6]) * Number(r[1]), 6);
    expect(text.endsWith('\n\n\n')).toBe(true);
  });
});
