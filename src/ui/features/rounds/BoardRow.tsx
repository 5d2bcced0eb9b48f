import { memo } from 'react';
import type { RefObject } from 'react';
import type { BoardResult, Pairing } from '../../../core/model';
import { agreementWords, withAgreementMark } from '../../../core/netrunner';
import { DoubleSidedEntry } from '../netrunner/DoubleSidedEntry';
import type { SeatEntry } from '../../../core/sheets';
import { role } from './boardRows';
import type { RowActions, RowView } from './boardRows';
import { PlayerCell } from './PlayerCell';
import { useVenue } from '../venue/VenueChief';

/** One board: its number, both players, a result button per game (keys and menu), and Netrunner's 241 / ID. */
export const BoardRow = memo(function BoardRow(props: {
  readonly rowIndex: number; readonly p: Pairing; readonly view: RowView; readonly menuGame: number | null; readonly actions: RefObject<RowActions>;
  /** A big round's window measures each row drawn (its `data-index`: the board's place in the round). */
  readonly measure?: ((el: Element | null) => void) | undefined;
}) {
  const { p, view, actions } = props;
  const { games, openings } = view;
  const label = (r: BoardResult | null): string => (r === null ? '…' : view.resultText(r));
  // On the venue network, a board whose arbiters' entries differ is disputed on this screen too
  // (the phones and hall screens show it with no result) until the chief arbiter decides.
  const venue = useVenue();
  const disputed = venue.active && venue.round === view.round && venue.boards.some((b) => b.board === p.board && b.kind === 'conflict');
  return (
    // Its place among the table's rows (aria-rowcount: all of them, while a big round is still drawn in slices).
    <tr aria-rowindex={props.rowIndex} ref={props.measure} data-index={props.measure ? props.rowIndex - 2 : undefined} {...role(view.sliced, 'row')}>
      <td className="num board" {...role(view.sliced, 'cell')}>{p.board}
        {view.why !== null ? <button type="button" className="why" aria-label={`Why board ${p.board}?`} onClick={() => view.why?.(p.board)}>Why?</button> : null}
      </td>
      <PlayerCell id={p.white} view={view} />
      <PlayerCell id={p.black} view={view} />
      {p.games.map((g, i) => (
        <td key={i} className="game" {...role(view.sliced, 'cell')}>
          <button type="button" data-result data-board={p.board} data-game={i} className={g === null ? 'result empty' : 'result'}
            aria-label={`Board ${p.board}${games >= 2 ? ` game ${i + 1}` : ''} result: ${g === null ? 'not entered' : p.agreement ? `${label(g)}, ${agreementWords(p.agreement).toLowerCase()}` : label(g)}`}
            aria-keyshortcuts={view.keys} aria-haspopup="menu"
            aria-expanded={props.menuGame === i}
            onClick={(e) => actions.current.openMenu(e.currentTarget, p.board, i)}
            onKeyDown={(e) => actions.current.onKey(e, p.board, i)}>{g === null ? label(g) : withAgreementMark(p, label(g))}</button>
          {disputed && i === 0 ? <span className="disputed-mark" role="note">disputed: decide it in the Venue network panel</span> : null}
          {openings?.get(p.board)?.[Math.floor(i / 2)] !== undefined ? (
            <span className="opening">{openings.get(p.board)?.[Math.floor(i / 2)]}</span>
          ) : null}
        </td>
      ))}
      {view.doubleSided ? <td {...role(view.sliced, 'cell')}><DoubleSidedEntry tournamentId={view.tournamentId} round={view.round} pairing={p} names={new Map([[p.white, view.entries.get(p.white)?.name ?? ''], [p.black, view.entries.get(p.black)?.name ?? '']])} /></td> : null}
    </tr>
  );
}, (a, b) => a.rowIndex === b.rowIndex && a.menuGame === b.menuGame && a.actions === b.actions && a.measure === b.measure && samePairing(a.p, b.p)
  && (a.view === b.view || (sameView(a.view, b.view) && sameEntry(a.view.entries.get(a.p.white), b.view.entries.get(b.p.white))
    && sameEntry(a.view.entries.get(a.p.black), b.view.entries.get(b.p.black))
    && (a.view.openings?.get(a.p.board) ?? []).join('\n') === (b.view.openings?.get(b.p.board) ?? []).join('\n'))));

// Each result read from the database comes in a new snapshot, every board a new object: a row is
// drawn again only if what it shows changed (one result: one row, not all 1000 boards).
const samePairing = (a: Pairing, b: Pairing): boolean => a === b || (a.board === b.board && a.white === b.white && a.black === b.black
  && a.agreement === b.agreement && a.games.length === b.games.length && a.games.every((g, i) => g === b.games[i]));
const sameView = (a: RowView, b: RowView): boolean => a.games === b.games && a.resultText === b.resultText && a.netrunner === b.netrunner
  && a.keys === b.keys && a.why === b.why && a.doubleSided === b.doubleSided && a.tournamentId === b.tournamentId && a.round === b.round && a.sliced === b.sliced;
const sameEntry = (a: SeatEntry | undefined, b: SeatEntry | undefined): boolean => a === b || (a !== undefined && b !== undefined
  && a.name === b.name && a.rating === b.rating && a.points === b.points && a.identity === b.identity && a.sides === b.sides);
