import { useMemo, useState } from 'react';
import { appDb } from '../../../db/appDb';
import { lockSeeding } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import type { Player, PlayerId } from '../../../core/model';
import { createRng } from '../../../core/random/rng';
import { fideInitialRanking, groupSeeding, manualSeeding, randomSeeding } from '../../../core/seeding';
import { moduleOf } from '../../../core/systems';
import { ErrorMessage } from '../../components/ErrorMessage';

type Method = 'fide' | 'group' | 'random' | 'manual';

const methodNames: Readonly<Record<Method, string>> = {
  fide: 'FIDE initial ranking (C.04.2: rating, then title, then name)',
  group: 'Group seeding (by rating)',
  random: 'Random seeding (drawing of lots, reproducible from the tournament\'s seed)',
  manual: 'Numbers given by the arbiter',
};

export default function SeedingView(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament, playerRows } = props.snapshot;
  const n = tournament.players.length;
  // The system's own default (its module): FIDE initial ranking for Dutch and Burstein, TCEC-style
  // groups for TCEC (floor(P/2) groups) and engine Swiss (its seed-group count), random for Netrunner
  // and round robins (pairing numbers by lot).
  const system = moduleOf(t);
  const preset = system.seeding(t.settings, n);
  const presetMethod: Method = preset.method === 'fide-initial-ranking' ? 'fide' : preset.method === 'groups' ? 'group' : 'random';
  const [method, setMethod] = useState<Method>(presetMethod);
  const [groups, setGroups] = useState(String(preset.method === 'groups' ? Math.min(Math.max(1, n), preset.groups) : Math.max(1, Math.floor(n / 2))));
  // The arbiter's numbers, as typed (registration order until changed).
  const [typed, setTyped] = useState<ReadonlyMap<PlayerId, string>>(new Map());
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const groupCount = Number(groups);
  const groupsValid = Number.isInteger(groupCount) && groupCount >= 1 && groupCount <= Math.max(1, n);
  const numberText = (p: Player, i: number): string => typed.get(p.id) ?? String(i + 1);
  const manual = useMemo(() => {
    const index = new Map(tournament.players.map((p, i) => [p.id, i] as const));
    return manualSeeding(tournament.players, (p) => {
      const text = numberText(p, index.get(p.id) ?? 0).trim();
      return text === '' || !/^\d+$/.test(text) ? null : Number(text);
    });
  }, [tournament.players, typed]); // eslint-disable-line react-hooks/exhaustive-deps

  const preview = useMemo(() => {
    if (t.status !== 'registration') return tournament.players;
    if (method === 'random') return randomSeeding(tournament.players, createRng(t.randomSeed));
    if (method === 'fide') return fideInitialRanking(tournament.players);
    if (method === 'manual') return manual.ok ? manual.order : [];
    return groupsValid ? groupSeeding(tournament.players, groupCount) : [];
  }, [t.status, t.randomSeed, tournament.players, method, groupCount, groupsValid, manual]);

  const onLock = async () => {
    const keys = preview.map((p) => playerRows.get(p.id)?.id ?? -1);
    const how = method === 'random' ? 'random seeding' : method === 'fide' ? 'FIDE initial ranking (rating, title, name)'
      : method === 'manual' ? 'pairing numbers given by the arbiter' : `group seeding, ${groupCount} groups`;
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
            {(['fide', 'group', 'random', 'manual'] as const).map((m) => (
              <label key={m}><input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} /> {methodNames[m]}{m === presetMethod ? ` — ${system.name}'s default` : ''}</label>
            ))}
          </fieldset>
          {method === 'group' ? (
            <label>Groups <input type="number" min={1} max={Math.max(1, n)} value={groups} onChange={(e) => setGroups(e.target.value)} aria-invalid={!groupsValid} /></label>
          ) : null}
          {!groupsValid && method === 'group' ? <p role="alert" className="error"><strong>Groups: </strong>a whole number from 1 to {Math.max(1, n)}.</p> : null}
          {method === 'manual' && !manual.ok ? <p role="alert" className="error"><strong>Pairing numbers: </strong>{manual.message}</p> : null}
          <button type="button" onClick={() => void onLock()} disabled={n < 2 || preview.length !== n}>Lock seeding</button>
        </div>
      ) : (
        <p>Seeding is locked.</p>
      )}
      <ErrorMessage error={error} />
      {t.status === 'registration' && method === 'manual' ? (
        <table aria-label="Pairing numbers">
          <thead><tr><th scope="col">Name</th><th scope="col">Rating</th><th scope="col">Pairing number</th></tr></thead>
          <tbody>
            {tournament.players.map((p, i) => (
              <tr key={p.id}>
                <td>{p.name}</td><td>{p.rating}</td>
                <td><input type="number" min={1} max={n} size={4} aria-label={`Pairing number of ${p.name}`} value={numberText(p, i)}
                  onChange={(e) => setTyped(new Map(typed).set(p.id, e.target.value))} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
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
