import { roundComplete } from '../../../core/model';
import type { PlayerId } from '../../../core/model';
import type { CutRecord, Snapshot } from '../../../db/repository';
import type { CutView } from './cut';
import { CutBracket } from './CutBracket';
import { StartCutForm } from './StartCutForm';
import type { CutChoice } from './StartCutForm';
import type { Outcome } from './problem';

/** The top cut where it stands: to start once the Swiss rounds have results, then played game by game. */
export function TopCut(props: {
  readonly snapshot: Snapshot;
  /** The stored cut: undefined while it is read, null before it starts. */
  readonly record: CutRecord | null | undefined;
  readonly view: CutView | string | null;
  readonly choice: CutChoice;
  readonly name: (p: PlayerId | null) => string;
  readonly onResult: (r: Outcome) => void;
}) {
  const { row: t, tournament } = props.snapshot;
  const { record, view } = props;
  const swissDone = tournament.rounds.length >= t.totalRounds && tournament.rounds.every(roundComplete);
  return (
    <>
      <h3>Top cut</h3>
      {record === undefined ? <p role="status">Loading…</p> : record === null ? (
        swissDone ? <StartCutForm tournamentId={t.id} tournament={tournament} choice={props.choice} name={props.name} onResult={props.onResult} />
          : <p>The cut starts once all {t.totalRounds} Swiss rounds have results.</p>
      ) : typeof view === 'string' || view === null ? <p role="alert">{String(view)}</p> : !view.state.ok ? <p role="alert">{view.state.detail}</p> : (
        <CutBracket tournamentId={t.id} record={record} view={view} state={view.state} name={props.name} onResult={props.onResult} />
      )}
    </>
  );
}
