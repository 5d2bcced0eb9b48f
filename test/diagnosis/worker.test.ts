import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { importTournament } from '../../src/db/repository';
import { createPairingClient } from '../../src/worker/client';
import { dump, freshDb } from '../db/helpers';

test('the worker answers an impossible round with the players and the rule in words (one rule per line), the diagnosis as data, and writes nothing', async () => {
  const read = readTrf(readFileSync(join(__dirname, '../fixtures/diagnosis/three_all_met.trf'), 'utf8'));
  if (!read.ok) throw new Error('fixture');
  const built = tournamentFromTrf(read.doc, { settings: { system: 'burstein' }, gamesPerRound: 1, randomSeed: 1 });
  if (!built.ok) throw new Error('fixture');
  const db = freshDb();
  const stored = await importTournament(db, built.tournament, 1, 0);
  if (!stored.ok) throw new Error(stored.detail);
  const before = await dump(db);
  const r = await createPairingClient({ inline: db }).send('pair-round', { tournamentId: stored.value, round: 4, now: 10 });
  expect(r).toMatchObject({
    kind: 'failed',
    error: {
      reason: 'no-valid-pairing',
      detail: 'Round 4 cannot be paired: Ann Lee (1) cannot be paired with anybody and may not have the bye.\n' +
        'Already played each other (C.04.3 C1: no rematch): Ann Lee (1)–Bob Kay (2) (round 1); Ann Lee (1)–Cem Ora (3) (round 2).\n' +
        'May not have the bye (C.04.3 C2: no second pairing-allocated bye): Ann Lee (1) (had it in round 3).',
      diagnosis: { system: 'burstein', round: 4, unpairable: { kind: 'no-opponent', player: 1, byeExists: true } },
    },
  });
  // Plain data: it survives postMessage.
  expect(structuredClone(r)).toEqual(r);
  expect(await dump(db)).toEqual(before);
});
