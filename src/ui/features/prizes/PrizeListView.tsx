import { useMemo, useState } from 'react';
import type { Player, PlayerId, Tournament } from '../../../core/model';
import { formatTenths } from '../../../core/model';
import { awardPrizes, formatMoney, parseMoney, placesText, prizeListCsv, tieRules } from '../../../core/prizes';
import type { PrizeList, TieRule } from '../../../core/prizes';
import { describeGroup } from '../../../core/standings';
import type { StandingRow } from '../../../core/standings';
import { appDb } from '../../../db/appDb';
import { setPrizeList } from '../../../db/repository';
import type { ChangeFailure } from '../../../db/repository';
import { ErrorMessage } from '../../components/ErrorMessage';
import { downloadText, fileStem } from '../standings/download';
import { hashFromOutputRoute } from '../print/outputRoute';
import { prizeFieldWords } from './fieldWords';

const ruleLabel: Readonly<Record<TieRule, string>> = {
  'tie-break': 'By tie-break (players still tied share)',
  shared: 'Shared equally among players tied on points',
  hort: 'Hort system (half by place, half shared)',
};

/** A prize group as the form holds it: text fields as typed. */
interface GroupDraft {
  readonly name: string;
  readonly women: boolean;
  readonly ratingFrom: string;
  readonly ratingTo: string;
  readonly bornFrom: string;
  readonly bornUntil: string;
  readonly club: string;
  /** "1000 600 400" (a dot for cents). */
  readonly amounts: string;
}

const emptyGroup = (name: string): GroupDraft => ({ name, women: false, ratingFrom: '', ratingTo: '', bornFrom: '', bornUntil: '', club: '', amounts: '' });

const draftOf = (g: PrizeList['groups'][number]): GroupDraft => ({
  name: g.name, women: g.category.women,
  ratingFrom: g.category.ratingFrom?.toString() ?? '', ratingTo: g.category.ratingTo?.toString() ?? '',
  bornFrom: g.category.bornFrom?.toString() ?? '', bornUntil: g.category.bornUntil?.toString() ?? '', club: g.category.club ?? '',
  amounts: g.amounts.map((a) => formatMoney(a).replace(/\u202f/g, '')).join(' '),
});

/** The form's fields as the raw list the database's validator reads; text that is no number stays text and is refused there. */
const rawList = (currency: string, tieRule: TieRule, groups: readonly GroupDraft[]): unknown => ({
  currency, tieRule,
  groups: groups.map((g) => {
    const num = (s: string): unknown => (s.trim() === '' ? undefined : /^\d+$/.test(s.trim()) ? Number(s.trim()) : s);
    return {
      name: g.name,
      category: {
        women: g.women,
        ...(num(g.ratingFrom) !== undefined ? { ratingFrom: num(g.ratingFrom) } : {}),
        ...(num(g.ratingTo) !== undefined ? { ratingTo: num(g.ratingTo) } : {}),
        ...(num(g.bornFrom) !== undefined ? { bornFrom: num(g.bornFrom) } : {}),
        ...(num(g.bornUntil) !== undefined ? { bornUntil: num(g.bornUntil) } : {}),
        ...(g.club.trim() !== '' ? { club: g.club } : {}),
      },
      amounts: g.amounts.split(/[\s;]+/).filter((a) => a !== '').map((a) => parseMoney(a) ?? a),
    };
  }),
});

/**
 * The prize list (in the standings screen): the organiser's prize groups and rule for ties, and
 * who wins what under the current standings, one prize per player; exported as CSV and printed.
 */
