import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runSoak } from './soak';

/**
 * `npm run soak`: the crash-safety soak against the production build (`npm run build` first).
 * SOAK_KILLS (default 200), SOAK_SEED (default 2026), SOAK_PORT (default 4314), SOAK_DIST (default dist).
 * Exit code 1 when any check failed.
 */
const kills = Number(process.env.SOAK_KILLS ?? 200);
const seed = Number(process.env.SOAK_SEED ?? 2026);
const port = Number(process.env.SOAK_PORT ?? 4314);
const dist = process.env.SOAK_DIST ?? 'dist';

if (!Number.isInteger(kills) || kills < 1) throw new Error(`SOAK_KILLS must be a whole number ≥ 1, not ${process.env.SOAK_KILLS}`);
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No build in ${dist}/: run \`npm run build\` first (or set SOAK_DIST).`);
  process.exit(2);
}

const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', dist], { stdio: 'ignore', detached: true });
const stopServer = () => {
  if (server.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
};

const baseURL = `http://localhost:${port}`;
const up = async (): Promise<void> => {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode}); is port ${port} free?`);
    if (await fetch(baseURL).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`vite preview did not answer on ${baseURL}`);
};

try {
  await up();
  console.log(`soak: ${kills} kills, seed ${seed}, ${baseURL} (${dist})`);
  const r = await runSoak({ baseURL, kills, seed, warmUntilResults: process.env.SOAK_WARM === "1", log: (line) => console.log(line) });
  console.log('');
  console.log(`kills:                      ${r.kills} (${Object.entries(r.byMode).map(([m, n]) => `${m} ${n}`).join(', ')})`);
  console.log(`reopenings verified:        ${r.reopeningsVerified}`);
  console.log(`confirmed results checked:  ${r.confirmedResultsChecked} (${r.confirmedResults} distinct results confirmed)`);
  console.log(`confirmed actions:          ${r.confirmedActions}; kills before the change in flight was confirmed: ${r.interrupted}`);
  console.log(`unconfirmed results typed before a kill: ${r.pendingLanded} stored anyway, ${r.pendingLost} not stored (either is allowed)`);
  console.log(`tournaments played:         ${r.tournaments}`);
  console.log(`failures:                   ${r.failures.length}`);
  for (const f of r.failures) console.log(`  ${f}`);
  console.log(`duration:                   ${(r.ms / 1000).toFixed(1)} s`);
  process.exitCode = r.failures.length === 0 ? 0 : 1;
} finally {
  stopServer();
}
