import type { BoardResult, PlayerId, Tournament } from '../../../core/model';
import { wordingOf } from '../../../core/systems';
import type { SystemModule } from '../../../core/systems';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { ResultChange } from './useResultEntry';

/**
 * The question before a result of an earlier round changes: the board, its players, the old and
 * new result, and that the later rounds stay as paired (the system's rule for corrections).
 */
export function CorrectionDialog(props: {
  readonly change: ResultChange | null;
  readonly tournament: Tournament;
  readonly system: SystemModule;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { change: pendingChange, tournament, system } = props;
  const rounds = tournament.rounds;
  const wording = wordingOf(system);
  const label = (r: BoardResult | null): string => (r === null ? '…' : system.resultText(r));
  const resultWords = (r: BoardResult | null): string => (r === null ? 'no result' : label(r));
  const nameOf = (id: PlayerId): string => tournament.players.find((p) => p.id === id)?.name ?? `#${id}`;
  return (
    <ConfirmDialog open={pendingChange !== null} title={`Change a result of round ${pendingChange?.round ?? ''}?`}
      message={pendingChange === null ? '' : `Board ${pendingChange.board}: ${nameOf(pendingChange.white)} – ${nameOf(pendingChange.black)}, ${resultWords(pendingChange.before)} → ${resultWords(pendingChange.after)}. ${pendingChange.round + 1 === rounds.length ? `Round ${rounds.length} was paired from the old result and stays` : `Rounds ${pendingChange.round + 1}-${rounds.length} were paired from the old result and stay`} as paired${wording.correctionRule ? ` (${wording.correctionRule})` : ''}; the standings change.`}
      confirmLabel="Change the result"
      onConfirm={props.onConfirm}
      onCancel={props.onCancel} />
  );
}
