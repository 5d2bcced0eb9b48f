import { Fragment, useMemo } from 'react';
import type { CSSProperties, RefObject } from 'react';
import type { PlayerId, Round } from '../../../core/model';
import type { Snapshot } from '../../../db/repository';
import type { SystemModule } from '../../../core/systems';
import type { SeatEntry } from '../../../core/sheets';
import { BoardRow } from './BoardRow';
import { role } from './boardRows';
import type { OpenMenu, RowActions, RowView } from './boardRows';
import { firstBoards } from './useBoardsDrawn';
import type { BoardWindow } from './useBoardWindow';

/**
 * The columns of a round drawn in slices, as a grid every row repeats (app.css, `.boards.sliced`):
 * the board and each game as wide as their cells say (4rem, 8rem), the players, and Netrunner's
 * 241 / ID, sharing the rest, as `table-layout: fixed` shares it.
 */
const slicedColumns = (games: number, doubleSided: boolean): string =>
  `auto minmax(0, 1fr) minmax(0, 1fr) repeat(${games}, auto)${doubleSided ? ' minmax(0, 1fr)' : ''}`;

/** The height of boards not drawn (a big round draws the ones in view): hidden from screen readers, which count the rows by aria-rowindex. */
const Gap = (props: { readonly height: number }) => <tr aria-hidden="true" className="gap" style={{ height: props.height }} />;

/**
 * The boards of the round shown, in playing order, with the keys a result cell takes: the first
 * `drawn` of them (a big round is drawn in slices, its rows as grids). The cells' keys and menu
 * are the result entry's (`actions`).
 */
export function BoardsTable(props: {
  readonly snapshot: Snapshot;
  readonly system: SystemModule;
  readonly round: Round;
  /** The boards in the page: all of a small round once drawn, the ones in view of a big one. */
  readonly window: BoardWindow;
  readonly bodyRef: RefObject<HTMLTableSectionElement | null>;
  /** Points before the round and ratings (or identities), as the printed board list has them. */
  readonly entries: ReadonlyMap<PlayerId, SeatEntry>;
  readonly openings: ReadonlyMap<number, readonly string[]> | null;
  /** Single-sided Netrunner: the I key enters an intentional draw. */
  readonly intentionalDraw: boolean;
  readonly menu: OpenMenu | null;
  readonly actions: RefObject<RowActions>;
  readonly tableRef: RefObject<HTMLTableElement | null>;
  /** "Why?" on each board (null: the system does not explain its pairings). */
  readonly why: ((board: number) => void) | null;
}) {
  const { system, round: shown, window: win, menu } = props;
  const games = shown.pairings[0]?.games.length ?? 1;
  const sliced = shown.pairings.length > firstBoards;
  const netrunner = system.netrunner !== undefined;
  // The system's words: White/Black, or Corp/Runner with results from the corp side of each game.
  const seats = system.seats(props.snapshot.row.settings, games);
  // What every row draws from, one object per snapshot and round: a row redraws only when its
  // board, this or its open menu changes (not when the next slice of boards is drawn).
  const rowView = useMemo<RowView>(() => ({
    games, resultText: system.resultText, entries: props.entries, netrunner, openings: props.openings,
    keys: props.intentionalDraw ? '1 0 = I + - Delete' : '1 0 = + - Delete',
    doubleSided: system.netrunner?.doubleSided === true, tournamentId: props.snapshot.row.id, round: shown.number, sliced, why: props.why,
  }), [props.snapshot, shown.number, props.entries, props.openings, sliced, props.why]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <p className="hint" id="keys-hint">Click or tap a result to choose it, or focus it and type {netrunner ? `1 (corp wins), 0 (runner wins)${props.intentionalDraw ? ', = (tie) or I (intentional draw)' : ' or = (tie)'}` : '1, 0 or = (draw)'}; + or - for a forfeit; Delete clears. Focus moves to the next board.</p>
      {/* Keyed by round: when another tab deletes the round shown, focus must not stay on a cell of another round. */}
      <div className="table-scroll">
        <table key={shown.number} ref={props.tableRef} className={sliced ? `boards sliced${win.windowed ? ' windowed' : ''}` : games === 1 && !rowView.doubleSided ? 'boards one-game' : 'boards'} aria-label={`Round ${shown.number} boards`} aria-describedby="keys-hint" aria-rowcount={shown.pairings.length + 1}
          {...role(sliced, 'table')} style={sliced ? { '--board-columns': slicedColumns(games, rowView.doubleSided) } as CSSProperties : undefined}>
          <thead {...role(sliced, 'rowgroup')}>
            <tr {...role(sliced, 'row')}>
              <th scope="col" className="num board" {...role(sliced, 'columnheader')}>Board</th><th scope="col" {...role(sliced, 'columnheader')}>{seats.first}</th><th scope="col" {...role(sliced, 'columnheader')}>{seats.second}</th>
              {games >= 2
                ? Array.from({ length: games }, (_, i) => <th key={i} scope="col" className="game" {...role(sliced, 'columnheader')}>Game {i + 1}{i % 2 === 1 ? (netrunner ? ' (sides swapped)' : ' (colours swapped)') : ''}</th>)
                : <th scope="col" className="game" {...role(sliced, 'columnheader')}>Result</th>}
              {system.netrunner?.doubleSided ? <th scope="col" {...role(sliced, 'columnheader')}>241 / ID</th> : null}
            </tr>
          </thead>
          <tbody ref={props.bodyRef} {...role(sliced, 'rowgroup')}>
            {win.rows.map(({ index, gapBefore }) => {
              const p = shown.pairings[index]!;
              return (
                <Fragment key={p.board}>
                  {gapBefore > 0 ? <Gap height={gapBefore} /> : null}
                  <BoardRow rowIndex={index + 2} p={p} view={rowView} menuGame={menu?.board === p.board ? menu.game : null} actions={props.actions} measure={win.measure} />
                </Fragment>
              );
            })}
            {win.after > 0 ? <Gap height={win.after} /> : null}
          </tbody>
        </table>
      </div>
    </>
  );
}
