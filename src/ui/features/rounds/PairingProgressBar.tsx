import type { PairProgress } from '../../../worker/protocol';
import { describeStage } from '../../../worker/protocol';
import { cancelPairing } from '../../pairing';

/**
 * A round being paired: a bar (players paired of players to pair, when the system reports it;
 * moving without a value until then), the stage in words, and Cancel, which stops the worker.
 * Nothing is stored until the pairing's one final write, so a cancelled round stays unpaired.
 */
export function PairingProgressBar(props: { readonly round: number; readonly progress: PairProgress }) {
  const { paired, stage } = props.progress;
  const text = describeStage(props.progress, props.round);
  return (
    <span className="pairing-progress">
      {stage === 'pairing' && paired !== undefined
        ? <progress aria-label={`Pairing round ${props.round}`} max={paired.players} value={paired.paired} />
        : <progress aria-label={`Pairing round ${props.round}`} />}
      <span role="status" className="progress">{text}</span>
      <button type="button" onClick={cancelPairing}>Cancel</button>
    </span>
  );
}
