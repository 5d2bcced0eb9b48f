import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import type { CliIo } from '../../src/cli/run';
import { replayTcec, tcecSystem } from '../../src/core/systems/tcec';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';

/**
 * Every tcec_single / tcec_double state of the reference corpus (oracle-manifest.tsv), paired by
 * the same code path as `pairwise --tcec [--double] state.trf -p`, compared line for line with the
 * reference's `.expected` (our leading count line aside): pairs in playing order, bye last.
 */
const root = join(__dirname, '../fixtures/tcec');
interface State {
  readonly family: string;
  readonly tournament: string;
  readonly round: number;
  readonly trf: string;
  readonly expected: string;
  readonly args: readonly string[];
  readonly note: string;
}
const manifest: State[] = readFileSync(join(root, 'manifest.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((l) => l.trim() !== '')
  .map((l) => {
    const [family = '', tournament = '', round = '', trf = '', expected = '', args = '', note = ''] = l.split('\t');
    return { family, tournament, round: Number(round), trf, expected, args: args.split(' ').filter((a) => a !== ''), note };
  });

const runPairing = async (argv: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    readFile: (path) => readFile(path, 'utf8'),
    writeFile: () => Promise.reject(new Error('no files are written here')),
    stdout: (t) => { stdout += t; },
    stderr: (t) => { stderr += t; },
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
};

describe('TCEC conformance with the reference corpus', () => {
  it('covers all 144 states of both families', () => {
    expect(manifest.filter((s) => s.family === 'tcec_single')).toHaveLength(102);
    expect(manifest.filter((s) => s.family === 'tcec_double')).toHaveLength(42);
  });

  it.each(manifest.map((s) => [`${s.family} ${s.tournament} round ${s.round}${s.note ? ` (${s.note})` : ''}`, s] as const))(
    '%s',
    async (_name, s) => {
      const result = await runPairing(['--tcec', ...s.args, join(root, s.trf), '-p']);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const [count, ...lines] = result.stdout.trimEnd().split('\n');
      const expected = readFileSync(join(root, s.expected), 'utf8').trimEnd().split(/\r?\n/);
      expect(lines).toEqual(expected);
      expect(Number(count)).toBe(expected.length);
    },
  );

  const removals = manifest.filter((s) => s.note.startsWith('removes_history_rounds='));
  it.each(removals.map((s) => [`${s.tournament} round ${s.round}: ${s.note}`, s] as const))(
    'TCEC STEP 3 note names the removed rounds: %s',
    (_name, s) => {
      const read = readTrf(readFileSync(join(root, s.trf), 'utf8'));
      if (!read.ok) throw new Error(read.error.message);
      const double = s.args.includes('--double');
      const built = tournamentFromTrf(read.doc, { settings: { system: 'tcec', double }, gamesPerRound: double ? 2 : 1 });
      if (!built.ok) throw new Error(built.error.message);
      const outcome = tcecSystem.pairNextRound(built.tournament);
      if (!outcome.ok) throw new Error(outcome.detail);
      const rounds = s.note.slice('removes_history_rounds='.length).split(',');
      const named = rounds.length === 1 ? `round ${rounds[0]}` : `rounds ${rounds.join(', ')}`;
      expect(outcome.round.notes).toContain(
        `TCEC STEP 3: encounters of ${named} removed from the encounter history (no viable pairing otherwise); the removal is permanent.`,
      );
    },
  );

  const finals = [...new Set(manifest.map((s) => `${s.family}/${s.tournament}/${s.tournament}_final.trf`))];
  it.each(finals)('replaying %s gives every player the score the TRF states', (file) => {
    const read = readTrf(readFileSync(join(root, file), 'utf8'));
    if (!read.ok) throw new Error(read.error.message);
    const double = file.startsWith('tcec_double');
    const built = tournamentFromTrf(read.doc, { settings: { system: 'tcec', double }, gamesPerRound: double ? 2 : 1 });
    if (!built.ok) throw new Error(built.error.message);
    const replayed = replayTcec(built.tournament, double ? 2 : 1);
    if (!replayed.ok) throw new Error(replayed.detail);
    const scores = new Map([...replayed.state.players.values()].map((p) => [p.id as number, p.score as number]));
    expect(read.doc.players.map((p) => [p.startRank, scores.get(p.startRank)])).toEqual(read.doc.players.map((p) => [p.startRank, p.points]));
  });
});
