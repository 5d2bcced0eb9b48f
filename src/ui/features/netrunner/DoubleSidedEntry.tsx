import { useState } from 'react';
import type { Pairing } from '../../../core/model';
import { agreementOfDoubleSided, gamesOfDoubleSided } from '../../../core/systems';
import type { DoubleSidedOutcome } from '../../../core/systems';
import { appDb } from '../../../db/appDb';
import { setBoardGames } from '../../../db/repository';

/** A double-sided board's quick entries: a 241 to either player, or an intentional draw. */
export function DoubleSidedEntry(props: { readonly tournamentId: number; readonly round: number; readonly pairing: Pairing; readonly names: ReadonlyMap<number, string> }) {
  const [error, setError] = useState<string | null>(null);
  const { pairing: p } = props;
  const enter = (o: DoubleSidedOutcome, what: string) => {
    void setBoardGames(appDb(), props.tournamentId, props.round, p.board, gamesOfDoubleSided(o), Date.now(), what, agreementOfDoubleSided(o)).then((r) => setError(r.ok ? null : r.detail));
  };
  const first = props.names.get(p.white) ?? String(p.white);
  const second = props.names.get(p.black) ?? String(p.black);
  return (
    <span className="double-sided-entry">
      <button type="button" onClick={() => enter({ kind: '241', winner: 'first-corp' }, `241 to ${first}`)} aria-label={`Board ${p.board}: 241 to ${first}`}>241 {first}</button>
      <button type="button" onClick={() => enter({ kind: '241', winner: 'first-runner' }, `241 to ${second}`)} aria-label={`Board ${p.board}: 241 to ${second}`}>241 {second}</button>
      <button type="button" onClick={() => enter({ kind: 'intentional-draw' }, 'intentional draw')} aria-label={`Board ${p.board}: intentional draw`}>ID</button>
      {error ? <span role="alert" className="error">{error}</span> : null}
    </span>
  );
}
