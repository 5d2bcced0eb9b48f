/**
 * The generator-checker round trip at scale: `npx tsx test/generator/batch.script.ts [COUNT] [SYSTEM]`
 * generates COUNT tournaments (default 1000; sizes 8-300 players, 5-11 rounds, varied draw,
 * forfeit, retired and half-point-bye rates, 1/½/0 or 3/1/0 scoring, seeds 1..COUNT) with SYSTEM
 * (burstein | tcec, default burstein), checks each with the checker, and prints the failures and
 * the time taken.
 */
import { checkTournament } from '../../src/core/checker';
import { generateTournament } from '../../src/core/generator';
import type { GeneratorConfigFile } from '../../src/core/generator';
import type { SystemSettings, Tenths } from '../../src/core/model';
import { createRng } from '../../src/core/random/rng';
import { systemFor } from '../../src/core/systems';

const count = Number(process.argv[2] ?? 1000);
const which = process.argv[3] ?? 'burstein';
const settings: SystemSettings = which === 'tcec' ? { system: 'tcec', double: false } : { system: 'burstein' };
const system = systemFor(settings);
let failures = 0;
let rounds = 0;
let players = 0;
let genMs = 0;
let checkMs = 0;
const t0 = performance.now();
for (let seed = 1; seed <= count; seed++) {
  const pick = createRng(seed * 7919);
  const config: GeneratorConfigFile = {
    playersNumber: pick.int(8, 300),
    roundsNumber: pick.int(5, 11),
    drawPercentage: pick.int(0, 60),
    forfeitRate: [Number.POSITIVE_INFINITY, 6, 15, 40][pick.int(0, 3)]!,
    retiredRate: [Number.POSITIVE_INFINITY, 4, 10, 50][pick.int(0, 3)]!,
    halfPointByeRate: [Number.POSITIVE_INFINITY, 3, 8, 30][pick.int(0, 3)]!,
    ...(pick.int(0, 3) === 0 ? { pointsForWin: 30 as Tenths, pointsForDraw: 10 as Tenths } : {}),
    ...(pick.int(0, 5) === 0 ? { pointsForPAB: 5 as Tenths } : {}),
  };
  const a = performance.now();
  const g = generateTournament({ settings, system, seed, config });
  const b = performance.now();
  genMs += b - a;
  if (!g.ok) {
    failures++;
    console.log(`seed ${seed} (${config.playersNumber} players): generation failed: ${g.detail}`);
    continue;
  }
  const report = checkTournament(g.tournament, system);
  checkMs += performance.now() - b;
  rounds += report.rounds;
  players += g.tournament.players.length;
  if (report.discrepancies.length > 0) {
    failures++;
    console.log(`seed ${seed} (${config.playersNumber} players): ${report.discrepancies.map((d) => d.summary).join(' | ')}`);
  }
  console.log(`seed ${seed}: ${g.tournament.players.length} players, ${report.rounds} rounds, ${report.discrepancies.length} differ; ${seed} done, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
console.log(
  `${count - failures}/${count} generated ${which} tournaments pass the checker (${players} players, ${rounds} rounds); ` +
    `generation ${(genMs / 1000).toFixed(1)} s, checking ${(checkMs / 1000).toFixed(1)} s, total ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