export function PrizeListView(props: {
  readonly tournamentId: number;
  readonly name: string;
  readonly t: Tournament;
  readonly rows: readonly StandingRow[];
  readonly stored: PrizeList | undefined;
}) {
  const players = useMemo(() => new Map<PlayerId, Player>(props.t.players.map((p) => [p.id, p])), [props.t]);
  // The form opens on request (a prize list is defined once, near the end of registration).
  const [editing, setEditing] = useState(false);
  const [currency, setCurrency] = useState(props.stored?.currency ?? 'EUR');
  const [tieRule, setTieRule] = useState<TieRule>(props.stored?.tieRule ?? 'shared');
  const [groups, setGroups] = useState<readonly GroupDraft[]>(props.stored?.groups.map(draftOf) ?? [emptyGroup('Main prizes')]);
  const [error, setError] = useState<ChangeFailure | null>(null);
  const outcome = useMemo(() => (props.stored ? awardPrizes(props.rows, players, props.stored) : null), [props.stored, props.rows, players]);
  const rowOf = new Map(props.rows.map((r) => [r.player, r] as const));
  const set = (i: number, patch: Partial<GroupDraft>) => setGroups(groups.map((g, j) => (j === i ? { ...g, ...patch } : g)));

  const save = async () => {
    const r = await setPrizeList(appDb(), props.tournamentId, rawList(currency, tieRule, groups), Date.now());
    // Where, in the form's own words (the validator names stored fields).
    setError(r.ok ? null : r.field === undefined ? r : { ...r, field: prizeFieldWords(r.field) });
    if (r.ok) setEditing(false);
  };
  const printHref = `${location.pathname}${location.search}${hashFromOutputRoute({ screen: 'print', tournamentId: props.tournamentId, printout: 'prizes', round: null, paper: 'a4', orientation: null, auto: true })}`;

  return (
    <section aria-labelledby="prizes-heading" className="prize-list">
      <h3 id="prizes-heading">Prize list</h3>
      {!editing && props.stored === undefined ? <p><button type="button" onClick={() => setEditing(true)}>Define the prize list</button></p> : null}
      {editing ? (
        <form aria-label="Prizes" onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <div className="inline-form">
            <label>Currency <input value={currency} size={6} onChange={(e) => setCurrency(e.target.value)} /></label>
            <label>Ties
              <select aria-label="Ties" value={tieRule} onChange={(e) => setTieRule(e.target.value as TieRule)}>
                {tieRules.map((r) => <option key={r} value={r}>{ruleLabel[r]}</option>)}
              </select>
            </label>
          </div>
          {groups.map((g, i) => (
            <fieldset key={i} className="inline-form" aria-label={`Prize group ${i + 1}`}>
              <legend>Prize group {i + 1}</legend>
              <label>Name <input value={g.name} onChange={(e) => set(i, { name: e.target.value })} /></label>
              <label>Amounts by place <input value={g.amounts} placeholder="1000 600 400" onChange={(e) => set(i, { amounts: e.target.value })} /></label>
              <label><input type="checkbox" checked={g.women} onChange={(e) => set(i, { women: e.target.checked })} /> Women only</label>
              <label>Rating from <input inputMode="numeric" size={5} value={g.ratingFrom} onChange={(e) => set(i, { ratingFrom: e.target.value })} /></label>
              <label>Rating to <input inputMode="numeric" size={5} value={g.ratingTo} onChange={(e) => set(i, { ratingTo: e.target.value })} /></label>
              <label>Born in or after <input inputMode="numeric" size={5} value={g.bornFrom} onChange={(e) => set(i, { bornFrom: e.target.value })} /></label>
              <label>Born in or before <input inputMode="numeric" size={5} value={g.bornUntil} onChange={(e) => set(i, { bornUntil: e.target.value })} /></label>
              <label>Club <input value={g.club} onChange={(e) => set(i, { club: e.target.value })} /></label>
              <button type="button" aria-label={`Remove prize group ${i + 1}`} onClick={() => setGroups(groups.filter((_, j) => j !== i))}>Remove</button>
            </fieldset>
          ))}
          <p>
            <button type="button" onClick={() => setGroups([...groups, emptyGroup('')])}>Add prize group</button>{' '}
            <button type="submit">Save prize list</button>{' '}
            <button type="button" onClick={() => setEditing(false)}>Cancel</button>
          </p>
          <p className="hint">One prize per player: the higher one. Amounts in whole units or with a dot for cents, one per place, separated by spaces.</p>
          <ErrorMessage error={error} />
        </form>
      ) : null}
      {props.stored && outcome ? (
        <>
          <p className="meta">{ruleLabel[props.stored.tieRule]}; one prize per player, the higher one. {props.stored.groups.map((g) => `${g.name} (${describeGroup(g.category)})`).join(' · ')}</p>
          <table aria-label="Prize winners">
            <thead><tr><th scope="col">Prize group</th><th scope="col">Place</th><th scope="col">Rank</th><th scope="col">Name</th><th scope="col">Points</th><th scope="col">Amount</th></tr></thead>
            <tbody>
              {outcome.awards.map((a) => (
                <tr key={`${a.group}-${a.player}`}>
                  <td>{a.groupName}</td><td>{placesText(a)}</td><td>{rowOf.get(a.player)?.rank ?? ''}</td>
                  <td>{players.get(a.player)?.name ?? ''} ({a.player})</td><td>{formatTenths(rowOf.get(a.player)?.points ?? 0)}</td>
                  <td className="num">{formatMoney(a.amount, props.stored!.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p role="status">Total {formatMoney(outcome.total, props.stored.currency)}{outcome.unawarded.length > 0 ? `; not awarded (nobody eligible): ${outcome.unawarded.map((u) => `${u.groupName} place ${u.place}`).join(', ')}` : ''}.</p>
          <p className="exports">
            <button type="button" onClick={() => downloadText(`${fileStem(props.name)}-prizes.csv`, prizeListCsv(props.stored!, outcome, props.rows, players), 'text/csv')}>Export prize list CSV</button>{' '}
            <a href={printHref} target="_blank" rel="noreferrer">Print prize list</a>{' '}
            {editing ? null : <button type="button" onClick={() => setEditing(true)}>Edit prize list</button>}
          </p>
        </>
      ) : null}
    </section>
  );
}
