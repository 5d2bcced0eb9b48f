import type { PlayerId, Round } from '../../../core/model';
import type { Snapshot } from '../../../db/repository';
import { wordingOf } from '../../../core/systems';
import type { SystemModule } from '../../../core/systems';
import type { SeatEntry } from '../../../core/sheets';

/** Under the boards: the round's notes (from its pairing), and its byes in the system's words. */
export function RoundNotes(props: {
  readonly snapshot: Snapshot;
  readonly system: SystemModule;
  readonly round: Round;
  readonly entries: ReadonlyMap<PlayerId, SeatEntry>;
  /** "Why?" on the pairing-allocated bye (null: the system does not explain its pairings). */
  readonly whyBye: (() => void) | null;
}) {
  const { round: shown, entries } = props;
  const { tournament } = props.snapshot;
  const wording = wordingOf(props.system);
  return (
    <>
      {(props.snapshot.roundNotes.get(shown.number) ?? []).length > 0 ? (
        <ul aria-label={`Round ${shown.number} notes`} className="notes">
          {(props.snapshot.roundNotes.get(shown.number) ?? []).map((n, i) => <li key={i}>{n}</li>)}
        </ul>
      ) : null}
      {shown.byes.length > 0 ? (
        // Each bye in the system's words ("bye (pairing-allocated)", "half-point bye"), not its TRF code.
        <p className="byes">Byes: {shown.byes.map((b) => `${entries.get(b.player)?.name ?? tournament.players.find((x) => x.id === b.player)?.name ?? b.player}: ${wording.byes[b.kind]}`).join('; ')}</p>
      ) : null}
      {props.whyBye !== null && shown.byes.some((b) => b.kind === 'U') ? (
        <p className="byes why-bye"><button type="button" className="why" onClick={props.whyBye}>Why the bye?</button></p>
      ) : null}
    </>
  );
}
