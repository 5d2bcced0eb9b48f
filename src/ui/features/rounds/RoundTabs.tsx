import { roundComplete } from '../../../core/model';
import type { Round } from '../../../core/model';

/** A tab per round (✓ once complete): the round shown is the current one. */
export function RoundTabs(props: { readonly rounds: readonly Round[]; readonly shown: number; readonly onChoose: (round: number) => void }) {
  if (props.rounds.length === 0) return null;
  return (
    <nav aria-label="Rounds" className="round-tabs">
      {props.rounds.map((r) => (
        <button key={r.number} type="button" aria-current={r.number === props.shown ? 'true' : undefined} onClick={() => props.onChoose(r.number)}>
          Round {r.number}{roundComplete(r) ? ' ✓' : ''}
        </button>
      ))}
    </nav>
  );
}
