import type { Snapshot } from '../../../db/repository';
import { Toolbar } from '../../components/Card';
import { RoundActions, UndoResult } from '../audit/RoundHistoryControls';
import { eventState } from '../tournaments/nextStep';
import { PairRoundButton } from './PairRoundButton';

/**
 * The Rounds screen's toolbar: "Pair round N" (unless the dashboard has it as the next step) with
 * why it waits, then the undo of the last result and the round's menu (`RoundActions`).
 */
export function RoundToolbar(props: { readonly snapshot: Snapshot }) {
  const { row: t, tournament } = props.snapshot;
  const rounds = tournament.rounds;
  const next = eventState({ status: t.status, tournament, cut: null }).next;
  const waitingHint = t.status === 'registration' ? 'Lock the seeding before pairing round 1.'
    : next.kind === 'enter-results' && rounds.length < t.totalRounds ? `Enter every result of round ${next.round} to pair round ${rounds.length + 1}.` : '';
  return (
    <Toolbar className="round-toolbar">
      {/* The pair button lives in the dashboard when pairing comes next; here otherwise. */}
      {next.kind !== 'pair' ? <PairRoundButton snapshot={props.snapshot} describedBy={waitingHint ? 'pair-waiting' : undefined} /> : null}
      {rounds.length >= t.totalRounds && t.status !== 'registration' ? <p>All {t.totalRounds} rounds are paired.</p> : null}
      {waitingHint ? <span className="hint" id="pair-waiting">{waitingHint}</span> : null}
      <span className="spacer" />
      <UndoResult snapshot={props.snapshot} />
      <RoundActions snapshot={props.snapshot} />
    </Toolbar>
  );
}
