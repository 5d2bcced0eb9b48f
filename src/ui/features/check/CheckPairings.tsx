import { useEffect, useState } from 'react';
import type { Snapshot } from '../../../db/repository';

import type { RoundFinding } from '../../../worker/protocol';
import { createPairingClient } from '../../../worker/client';
import type { PairingClient } from '../../../worker/client';
import { appDb } from '../../../db/appDb';
import { describeSystem, moduleOf } from '../../../core/systems';
import { describeCheck, describeFinding } from './describeFindings';

// Its own worker, so cancelling a check never stops a pairing (and the reverse).
let client: PairingClient | null = null;
const checkClient = (): PairingClient =>
  (client ??= createPairingClient(typeof Worker === 'undefined' ? { inline: appDb() } : {}));

type CheckState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly round: number; readonly rounds: number }
  | { readonly kind: 'done'; readonly revision: number; readonly rounds: number; readonly findings: readonly RoundFinding[] }
  | { readonly kind: 'failed'; readonly detail: string };

/**
 * "Check pairings": the worker replays every paired round with the tournament's own
 * system (bbpPairings' -c) and the discrepancies are listed round by round in plain words.
 * Shown for the chess systems whose pairing follows from the rounds played.
 */
export default function CheckPairings(props: { readonly snapshot: Snapshot }) {
  const { row, tournament, revision } = props.snapshot;
  const [state, setState] = useState<CheckState>({ kind: 'idle' });
  // Leaving the screen stops a running check (the worker is terminated, nothing was written).
  useEffect(() => () => client?.cancel(), []);
  if (!moduleOf(row).checker || tournament.rounds.length === 0) return null;

  const names = new Map(tournament.players.map((p) => [p.id as number, p.name]));
  const name = (id: number): string => names.get(id) ?? `player ${id}`;

  const onCheck = async () => {
    setState({ kind: 'running', round: 0, rounds: tournament.rounds.length });
    const r = await checkClient().send('check-pairings', { tournamentId: row.id }, { onProgress: ({ round, rounds }) => setState({ kind: 'running', round, rounds }) });
    if (r.kind === 'done') setState({ kind: 'done', revision, rounds: r.rounds, findings: r.findings });
    else setState(r.error.reason === 'cancelled' ? { kind: 'idle' } : { kind: 'failed', detail: r.error.detail });
  };

  return (
    <section aria-labelledby="check-heading" className="check-pairings">
      <h3 id="check-heading">Check pairings</h3>
      <p className="hint">Replays every round with {describeSystem(row.settings)} and lists each round the program would pair differently.</p>
      <div className="round-controls">
        <button type="button" disabled={state.kind === 'running'} onClick={() => void onCheck()}>Check pairings</button>
        {state.kind === 'running' ? (
          <>
            <span role="status" className="progress">{state.round === 0 ? 'Starting the check…' : `Checking round ${state.round} of ${state.rounds}…`}</span>
            <button type="button" onClick={() => client?.cancel()}>Cancel check</button>
          </>
        ) : null}
      </div>
      {state.kind === 'failed' ? <p role="alert" className="error">{state.detail}</p> : null}
      {state.kind === 'done' ? (
        <div role="region" aria-label="Pairings check result">
          <p>{describeCheck(state.rounds, state.findings)}</p>
          {state.revision !== revision ? <p className="hint">The tournament has changed since this check; check again to see the current rounds.</p> : null}
          {state.findings.length > 0 ? (
            <ul aria-label="Rounds that differ">
              {state.findings.map((f) => <li key={f.round}>{describeFinding(f, name)}</li>)}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
