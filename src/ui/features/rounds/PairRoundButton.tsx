import { roundComplete } from '../../../core/model';
import type { Snapshot } from '../../../db/repository';
import { useUi } from '../../../store/ui';
import { pairNextRound } from '../../pairing';
import { useVenue } from '../venue/VenueChief';

/**
 * "Pair round N": pairs the next round in the worker. Shown once per screen: as the dashboard's
 * primary action when pairing is what comes next, otherwise (disabled, with the reason beside it)
 * on the Rounds screen.
 */
export function PairRoundButton(props: { readonly snapshot: Snapshot; readonly primary?: boolean; readonly describedBy?: string }) {
  const { row: t, tournament } = props.snapshot;
  const busy = useUi((s) => s.pairing !== null);
  // On the venue network, a board whose laptops' results differ waits for the chief's decision.
  const venue = useVenue();
  const last = tournament.rounds.at(-1);
  const next = tournament.rounds.length + 1;
  if (next > t.totalRounds) return null;
  const canPair = t.status !== 'registration' && (!last || roundComplete(last)) && !busy && venue.blocks === null;
  return (
    <button title={venue.blocks ?? undefined} type="button" className={props.primary ? 'primary' : undefined} disabled={!canPair} aria-describedby={props.describedBy}
      onClick={() => void pairNextRound(t.id, next)}>
      Pair round {next}
    </button>
  );
}
