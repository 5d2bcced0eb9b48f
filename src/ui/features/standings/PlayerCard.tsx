import { ratingText } from '../../../core/model';
import { useEffect, useRef } from 'react';
import type { Player, PlayerId } from '../../../core/model';
import { formatTenths } from '../../../core/model';
import type { Explanation, StandingRow } from '../../../core/standings';
import { tieBreakValueText } from '../../../core/standings';

/**
 * How each tie-break of one player was computed (C.07 wording in each contribution's note): the
 * value, then every round's contribution, struck through when a modifier (Cut-1, Median…) cut it.
 */
export function PlayerCard(props: {
  readonly row: StandingRow;
  readonly player: Player | undefined;
  readonly explanations: readonly Explanation[];
  readonly nameOf: (id: PlayerId) => string;
  readonly onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Closed when the standings are hidden (another tab, kept mounted): a modal left open would
  // keep the rest of the page inert. Shown again when they are.
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  const name = props.player?.name ?? `#${props.row.player}`;
  return (
    <dialog ref={ref} className="player-card" aria-labelledby="player-card-title"
      onCancel={(e) => { e.preventDefault(); props.onClose(); }}>
      <h3 id="player-card-title">Tie-breaks of {name}</h3>
      <p>
        Rank {props.row.rank}, {formatTenths(props.row.points)} points, start rank {props.row.player}
        {props.player ? (props.player.rating > 0 ? `, rating ${props.player.rating}` : `, ${ratingText(0)}`) : ''}.
      </p>
      {props.explanations.length === 0 ? <p>This system ranks by its own rules; there are no tie-break columns to explain.</p> : null}
      {props.explanations.map((e, i) => {
        const value = props.row.tieBreaks[i]?.text ?? tieBreakValueText(e.code, e.value);
        const contributions = e.contributions;
        return (
          <section key={`${e.code}-${i}`} aria-label={`${e.code} of ${name}`}>
            <h4>{e.code} = {value}</h4>
            {contributions.length === 0 ? <p>No contributions (no opponents or games to count).</p> : (
              <table aria-label={`${e.code} contributions`}>
                <thead>
                  <tr><th scope="col">Round</th><th scope="col">Opponent</th><th scope="col">Value</th><th scope="col">How</th></tr>
                </thead>
                <tbody>
                  {contributions.map((c, j) => (
                    <tr key={j} className={c.cut ? 'cut' : undefined}>
                      <td>{c.round ?? ''}</td>
                      <td>{c.opponent !== undefined ? `${props.nameOf(c.opponent)} (${c.opponent})` : ''}</td>
                      <td>{c.cut ? <s>{tieBreakValueText(e.code, c.value)}</s> : tieBreakValueText(e.code, c.value)}</td>
                      <td>{c.note}{c.cut ? ' — cut' : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
      <button type="button" onClick={props.onClose}>Close</button>
    </dialog>
  );
}
