import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../src/core/model';
import { runCli } from '../../src/cli/run';
import { readTrf, systemOfTrf, tournamentFromTrf, trfFromTournament, writeTrf } from '../../src/core/trf';
import { standings, systemModule } from '../../src/core/systems';
import { scheduledRound } from '../../src/core/systems/round-robin';
import { emptyRoundRobin, play, rrSettings } from './helpers';

/** Runs the command line in-process over files held in memory. */
const cli = async (files: Record<string, string>, ...argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    readFile: async (p) => { if (!(p in files)) throw new Error('no such file'); return files[p]!; },
    writeFile: async (p, text) => { files[p] = text; },
    stdout: (t) => { stdout += t; },
    stderr: (t) => { stderr += t; },
  });
  return { code, stdout, stderr };
};

const trfOf = (t: Tournament): string => writeTrf(trfFromTournament(t));

describe('pairwise --round-robin', () => {
  it('pairs the next round from the Berger table with the start numbers as pairing numbers: count line, WHITE BLACK in board order, the bye as P 0', async () => {
    const t = play(emptyRoundRobin(7, false), 3);
    const r = await cli({ 'rr.trf': trfOf(t) }, '--round-robin', 'rr.trf', '-p');
    const table = scheduledRound(7, 4, { cycles: 1, exchangeLastRounds: false });
    expect(r).toEqual({ code: 0, stderr: '', stdout: `4\n${table.boards.map((b) => `${b.white} ${b.black}\n`).join('')}${table.bye} 0\n` });
    // The printed table for 8, round 4: 8-6 7-5 1-4 2-3; with 7 players 6 has the bye.
    expect(r.stdout).toBe('4\n7 5\n1 4\n2 3\n6 0\n');
  });

  it('--double pairs the second cycle with colours reversed and, as FIDE_DOUBLEROUNDROBIN, the first cycle\'s last two rounds exchanged', async () => {
    const eight = play(emptyRoundRobin(10, true), 7);
    const r8 = await cli({ 'x.trf': trfOf(eight) }, '--round-robin', '--double', 'x.trf', '-p');
    // Round 8 plays table round 9 (5-10 6-4 7-3 8-2 9-1); without the exchange, table round 8.
    expect(r8.stdout).toBe('5\n5 10\n6 4\n7 3\n8 2\n9 1\n');
    // The file's 192 FIDE_DOUBLEROUNDROBIN asks for the exchange: --no-exchange contradicts it
    // (exit 3, as bbpPairings refuses a contradicting flag); without the record the flag decides.
    const contradicted = await cli({ 'x.trf': trfOf(eight) }, '--round-robin', '--double', '--no-exchange', 'x.trf', '-p');
    expect(contradicted.code).toBe(3);
    expect(contradicted.stderr).toMatch(/192 FIDE_DOUBLEROUNDROBIN \(line \d+\).*contradicts the command line/);
    const untyped = trfOf(eight).split('\n').filter((l) => !l.startsWith('192 ')).join('\n');
    const plain = await cli({ 'x.trf': untyped }, '--round-robin', '--double', '--no-exchange', 'x.trf', '-p');
    expect(plain.stdout).toBe('5\n10 9\n1 8\n2 7\n3 6\n4 5\n');
    const ten = play(emptyRoundRobin(10, true), 9);
    const r10 = await cli({ 'x.trf': trfOf(ten) }, '--round-robin', '--double', 'x.trf', '-p');
    // Round 10 opens the second cycle: table round 1 (1-10 2-9 3-8 4-7 5-6), colours reversed.
    expect(r10.stdout).toBe('5\n10 1\n9 2\n8 3\n7 4\n6 5\n');
  });

  it('-c checks a finished round robin: every round as the table gives it (exit 0), a round that is not (exit 1)', async () => {
    const t = play(emptyRoundRobin(6, true), 10);
    const ok = await cli({ 'rr.trf': trfOf(t) }, '--round-robin', '--double', 'rr.trf', '-c');
    expect(ok.code).toBe(0);
    // Round 3 played with the colours of board 1 reversed.
    const swapped: Tournament = { ...t, rounds: t.rounds.map((r) => (r.number !== 3 ? r : { ...r, pairings: r.pairings.map((p, i) => (i === 0 ? { ...p, white: p.black, black: p.white } : p)) })) };
    const bad = await cli({ 'rr.trf': trfOf(swapped) }, '--round-robin', '--double', 'rr.trf', '-c');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/rounds differ from the pairing system: 3/);
  });

  it('refuses --no-exchange without --double, and a field the tables do not cover', async () => {
    const t = play(emptyRoundRobin(4, false), 1);
    expect((await cli({ 'rr.trf': trfOf(t) }, '--round-robin', '--no-exchange', 'rr.trf', '-p')).code).toBe(3);
    const big = emptyRoundRobin(25, false);
    const r = await cli({ 'rr.trf': trfOf(big) }, '--round-robin', 'rr.trf', '-p');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/3 to 24 players; this one has 25/);
  });
});

describe('a round robin in a TRF', () => {
  it('writes record 192 from FIDE\'s table, and the file names its own system again', () => {
    for (const [settings, code] of [
      [rrSettings(false), 'BERGER_ROUNDROBIN'],
      [rrSettings(true), 'FIDE_DOUBLEROUNDROBIN'],
      [rrSettings(true, false), 'BERGER_DOUBLEROUNDROBIN'],
    ] as const) {
      const t = { ...play(emptyRoundRobin(6, settings.double), 2), settings };
      const text = trfOf(t);
      expect(text).toContain(`\n192 ${code}\n`);
      expect(text).not.toContain('PWS');
      const read = readTrf(text);
      if (!read.ok) throw new Error(read.error.message);
      expect(systemOfTrf(read.doc.settings)).toEqual({ ok: true, settings, from: '192' });
    }
    for (const code of ['FIDE_ROUNDROBIN', 'BERGER_ROUNDROBIN_G1']) expect(systemModule(rrSettings(false)).trf?.read?.(code)).toEqual(rrSettings(false));
    expect(systemModule(rrSettings(false)).trf?.read?.('BERGER_ROUNDROBIN_G2')).toEqual(rrSettings(true, false));
  });

  it('a finished double round robin with a withdrawal re-imports to the same standings and rounds', () => {
    const t = play(emptyRoundRobin(10, true), 18, 21, [[4, 7]]);
    const read = readTrf(trfOf(t));
    if (!read.ok) throw new Error(read.error.message);
    const back = tournamentFromTrf(read.doc, { settings: rrSettings(true) });
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.tournament.scoring.pairingAllocatedBye).toBe(0);
    // A TRF has no board numbers (the reader numbers boards by the better start rank): the games compare as sets.
    const games = (x: Tournament) => x.rounds.map((r) => r.pairings.map((p) => `${p.white}-${p.black} ${p.games.join()}`).sort());
    expect(games(back.tournament)).toEqual(games(t));
    const a = standings(t);
    const b = standings(back.tournament);
    expect(b.ok && b.rows).toEqual(a.ok && a.rows);
    expect(b.ok && b.excluded?.map((e) => e.player)).toEqual([4]);
  });
});
