import { ratingText } from '../../../core/model';
import { useMemo, useState } from 'react';
import { appDb } from '../../../db/appDb';
import { lockSeeding, renumberSeeding } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import type { Player, PlayerId } from '../../../core/model';
import { createRng } from '../../../core/random';
import { fideInitialRanking, groupSeeding, initialOrderRule, manualSeeding, moveInOrder, randomSeeding } from '../../../core/seeding';
import type { InitialOrderRule } from '../../../core/seeding';
import { moduleOf } from '../../../core/systems';
import { ErrorMessage } from '../../components/ErrorMessage';
import { WindowedTable } from '../../components/WindowedRows';

/** A start-list row with its move buttons and number field (the window's first estimate; each row drawn is measured). */
const rowHeight = 41;

type Method = 'fide' | 'group' | 'random' | 'manual';

const methodNames: Readonly<Record<Method, string>> = {
  fide: 'FIDE initial ranking (C.04.2: rating, then title, then name)',
  group: 'Group seeding (by rating)',
  random: 'Random seeding (drawing of lots, reproducible from the tournament\'s seed)',
  manual: 'Numbers given by the arbiter',
};

/** The C.04.2 rule that put a player below the one above, in words. */
const ruleWords: Readonly<Record<InitialOrderRule, string>> = {
  rating: 'lower rating',
  unrated: 'unrated: after the rated players',
  title: 'same rating, lower title',
  name: 'same rating and title: by name',
  tie: 'same rating, title and name',
  'by-hand': 'moved by hand',
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
  const [method, setMethodState] = useState<Method>(presetMethod);
  const [groups, setGroups] = useState(String(preset.method === 'groups' ? Math.min(Math.max(1, n), preset.groups) : Math.max(1, Math.floor(n / 2))));
  // The arbiter's numbers, as typed (registration order until changed).
  const [typed, setTyped] = useState<ReadonlyMap<PlayerId, string>>(new Map());
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  // The arbiter's own order (player ids of the snapshot), once they re-sort or move a player; null = the method's order
  // (before the lock) or the locked start list (after it).
  const [handOrder, setHandOrder] = useState<readonly number[] | null>(null);
  const groupCount = Number(groups);
  const groupsValid = Number.isInteger(groupCount) && groupCount >= 1 && groupCount <= Math.max(1, n);
  const locked = t.status !== 'registration';
  // C.04.2: the start list may change until round 1 is paired.
  const editable = t.status === 'registration' || (t.status === 'seeded' && tournament.rounds.length === 0);

  const setMethod = (m: Method) => { setMethodState(m); setHandOrder(null); };
  const numberText = (p: Player, i: number): string => typed.get(p.id) ?? String(i + 1);
  const manual = useMemo(() => {
    const index = new Map(tournament.players.map((p, i) => [p.id, i] as const));
    return manualSeeding(tournament.players, (p) => {
      const text = numberText(p, index.get(p.id) ?? 0).trim();
      return text === '' || !/^\d+$/.test(text) ? null : Number(text);
    });
  }, [tournament.players, typed]); // eslint-disable-line react-hooks/exhaustive-deps

  const byMethod = useMemo((): readonly Player[] => {
    if (method === 'random') return randomSeeding(tournament.players, createRng(t.randomSeed));
    if (method === 'fide') return fideInitialRanking(tournament.players);
    if (method === 'manual') return manual.ok ? manual.order : [];
    return groupsValid ? groupSeeding(tournament.players, groupCount) : [];
  }, [t.randomSeed, tournament.players, method, groupCount, groupsValid, manual]);

  const order = useMemo((): readonly Player[] => {
    const byId = new Map(tournament.players.map((p) => [p.id as number, p]));
    if (handOrder !== null && handOrder.length === n && handOrder.every((id) => byId.has(id))) return handOrder.map((id) => byId.get(id)!);
    return locked ? tournament.players : byMethod;
  }, [handOrder, tournament.players, n, locked, byMethod]);

  const move = (from: number, to: number) => setHandOrder(moveInOrder(order.map((p) => p.id as number), from, to));
  const changed = handOrder !== null;
  const how = (method === 'random' ? 'random seeding' : method === 'fide' ? 'FIDE initial ranking (rating, title, name)'
    : method === 'manual' ? 'pairing numbers given by the arbiter' : `group seeding, ${groupCount} seed group${groupCount === 1 ? '' : 's'}`) + (changed ? ', changed by hand' : '');

  const onSave = async () => {
    const keys = order.map((p) => playerRows.get(p.id)?.id ?? -1);
    const r = locked ? await renumberSeeding(db, t.id, keys, how, Date.now()) : await lockSeeding(db, t.id, keys, how, Date.now());
    setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
    if (r.ok) setHandOrder(null);
  };

  const showRules = method === 'fide' && editable;
  return (
    <section aria-labelledby="seeding-heading" className="seeding">
      <h2 id="seeding-heading">Seeding</h2>
      {locked ? <p>Seeding is locked.</p> : null}
      {editable ? (
        <div className="seeding-controls">
          {locked ? <p className="hint">Until round 1 is paired the start list can still be re-sorted or renumbered (C.04.2).</p> : null}
          <fieldset>
            <legend>Method</legend>
            {(['fide', 'group', 'random', 'manual'] as const).map((m) => (
              <label key={m}><input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} /> {methodNames[m]}{m === presetMethod ? ` — ${system.name}'s default` : ''}</label>
            ))}
          </fieldset>
          {method === 'group' ? (
            <label>Seed groups <input type="number" min={1} max={Math.max(1, n)} value={groups} onChange={(e) => setGroups(e.target.value)} aria-invalid={!groupsValid} /></label>
          ) : null}
          {!groupsValid && method === 'group' ? <p role="alert" className="error"><strong>Seed groups: </strong>a whole number from 1 to {Math.max(1, n)}.</p> : null}
          {method === 'manual' && !manual.ok ? <p role="alert" className="error"><strong>Pairing numbers: </strong>{manual.message}</p> : null}
          {locked ? <button type="button" onClick={() => setHandOrder(byMethod.map((p) => p.id as number))} disabled={byMethod.length !== n}>Re-sort by this method</button> : null}
          {locked ? (
            <button type="button" onClick={() => void onSave()} disabled={!changed}>Save start list</button>
          ) : (
            <button type="button" onClick={() => void onSave()} disabled={n < 2 || order.length !== n}>Lock seeding</button>
          )}
          {changed ? <button type="button" onClick={() => setHandOrder(null)}>Discard changes</button> : null}
        </div>
      ) : null}
      {showRules ? (
        <p className="hint">Rule applied (C.04.2 initial order): rating, highest first; then title GM, IM, WGM, FM, WIM, CM, WFM, WCM, none; then name; unrated players last. The Rule column says which one placed each player below the one above.</p>
      ) : null}
      <ErrorMessage error={error} />
      {t.status === 'registration' && method === 'manual' ? (
        <WindowedTable label="Pairing numbers" scrollLabel="Pairing numbers, scrolls" count={n} rowHeight={rowHeight} columns={3}
          head={<thead><tr><th scope="col">Name</th><th scope="col">Rating</th><th scope="col">Pairing number</th></tr></thead>}
          row={(i, measure) => {
            const p = tournament.players[i]!;
            return (
              <tr key={p.id} ref={measure} data-index={i} aria-rowindex={i + 2}>
                <td>{p.name}</td><td>{p.rating}</td>
                <td><input type="number" min={1} max={n} size={4} aria-label={`Pairing number of ${p.name}`} value={numberText(p, i)}
                  onChange={(e) => setTyped(new Map(typed).set(p.id, e.target.value))} /></td>
              </tr>
            );
          }} />
      ) : null}
      {/* 9,999 rows drawn at once (with their inputs) took the page's thread for 5-9 s: a big start list draws the rows in view. */}
      <WindowedTable label={t.status === 'registration' ? 'Seeding preview' : 'Seeding'} scrollLabel="Start list, scrolls" count={order.length} rowHeight={rowHeight}
        columns={4 + (showRules ? 1 : 0) + (editable ? 1 : 0)}
        head={(
          <thead>
            <tr>
              <th scope="col" className="num">Seed</th><th scope="col">Name</th><th scope="col" className="title-col">Title</th><th scope="col" className="num">Rating</th>
              {showRules ? <th scope="col">Rule</th> : null}
              {editable ? <th scope="col">Move</th> : null}
            </tr>
          </thead>
        )}
        row={(i, measure) => {
          const p = order[i]!;
          return (
            <tr key={p.id} ref={measure} data-index={i} aria-rowindex={i + 2}>
              <td className="num">{i + 1}</td>
              {/* On a phone the title goes before the name, as on a chess start list, and its column is not drawn, so the Move column fits. */}
              <td className="name" data-title={p.title ?? undefined}>{p.name}</td>
              <td className="title-col">{p.title ?? ''}</td><td className="num">{ratingText(p.rating)}</td>
              {showRules ? <td>{i === 0 ? 'first' : ruleWords[initialOrderRule(order[i - 1]!, p)]}</td> : null}
              {editable ? (
                <td className="row-actions">
                  <button type="button" aria-label={`Move ${p.name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>↑</button>
                  <button type="button" aria-label={`Move ${p.name} down`} disabled={i === n - 1} onClick={() => move(i, i + 1)}>↓</button>
                  <PairingNumberInput key={`${p.id}:${i}`} name={p.name} value={i + 1} max={n} onSet={(k) => move(i, k - 1)} />
                </td>
              ) : null}
            </tr>
          );
        }} />
    </section>
  );
}

/** Type a pairing number and press Enter (or leave the field): the player moves there. */
function PairingNumberInput(props: { readonly name: string; readonly value: number; readonly max: number; readonly onSet: (n: number) => void }) {
  const [text, setText] = useState(String(props.value));
  const commit = () => {
    const k = Number(text);
    if (Number.isInteger(k) && k >= 1 && k <= props.max && k !== props.value) props.onSet(k);
    else setText(String(props.value));
  };
  return (
    <input type="number" min={1} max={props.max} value={text} aria-label={`Move ${props.name} to pairing number`} style={{ width: '4.5rem' }}
      onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={(e) => { if (e.key === 'Enter') commit(); }} />
  );
}
