import { useState } from 'react';
import type { Snapshot } from '../../../db/repository';
import { hashFromOutputRoute } from './outputRoute';
import { defaultOrientation, orientations, papers, printoutLabel, printouts } from './paper';
import type { Orientation, Paper, Printout } from './paper';
import { currentRound } from '../../../core/sheets';
import { moduleOf } from '../../../core/systems';

/** The TO's print menu: choose a sheet, one click opens it in its own window with the print dialog. */
export default function PrintPanel(props: { readonly snapshot: Snapshot }) {
  const t = props.snapshot.tournament;
  const [printout, setPrintout] = useState<Printout>('board');
  const [round, setRound] = useState<number | null>(null);
  const [paper, setPaper] = useState<Paper>('a4');
  const [orientation, setOrientation] = useState<Orientation | 'auto'>('auto');
  const [order, setOrder] = useState<'rank' | 'number'>('rank');
  // The Swiss wall chart: by pairing number during the event, by final rank (with the tie-breaks) at the end.
  const [wallOrder, setWallOrder] = useState<'rank' | 'number'>('number');
  // The player cards: a page each, or one after another (a booklet).
  const [cards, setCards] = useState<'page' | 'booklet'>('page');
  // The all-play-all crosstable is offered where the system's main view is one (round robins).
  // The norm report is printed from the norm check (it needs a player and a norm).
  // The drawn cut bracket is offered for the systems with a top cut (Netrunner).
  // The rating-change report where the system applies the FIDE rules (the rated chess systems).
  const fide = moduleOf(t).fideRules !== undefined;
  const offered = printouts.filter((p) => p !== 'norm' && (p !== 'crosstable' || moduleOf(t).standings?.mainView === 'crosstable') && (p !== 'bracket' || moduleOf(t).netrunner !== undefined) && (p !== 'ratings' || fide));
  const shownRound = round ?? currentRound(t);
  const href = hashFromOutputRoute({
    screen: 'print', tournamentId: props.snapshot.row.id, printout, round: shownRound || null, paper,
    orientation: orientation === 'auto' ? null : orientation, auto: true,
    ...(printout === 'crosstable' && order === 'number' ? { order } : {}), ...(printout === 'wallchart' && wallOrder === 'rank' ? { order: wallOrder } : {}),
    ...(printout === 'cards' ? { cards } : {}),
  });
  const open = () => {
    window.open(`${location.pathname}${location.search}${href}`, '_blank');
  };
  return (
    <form className="inline-form" aria-label="Print" onSubmit={(e) => { e.preventDefault(); open(); }}>
      <label>Sheet
        <select aria-label="Sheet" value={printout} onChange={(e) => setPrintout(e.target.value as Printout)}>
          {offered.map((p) => <option key={p} value={p}>{printoutLabel(p)}</option>)}
        </select>
      </label>
      <label>Round
        <select aria-label="Round" value={shownRound} disabled={t.rounds.length === 0 || printout === 'standings' || printout === 'wallchart' || printout === 'crosstable' || printout === 'prizes' || printout === 'bracket' || printout === 'cards' || printout === 'statistics'}
          onChange={(e) => setRound(Number(e.target.value))}>
          {t.rounds.length === 0 ? <option value={0}>none paired</option> : null}
          {t.rounds.map((r) => <option key={r.number} value={r.number}>{r.number}</option>)}
        </select>
      </label>
      {printout === 'crosstable' ? (
        <label>Order
          <select aria-label="Order" value={order} onChange={(e) => setOrder(e.target.value === 'number' ? 'number' : 'rank')}>
            <option value="rank">By rank</option>
            <option value="number">By pairing number</option>
          </select>
        </label>
      ) : null}
      {printout === 'wallchart' ? (
        <label>Order
          <select aria-label="Order" value={wallOrder} onChange={(e) => setWallOrder(e.target.value === 'rank' ? 'rank' : 'number')}>
            <option value="number">By pairing number</option>
            <option value="rank">By final rank, with tie-breaks</option>
          </select>
        </label>
      ) : null}
      {printout === 'cards' ? (
        <label>Cards
          <select aria-label="Cards" value={cards} onChange={(e) => setCards(e.target.value === 'booklet' ? 'booklet' : 'page')}>
            <option value="page">One per page</option>
            <option value="booklet">Booklet (one after another)</option>
          </select>
        </label>
      ) : null}
      <label>Paper
        <select aria-label="Paper" value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
          {papers.map((p) => <option key={p} value={p}>{p === 'a4' ? 'A4' : 'Letter'}</option>)}
        </select>
      </label>
      <label>Orientation
        <select aria-label="Orientation" value={orientation} onChange={(e) => setOrientation(e.target.value as Orientation | 'auto')}>
          <option value="auto">Best for the sheet ({defaultOrientation(printout, t.rounds.length)})</option>
          {orientations.map((o) => <option key={o} value={o}>{o[0]!.toUpperCase() + o.slice(1)}</option>)}
        </select>
      </label>
      <button type="submit">Print {printoutLabel(printout).toLowerCase()}</button>
    </form>
  );
}
