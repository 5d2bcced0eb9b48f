import { useEffect, useState } from 'react';
import type { PairProgress } from '../../../worker/protocol';
import { describeStage } from '../../../worker/protocol';
import { cancelPairing } from '../../pairing';

/** Seconds since the component was drawn, counted once a second (a sign of life in a long pairing). */
const useSeconds = (): number => {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const timer = setInterval(() => setSeconds(Math.floor((performance.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
};

/**
 * A round being paired: a bar (players paired of players to pair, when the system reports it),
 * the stage in words, the seconds it has taken, and Cancel, which stops the worker. Nothing is
 * stored until the pairing's one final write, so a cancelled round stays unpaired.
 *
 * The bar always has a value (0 until the first report): an indeterminate bar is animated by a
 * repaint on the page's thread every frame for as long as the pairing lasts (round 1 of a big open
 * is one bracket, so it would be indeterminate throughout), time the TO's keys should have.
 */
export function PairingProgressBar(props: { readonly round: number; readonly progress: PairProgress }) {
  const { paired, stage } = props.progress;
  const seconds = useSeconds();
  const [value, max] = paired !== undefined ? [paired.paired, paired.players] : stage === 'saving' ? [1, 1] : [0, 1];
  return (
    <span className="pairing-progress">
      <progress aria-label={`Pairing round ${props.round}`} max={max} value={value} />
      <span role="status" className="progress">{describeStage(props.progress, props.round)}</span>
      {/* Outside the live region: a screen reader is not told every second. */}
      {seconds >= 2 ? <span className="progress">{seconds} s</span> : null}
      <button type="button" onClick={cancelPairing}>Cancel</button>
    </span>
  );
}
