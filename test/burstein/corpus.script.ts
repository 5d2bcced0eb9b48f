import { readFileSync, readdirSync } from 'node:fs';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { pairBurstein } from '../../src/core/systems/burstein';
const dir = process.argv[2]!;
let ok = 0, tot = 0;
for (const f of readdirSync(dir).filter((f) => /_r\d\d_r\d\d\.trf$/.test(f)).sort()) {
  const r = readTrf(readFileSync(`${dir}/${f}`, 'utf8')); if (!r.ok) throw new Error(f);
  const t = tournamentFromTrf(r.doc, { settings: { system: 'burstein' } }); if (!t.ok) throw new Error(f);
  const t0 = Date.now();
  const out = pairBurstein(t.tournament);
  const ms = Date.now() - t0;
  const exp = readFileSync(`${dir}/${f.replace('.trf', '.expected')}`, 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.trim()).sort();
  const got = out.ok ? [...out.round.pairs.map((p) => `${p.white} ${p.black}`), ...out.round.byes.map((b) => `${b.player} 0`)].sort() : ['FAIL ' + out.detail];
  tot++;
  const same = JSON.stringify(got) === JSON.stringify(exp);
  if (same) ok++;
  if (!same || process.env.V) console.log(f, same ? 'OK' : 'DIFF', ms + 'ms', same ? '' : `\n exp ${exp.join(',')}\n got ${got.join(',')}`);
}
console.log(`${ok}/${tot}`);
