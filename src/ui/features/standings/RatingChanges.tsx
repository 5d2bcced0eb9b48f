import { ratingText } from '../../../core/model';
import { useMemo } from 'react';
import type { PlayerId } from '../../../core/model';
import { hundredthsText, ratingChangeCsv, roundedChange } from '../../../core/rating';
import { ratingChangeRows } from './ratingRows';
import { useListStatuses, useListType } from '../ratingList/useListed';
import { appDb } from '../../../db/appDb';
import { setKFactor } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { downloadText, fileStem } from './download';
import { Disclosure } from '../../components/Disclosure';
import { hashFromOutputRoute } from '../print/outputRoute';

/**
 * The rating-change report (FIDE Rating Regulations 2024, core/rating): per player the K factor
 * (editable; by default 8.3.3's: juniors 40 from the birth date), the rated games, score, expected score (table 8.1.2
 * with the 400-point rule below 2650), the change, rounded as 8.3.4, and the performance rating.
 */
export function RatingChanges(props: { readonly snapshot: Snapshot }) {
  return (
    <Disclosure className="rating-changes" summary="Rating changes (FIDE)">
      {() => <RatingChangeReport snapshot={props.snapshot} />}
    </Disclosure>
  );
}

/** The report itself, computed only while the disclosure is open. */
function RatingChangeReport(props: { readonly snapshot: Snapshot }) {
  const { tournament: t, playerRows } = props.snapshot;
  const [listType] = useListType(props.snapshot.row.id);
  const listed = useListStatuses(props.snapshot, listType);
  const { rows, kSource, newPlayers } = useMemo(() => ratingChangeRows({ tournament: t, playerRows }, listed), [t, playerRows, listed]);
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const onK = (p: PlayerId, text: string) => {
    const key = playerRows.get(p)?.id;
    if (key === undefined) return;
    const k = text.trim() === '' ? null : Number(text);
    void setKFactor(appDb(), key, k, Date.now());
  };
  return (
    <>
      <p className="hint">FIDE Rating Regulations (1 March 2024; 400-point rule for players under 2650 since 1 October 2025): expected score from table 8.1.2, change = K × (score − expected) per rated game; K × games at most 700. K by 8.3.3: 40 for a player under 2300 until the end of the year of the 18th birthday (from the birth date), 10 from 2400, else 20; set 40 for a player new to the rating list (under 30 rated games) and 10 for one whose published rating once reached 2400. A player found on the FIDE rating list (by FIDE ID) takes the list's K, and one the list does not rate is a new player (no change here).</p>
      <p className="exports">
        <button type="button" onClick={() => downloadText(`${fileStem(props.snapshot.row.name)}-rating-changes.csv`, ratingChangeCsv(t, rows), 'text/csv')}>Export rating changes CSV</button>{' '}
        <a href={`${location.pathname}${location.search}${hashFromOutputRoute({ screen: 'print', tournamentId: props.snapshot.row.id, printout: 'ratings', round: null, paper: 'a4', orientation: null, auto: true })}`}
          target="_blank" rel="noreferrer">Print rating changes</a>
      </p>
      <table aria-label="Rating changes">
        <thead>
          <tr><th scope="col">No.</th><th scope="col">Name</th><th scope="col">Rating</th><th scope="col">K</th><th scope="col">Games</th><th scope="col">Score</th><th scope="col">Expected</th><th scope="col">Change</th><th scope="col">Rounded</th><th scope="col">Average opponent</th><th scope="col"><abbr title="average of the opponents' ratings as the calculation uses them (400-point rule), as FIDE's calculations print it">Rc</abbr></th><th scope="col">Performance</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.player}>
              <td>{r.player}</td><td>{names.get(r.player)}</td><td>{ratingText(r.rating)}</td>
              <td>{r.rating > 0 ? (
                <input type="number" min={1} max={40} style={{ width: '4rem' }} aria-label={`K of ${names.get(r.player) ?? r.player}`} key={r.k}
                  defaultValue={r.k} onBlur={(e) => { if (Number(e.target.value) !== r.k) onK(r.player, e.target.value); }}
                  onKeyDown={(e) => { if (e.key === 'Enter') onK(r.player, e.currentTarget.value); }} />
              ) : newPlayers.has(r.player) ? 'new player (unrated on the FIDE list)' : ''}{r.rating > 0 && kSource.get(r.player) === 'list' ? ' from the list' : ''}{r.kUsed !== r.k ? ` (${r.kUsed}: K × games ≤ 700)` : ''}</td>
              <td>{r.games.length}</td><td>{hundredthsText(r.score)}</td><td>{r.rating > 0 ? hundredthsText(r.expected) : ''}</td>
              <td>{r.rating > 0 ? hundredthsText(r.change) : ''}</td><td>{r.rating > 0 ? roundedChange(r.change) : ''}</td>
              <td>{r.averageOpponent ?? ''}</td><td>{r.rc ?? ''}</td><td>{r.performance ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
