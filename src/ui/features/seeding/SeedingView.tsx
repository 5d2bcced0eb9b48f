import { useMemo, useState } from 'react';
import { appDb } from '../../../db/appDb';
import { lockSeeding } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { createRng } from '../../../core/random/rng';
import { fideInitialRanking, groupSeeding, randomSeeding } from '../../../core/seeding';
import { moduleOf } from '../../../core/systems';
import { ErrorMessage } from '../../components/ErrorMessage';

type Method = 'fide' | 'group' | 'random';

const methodNames: Readonly<Record<Method, string>> = {
  fide: 'FIDE initial ranking (C.04.2: rating, then title, then name)',
  group: 'Group seeding (by rating)',
  random: 'Random seeding',
};

export default function SeedingView(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament, playerRows } = props.snapshot;
  const n = tournament.players.length;
  // The system's own default (its module): FIDE initial ranking for Dutch and Burstein, TCEC-style
  // groups for TCEC (floor(P/2) groups) and engine Swiss (its seed-group count), random for Netrunner.
  const system = moduleOf(t);
  const preset = system.seeding(t.settings, n);
  const [method, setMethod] = useState<Method>(preset.method === 'fide-initial-ranking' ? 'fide' : preset.method === 'groups' ? 'group' : 'random');
  const [groups, setGroups] = useState(String(preset.method === 'groups' ? Math.min(Math.max(1, n), preset.groups) : Math.max(1, Math.floor(n / 2))));
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const groupCount = Number(groups);
  const groupsValid = Number.isInteger(groupCount) && groupCount >= 1 && groupCount <= Math.max(1, n);

  const preview = useMemo(() => {
    if (t.status !== 'registration') return tournament.players;
    if (method === 'random') return randomSeeding(tournament.players, createRng(t.randomSeed));
    if (method === 'fide') return fideInitialRanking(tournament.players);
    return groupsValid ? groupSeeding(tournament.players, groupCount) : [];
  }, [t.status, t.randomSeed, tournament.players, method, groupCount, groupsValid]);

  const onLock = async () => {
    const keys = preview.map((p) => playerRows.get(p.id)?.id ?? -1);
    const how = method === 'random' ? 'random seeding' : method === 'fide' ? 'FIDE initial ranking (rating, title, name)' : `group seeding, ${groupCount} groups`;
    const r = await lockSeeding(db, t.id, keys, how, Date.now());
    setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
  };

  return (
    <section aria-labelledby="seeding-heading">
      <h2 id="seeding-heading">Seeding</h2>
      {t.status === 'registration' ? (
        <div className="seeding-controls">
          <fieldset>
            <legend>Method</legend>
            {(['fide', 'group', 'random'] as const).map((m) => (
              <label key={m}><input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} /> {methodNames[m]}{m === (preset.method === 'fide-initial-ranking' ? 'fide' : preset.method === 'groups' ? 'group' : 'random') ? ` — ${system.name}'s default` : ''}</label>
            ))}
          </fieldset>
          {method === 'group' ? (
            <label>Groups <input type="number" min={1} max={Math.max(1, n)} value={groups} onChange={(e) => setGroups(e.target.value)} aria-invalid={!groupsValid} /></label>
          ) : null}
          {!groupsValid && method === 'group' ? <p role="alert" className="error"><strong>Groups: </strong>a whole number from 1 to {Math.max(1, n)}.</p> : null}
          <button type="button" onClick={() => void onLock()} disabled={n < 2 || preview.length !== n}>Lock seeding</button>
        </div>
      ) : (
        <p>Seeding is locked.</p>
      )}
      <ErrorMessage error={error} />
      <table aria-label={t.status === 'registration' ? 'Seeding preview' : 'Seeding'}>
        <thead><tr><th scope="col" className="num">Seed</th><th scope="col">Name</th><th scope="col" className="num">Rating</th></tr></thead>
        <tbody>
          {preview.map((p, i) => (
            <tr key={p.id}><td className="num">{i + 1}</td><td>{p.name}</td><td className="num">{p.rating}</td></tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
