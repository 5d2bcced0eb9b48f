/**
 * Writes the real backups the fuzzers mutate (test/fixtures/backup/*.json), produced by the
 * backup writer (`exportBackup`) from tournaments stored through the repository:
 *   npx tsx test/fuzz/makeBackupFixtures.script.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { playerId } from '../../src/core/model';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { addPlayer, createTournament, exportBackup, importTournament, lockSeeding, saveRound, setPlannedBye, setResult } from '../../src/db/repository';
import { openDb } from '../../src/db/schema';
import type { PairwiseDb } from '../../src/db/schema';
import { fixtureText } from './corpus';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'backup');
const db: PairwiseDb = openDb('fixtures', { indexedDB: new IDBFactory(), IDBKeyRange });

const fromTrf = async (file: string, settings: Parameters<typeof tournamentFromTrf>[1]['settings'], games: number): Promise<number> => {
  const read = readTrf(fixtureText('trf', file));
  if (!read.ok) throw new Error(read.error.message);
  const built = tournamentFromTrf(read.doc, { settings, gamesPerRound: games, randomSeed: 901 });
  if (!built.ok) throw new Error(built.error.message);
  const stored = await importTournament(db, built.tournament, 901, 1_763_800_000_000);
  if (!stored.ok) throw new Error(stored.detail);
  return stored.value;
};

const write = async (id: number, name: string): Promise<void> => {
  const b = await exportBackup(db, id, 1_763_900_000_000);
  writeFileSync(join(out, name), JSON.stringify(b, null, 2) + '\n');
  console.log(`wrote ${name}`);
};

// A FIDE Dutch event, 36 players, 5 rounds played (byes, forfeits), a planned bye.
const dutch = await fromTrf('dutch_mix3_p036_r09_r06.trf', { system: 'dutch', rules: '2026' }, 1);
await setPlannedBye(db, dutch, 7, 8, 'H', 1_763_800_100_000);
await write(dutch, 'dutch_p036_r05.json');

// A TCEC double-round event: two games per board.
await write(await fromTrf('tcec_double_p8_r5_s901_r4.trf', { system: 'tcec', double: true }, 2), 'tcec_double_p8_r2.json');

// An engine Swiss event typed in by hand: every registration field, system state, notes, a null result.
const t = await createTournament(db, { name: 'Engine Cup «Ω»', settings: { system: 'engine-swiss', gamesPerMatch: 2, seedGroupCount: 2, rematchesConfirmed: false, allowExtraPairsOnTie: true, uniquePerMatchOnly: false, randomOpenings: false, openings: ['1. e4 e5', '1. d4 d5', '1. c4'] }, totalRounds: 4 }, 42, 1_763_700_000_000,
  [{ kind: 'openings', state: { order: [2, 0, 1] } }]);
if (!t.ok) throw new Error(t.detail);
const keys: number[] = [];
for (const [i, name] of ['Stockfish 17', 'Leela Chess Zero', 'Komodo Dragon', 'Torch', 'Ethereal'].entries()) {
  const k = await addPlayer(db, t.value, { name, rating: 3600 - 25 * i, ...(i === 0 ? { club: 'SF team', federation: 'NOR', fideId: '1', birthDate: '2008', sex: 'm', title: 'GM' } : {}) }, 1_763_700_000_100 + i);
  if (!k.ok) throw new Error(k.detail);
  keys.push(k.value);
}
await lockSeeding(db, t.value, keys, 'rating', 1_763_700_001_000);
const r1 = await saveRound(db, t.value, 1, { pairs: [{ white: playerId(1), black: playerId(3) }, { white: playerId(4), black: playerId(2) }], byes: [{ player: playerId(5), kind: 'U' }], notes: ['opening 3: 1. c4'] }, 1_763_700_002_000);
if (!r1.ok) throw new Error(r1.detail);
await setResult(db, t.value, 1, 1, 0, 'white-wins', 1_763_700_003_000);
await setResult(db, t.value, 1, 1, 1, 'draw', 1_763_700_003_100);
await setResult(db, t.value, 1, 2, 0, 'black-wins', 1_763_700_003_200);
await write(t.value, 'engine_swiss_p5_r1.json');
