import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { listDifferences, listedFields } from '../../../core/ratingList';
import type { ListDifference, RatingType, UpdatableField } from '../../../core/ratingList';
import type { Sex } from '../../../core/model';
import { appDb } from '../../../db/appDb';
import { applyListUpdates, ratingListPlayers } from '../../../db/repository';
import type { ListUpdate, PlayerRow, RatingListRow } from '../../../db/repository';

interface Row {
  readonly player: PlayerRow;
  readonly differences: readonly ListDifference[];
  readonly listGames: number;
}

const fieldText: Readonly<Record<UpdatableField, string>> = { rating: 'Rating', kFactor: 'K', title: 'Title', federation: 'Federation', birthDate: 'Born', sex: 'Sex' };

/**
 * "Update ratings from the list", before round 1: every registered player with a FIDE ID is looked
 * up, and where the list differs (rating and K, and title, federation, sex, birth year where the
 * list has them) the differences are shown, each player's ticked; the ticked ones are applied in
 * one change (repository applyListUpdates).
 */
export function UpdateFromList(props: { readonly tournamentId: number; readonly players: readonly PlayerRow[]; readonly type: RatingType; readonly list: RatingListRow | undefined; readonly onDone: (message: string) => void }) {
  const [rows, setRows] = useState<readonly Row[] | null>(null);
  const [missing, setMissing] = useState<readonly PlayerRow[]>([]);
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    const withId = props.players.filter((p) => /^\d+$/.test(p.fideId ?? ''));
    const found = await ratingListPlayers(appDb(), withId.map((p) => Number(p.fideId)));
    const out: Row[] = [];
    const notFound: PlayerRow[] = [];
    for (const p of withId) {
      const entry = found.get(Number(p.fideId));
      if (entry === undefined) { notFound.push(p); continue; }
      const fields = listedFields(entry.player, props.type);
      const differences = listDifferences(p, fields);
      if (differences.length > 0) out.push({ player: p, differences, listGames: fields.games });
    }
    setRows(out);
    setMissing([...notFound, ...props.players.filter((p) => !/^\d+$/.test(p.fideId ?? ''))]);
    setAccepted(new Set(out.map((r) => r.player.id)));
    setError(null);
  };

  const apply = async () => {
    const updates: ListUpdate[] = (rows ?? []).filter((r) => accepted.has(r.player.id)).map((r) => {
      const u: { -readonly [K in keyof ListUpdate]: ListUpdate[K] } = { playerKey: r.player.id, listGames: r.listGames };
      for (const d of r.differences) {
        if (d.field === 'rating') u.rating = Number(d.listed);
        else if (d.field === 'kFactor') u.kFactor = Number(d.listed);
        else if (d.field === 'sex') u.sex = d.listed as Sex;
        else u[d.field] = d.listed;
      }
      return u;
    });
    const r = await applyListUpdates(appDb(), props.tournamentId, updates, props.list?.month ?? '', Date.now());
    if (!r.ok) return setError(r.detail);
    setRows(null);
    props.onDone(`${r.value} player${r.value === 1 ? '' : 's'} updated from the ${props.list?.month ?? ''} ${props.type} list.`);
  };

  const toggle = (id: number) => setAccepted((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const count = (rows ?? []).filter((r) => accepted.has(r.player.id)).length;
  return (
    <>
      <button type="button" onClick={() => void open()}>Update ratings from the list</button>
      <ModalOverlay className="modal-overlay" isOpen={rows !== null} isDismissable onOpenChange={(o) => { if (!o) setRows(null); }}>
        <Modal className="modal wide">
          <Dialog>
            <Heading slot="title">Update from the {props.list?.month ?? ''} {props.type} list</Heading>
            {rows !== null && rows.length === 0 ? <p>Every player found on the list already has its values.</p> : (
              <div className="table-scroll" tabIndex={0} role="region" aria-label="Differences (scrolls sideways)">
                <table aria-label="Differences from the list">
                  <thead><tr><th scope="col">Apply</th><th scope="col">Player</th><th scope="col">FIDE ID</th><th scope="col">Changes</th></tr></thead>
                  <tbody>
                    {(rows ?? []).map((r) => (
                      <tr key={r.player.id}>
                        <td><input type="checkbox" checked={accepted.has(r.player.id)} onChange={() => toggle(r.player.id)} aria-label={`Apply the changes of ${r.player.name}`} /></td>
                        <td>{r.player.name}</td>
                        <td>{r.player.fideId}</td>
                        <td>{r.differences.map((d) => `${fieldText[d.field]} ${d.registered === '' ? '–' : d.registered} → ${d.listed}`).join('; ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {missing.length > 0 ? <p className="hint">Not on the list (no FIDE ID, or an ID the list lacks): {missing.map((p) => p.name).join(', ')}.</p> : null}
            {error ? <p role="alert" className="error">{error}</p> : null}
            <div className="actions">
              <button type="button" onClick={() => setRows(null)} autoFocus>Cancel</button>
              <button type="button" className="primary" disabled={count === 0} onClick={() => void apply()}>Apply {count} change{count === 1 ? '' : 's'}</button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
