import { ratingText } from '../../../core/model';
import type { PlayerId } from '../../../core/model';
import { role } from './boardRows';
import type { RowView } from './boardRows';

/** A player's cell: name and start rank, then rating (chess) or identity (Netrunner) and points before the round. */
export function PlayerCell(props: { readonly id: PlayerId; readonly view: RowView }) {
  const { id, view } = props;
  const e = view.entries.get(id);
  // Netrunner: the identity the player plays on this seat (both for a double-sided pair) and, single-sided,
  // their Corp/Runner games before this round (as Aesop's Tables shows them); chess: the rating.
  const meta = [view.netrunner ? e?.identity ?? '' : e ? ratingText(e.rating) : '', e ? `${e.points} pts` : ''].filter((x) => x !== '').join(' · ');
  return (
    <td className="player" {...role(view.sliced, 'cell')}>
      <span className="player-line">
        <span className="name">{e?.name ?? `#${id}`} ({id})</span>
      </span>
      {/* Two lines a player: the name, then the sides played, identity (or rating) and points. */}
      {meta || e?.sides ? (
        <span className="player-meta" title={meta}>
          {e?.sides ? <span className="player-sides" title="Corp and Runner games before this round">{e.sides}</span> : null}{meta}
        </span>
      ) : null}
    </td>
  );
}
