import { useEffect, useMemo, useRef, useState } from 'react';
import { ratingText } from '../../../core/model';
import type { PlayerId } from '../../../core/model';
import { canExplain } from '../../../core/systems';
import { cardPlayerLine, cardRatingLine, cardStandingLine, playerCard, roundRatingText, roundResultText, roundSeatText } from '../../../core/reports';
import type { PlayerCard } from '../../../core/reports';
import type { StandingsRefusal, StandingsReport } from '../../../core/standings';
import type { Snapshot } from '../../../db/repository';
import { reportOf } from '../standings/report';
import { WhyPairing } from '../rounds/WhyPairing';
import { cardOptionsOf } from './cardOptions';
import { hashFromOutputRoute } from '../print/outputRoute';
import './reports.css';

/**
 * The player card on screen (core/reports `playerCard`): the player, each round's opponent,
 * colour (Netrunner: side), result, running score and rating change, the rating change in total,
 * then how each tie-break was computed (C.07 wording in each part's note; a part cut by a
 * modifier struck through). A modal dialog: Escape or Close shuts it.
 */
export function PlayerCardDialog(props: {
  readonly snapshot: Pick<Snapshot, 'tournament' | 'playerRows' | 'row'>;
  readonly player: PlayerId;
  /** The standings report when the caller has it (the standings screen), else computed here (cached per snapshot). */
  readonly report?: StandingsReport | StandingsRefusal;
  readonly onClose: () => void;
}) {
  const { snapshot, player } = props;
  const card = useMemo(() => playerCard(snapshot.tournament, player, cardOptionsOf(snapshot, props.report ?? reportOf(snapshot.tournament))),
    [snapshot, player, props.report]);
  const ref = useRef<HTMLDialogElement>(null);
  // Closed when its screen is hidden (the standings are kept mounted behind other tabs): a modal left
  // open would keep the rest of the page inert. Shown again when they are.
  // The focus goes back to the name that opened the card (React removes the dialog before it is
  // closed, so the browser's own return of the focus does not happen).
  useEffect(() => {
    const d = ref.current;
    const opener = document.activeElement;
    if (d && !d.open) d.showModal();
    return () => {
      d?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className="player-card" aria-labelledby="player-card-title"
      onCancel={(e) => { e.preventDefault(); props.onClose(); }}>
      {/* First in the dialog: showModal focuses it, so the card opens at its top (and a phone's screen shows the name). */}
      <button type="button" className="card-close" onClick={props.onClose}>Close</button>
      {card === null ? null : (
        // This player's card alone, on its own page, in the print window (the Print panel prints every card).
        <button type="button" className="card-print" onClick={() => window.open(`${location.pathname}${location.search}${hashFromOutputRoute({
          screen: 'print', tournamentId: snapshot.row.id, printout: 'cards', round: null, paper: 'a4', orientation: null, auto: true, player,
        })}`, '_blank')}>Print this card</button>
      )}
      {card === null ? <p role="alert">Player {player} is not in this tournament.</p>
        : <PlayerCardBody card={card} tournamentId={snapshot.row.id} explains={canExplain(snapshot.tournament)} />}
    </dialog>
  );
}

function PlayerCardBody(props: { readonly card: PlayerCard; readonly tournamentId: number; readonly explains: boolean }) {
  const { card, explains } = props;
  // "Why?" on a round: the explanation of that round's board or bye for this player, worked out in
  // the pairing worker (the same panel as the Rounds screen's).
  const [whyRound, setWhyRound] = useState<number | null>(null);
  const w = card.words;
  const name = card.player.name;
  const rated = card.rating !== null;
  return (
    <>
      <h3 id="player-card-title">Player card: {name}</h3>
      <p className="card-lines">{cardPlayerLine(card)}<br />{cardStandingLine(card)}</p>
      {card.rounds.length === 0 ? <p>No round has been paired yet.</p> : (
        <div className="table-scroll">
          <table aria-label={`Rounds of ${name}`} className="card-rounds">
            <thead>
              <tr>
                <th scope="col" className="num">{w.round}</th><th scope="col" className="num">{w.board}</th>
                <th scope="col" className="num">{w.opponentNumber}</th><th scope="col">{w.opponent}</th>
                {card.player.rating > 0 || rated ? <th scope="col" className="num">{w.opponentRating}</th> : null}
                <th scope="col">{w.seat}</th><th scope="col">{w.result}</th>
                <th scope="col" className="num">{w.points}</th><th scope="col" className="num">{w.score}</th>
                {rated ? <th scope="col" className="num">{w.ratingChange}</th> : null}
                {explains ? <th scope="col"><span className="visually-hidden">Why this pairing</span></th> : null}
              </tr>
            </thead>
            <tbody>
              {card.rounds.map((r) => (
                <tr key={r.round} className={r.kind === 'game' ? undefined : r.kind}>
                  <td className="num">{r.round}</td><td className="num">{r.board ?? ''}</td>
                  <td className="num">{r.opponent?.id ?? ''}</td><td>{r.opponent?.name ?? ''}</td>
                  {card.player.rating > 0 || rated ? <td className="num">{r.opponent ? ratingText(r.opponent.rating) : ''}</td> : null}
                  <td>{roundSeatText(r)}</td><td>{roundResultText(r)}</td>
                  <td className="num">{r.pointsText}</td><td className="num">{r.scoreText}</td>
                  {rated ? <td className="num">{roundRatingText(r)}</td> : null}
                  {explains ? (
                    <td>{r.kind === 'game' || (r.kind === 'bye' && (r.byeKind === 'U' || r.byeKind === 'F'))
                      ? <button type="button" className="why" aria-label={`Why round ${r.round}?`} onClick={() => setWhyRound(r.round)}>Why?</button>
                      : null}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {whyRound !== null ? (
        <WhyPairing key={whyRound} tournamentId={props.tournamentId} question={{ round: whyRound, player: card.player.id }} name={name}
          onClose={() => setWhyRound(null)} />
      ) : null}
      {rated ? <p className="card-rating">{cardRatingLine(card)}.</p> : null}
      {rated ? <p className="card-legend">{w.ratingLegend}</p> : null}
      <section aria-label={`Tie-breaks of ${name}`}>
        <h4>Tie-breaks of {name}</h4>
        {!card.standing.ok ? <p role="alert">{card.standing.detail}</p>
          : card.standing.tieBreaks.length === 0 ? <p>This system ranks by its own rules; there are no tie-break columns to explain.</p>
            : card.standing.tieBreaks.map((tb, i) => (
              <section key={`${tb.code}-${i}`} aria-label={`${tb.code} of ${name}`}>
                <h5>{tb.code} = {tb.valueText} <span className="tb-name">({tb.name})</span></h5>
                {tb.parts.length === 0 ? <p>No contributions (no opponents or games to count).</p> : (
                  <div className="table-scroll">
                    <table aria-label={`${tb.code} contributions`}>
                      <thead>
                        <tr><th scope="col">Round</th><th scope="col">Opponent</th><th scope="col">Value</th><th scope="col">How</th></tr>
                      </thead>
                      <tbody>
                        {tb.parts.map((c, j) => (
                          <tr key={j} className={c.cut ? 'cut' : undefined}>
                            <td>{c.round ?? ''}</td>
                            <td>{c.opponent !== null ? `${c.opponent.name} (${c.opponent.id})` : ''}</td>
                            <td>{c.cut ? <s>{c.valueText}</s> : c.valueText}</td>
                            <td>{c.note}{c.cut ? ' — cut' : ''}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
            ))}
      </section>
    </>
  );
}
