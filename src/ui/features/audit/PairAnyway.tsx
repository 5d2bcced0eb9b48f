import { useState } from 'react';
import { roundComplete } from '../../../core/model';
import type { Snapshot } from '../../../db/repository';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { pairNextRound } from '../../pairing';

/**
 * A round is not paired while the previous one lacks results, unless the TO confirms (issue 8):
 * this button asks, naming the boards still open, then pairs with those games left without a result.
 */
export function PairAnyway(props: { readonly snapshot: Snapshot; readonly busy: boolean }) {
  const { row: t, tournament } = props.snapshot;
  const [asking, setAsking] = useState(false);
  const last = tournament.rounds.at(-1);
  const next = tournament.rounds.length + 1;
  if (!last || roundComplete(last) || next > t.totalRounds || t.status === 'registration') return null;
  const open = last.pairings.filter((p) => p.games.some((g) => g === null)).map((p) => p.board);
  return (
    <>
      <button type="button" disabled={props.busy} onClick={() => setAsking(true)}>Pair with results missing (round {next})…</button>
      <ConfirmDialog open={asking} title={`Pair round ${next} with results missing?`}
        message={`Round ${last.number} still needs results on board(s) ${open.join(', ')}. The pairing system will see those games without a result (some systems, such as TCEC, refuse). Enter the results first when you can.`}
        confirmLabel="Pair anyway"
        onConfirm={() => { setAsking(false); void pairNextRound(t.id, next, { allowMissingResults: true }); }}
        onCancel={() => setAsking(false)} />
    </>
  );
}
