import { assertNever, roundComplete } from '../../../core/model';
import { memo, useEffect, useRef } from 'react';
import type { Snapshot } from '../../../db/repository';
import { describeStatus } from './status';
import { useUi } from '../../../store/ui';
import type { PairingError, Tab } from '../../../store/ui';
import { pairingErrorHolds } from '../../../store/ui';
import { describeSystem, moduleOf } from '../../../core/systems';
import { PairingProgressBar } from '../rounds/PairingProgressBar';
import { ExportTrfButton } from './ExportTrfButton';
import { ExportBackupButton } from '../backup/BackupControls';
import { ExportSiteButton } from '../import-export/ExportSiteButton';
import { PairRoundButton } from '../rounds/PairRoundButton';
import { eventState } from './nextStep';
import type { EventState } from './nextStep';
import { useCutProgress } from './useCutProgress';

/**
 * The event dashboard's header: the name, where the event stands (a badge and one line), the
 * exports, and the one next action as the screen's primary button ("Enter 7 results of round 5",
 * "Pair round 6", "Start the cut"). Pairing progress (a bar with its text) and its Cancel show here, on every tab.
 */
export const EventHeader = memo(function EventHeader(props: { readonly snapshot: Snapshot }) {
  const { row, tournament } = props.snapshot;
  const navigate = useUi((s) => s.navigate);
  const requestResults = useUi((s) => s.requestResults);
  const pairing = useUi((s) => (s.pairing?.tournamentId === row.id ? s.pairing : null));
  // Why the last click on "Pair round N" saved nothing, on every tab (the TO may have clicked it from any).
  const pairingError = useCurrentPairingError(row.id, tournament.rounds.length);
  const cut = useCutProgress(props.snapshot);
  const state: EventState = eventState({ status: row.status, tournament, cut });
  const go = (tab: Tab) => navigate({ screen: 'tournament', tournamentId: row.id, tab });
  const next = state.next;
  const action = (() => {
    switch (next.kind) {
      case 'pair': return <PairRoundButton snapshot={props.snapshot} primary />;
      case 'add-players': return <button type="button" className="primary" onClick={() => go('players')}>{next.text}</button>;
      case 'lock-seeding': return <button type="button" className="primary" onClick={() => go('seeding')}>{next.text}</button>;
      case 'enter-results':
        return <button type="button" className="primary" onClick={() => { requestResults({ tournamentId: row.id, round: next.round }); go('rounds'); }}>{next.text}</button>;
      case 'start-cut': case 'play-cut': return <button type="button" className="primary" onClick={() => go('cut')}>{next.text}</button>;
      case 'finished': return <button type="button" className="primary" onClick={() => go('standings')}>{next.text}</button>;
      default: return assertNever(next);
    }
  })();
  const last = tournament.rounds.at(-1);
  return (
    <header className="dashboard tournament-header">
      <div className="identity">
        <h1 id="tournament-heading">{row.name}</h1>
        <div className="state">
          <span className={`badge ${state.tone}`}>{state.badge}{last && roundComplete(last) && state.tone === 'running' ? ' · complete' : ''}</span>
          <p className="meta">{describeSystem(row.settings)}{moduleOf(row).ownScreen ? '' : ` · ${row.totalRounds} round${row.totalRounds === 1 ? '' : 's'}`} · {row.status === 'running' ? `round ${tournament.rounds.length} of ${row.totalRounds} paired` : describeStatus(row.status)}</p>
        </div>
        <div className="event-tools">
          <ExportTrfButton snapshot={props.snapshot} />
          <ExportBackupButton tournamentId={row.id} name={row.name} />
          <ExportSiteButton snapshot={props.snapshot} />
        </div>
      </div>
      <div className="next round-controls" role="group" aria-label="Next step">
        <span className="next-label" aria-hidden="true">Next</span>
        {action}
        {pairing ? <PairingProgressBar round={pairing.round} progress={pairing.progress} /> : <span role="status" className="progress" />}
      </div>
      {pairingError ? <p role="alert" className="error pairing-error">{pairingError.message}</p> : null}
    </header>
  );
});

/**
 * The event's last pairing failure while it still describes the event. Once the rounds have moved
 * on (another tab deleted the round that was "already paired", or paired the one that failed here)
 * the message is withdrawn, so a stale alert never sits beside the next one. A message is
 * withdrawn only after the screen has shown it holding: the stored rounds this tab reads may
 * arrive a moment after the worker's answer.
 */
const useCurrentPairingError = (tournamentId: number, pairedRounds: number): PairingError | null => {
  const error = useUi((s) => (s.pairingError?.tournamentId === tournamentId ? s.pairingError : null));
  const setPairingError = useUi((s) => s.setPairingError);
  const heldFor = useRef<PairingError | null>(null);
  const holds = error !== null && pairingErrorHolds(error, pairedRounds);
  useEffect(() => {
    if (error === null) return;
    if (holds) heldFor.current = error;
    else if (heldFor.current === error) setPairingError(null);
  }, [error, holds, setPairingError]);
  return holds ? error : null;
};
