import { describe, expect, it } from 'vitest';
import { generateTournament, generatedTrf } from '../../src/core/generator';
import type { SystemSettings } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';
import { loadTournament } from '../../src/db/repository';
import { createPairingClient } from '../../src/worker/client';
import { dump, freshDb } from '../db/helpers';

const dutch: SystemSettings = { system: 'dutch', rules: '2026' };
const trfOf = (players: number, rounds: number): string => {
  const g = generateTournament({ settings: dutch, system: systemFor(dutch), seed: 5, config: { playersNumber: players, roundsNumber: rounds } });
  if (!g.ok) throw new Error(g.detail);
  return generatedTrf(g.tournament);
};

describe('importing a TRF file in the worker (inline fallback)', () => {
  it('reads the file and stores the tournament with its rounds, opening on the rounds', async () => {
    const db = freshDb();
    const r = await createPairingClient({ inline: db }).send('import-trf', { text: trfOf(40, 3), fileName: 'open.trf', system: 'from-file', randomSeed: 9, now: 5 });
    expect(r).toMatchObject({ kind: 'done', tab: 'rounds', warnings: [] });
    if (r.kind !== 'done') return;
    const t = await loadTournament(db, r.tournamentId);
    expect(t?.players).toHaveLength(40);
    expect(t?.rounds).toHaveLength(3);
    expect(t?.settings).toEqual(dutch);
  });

  it('refuses a broken line, naming the file, line and column, and stores nothing', async () => {
    const db = freshDb();
    const lines = trfOf(10, 1).split('\n');
    const at = lines.findIndex((l) => l.startsWith('001'));
    lines[at] = `${lines[at]!.slice(0, 48)}29x0${lines[at]!.slice(52)}`; // the rating, columns 49-52
    const before = await dump(db);
    const r = await createPairingClient({ inline: db }).send('import-trf', { text: lines.join('\n'), fileName: 'bad.trf', system: 'from-file', randomSeed: 9, now: 5 });
    expect(r).toMatchObject({ kind: 'failed', error: { reason: 'invalid-input', field: expect.stringMatching(new RegExp(`^bad\\.trf, line ${at + 1}, column \\d+`)) } });
    expect(await dump(db)).toEqual(before);
  });
});
