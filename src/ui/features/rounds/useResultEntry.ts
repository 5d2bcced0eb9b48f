import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { KeyboardEvent, RefObject } from 'react';
import { appDb } from '../../../db/appDb';
import { setBoardGames, setResult } from '../../../db/repository';
import type { Agreement, BoardResult, PlayerId, Round } from '../../../core/model';
import { agreementWords, singleSidedIntentionalDraw } from '../../../core/netrunner';
import type { Snapshot } from '../../../db/repository';
import type { SystemModule } from '../../../core/systems';
import { rememberResultChange } from '../audit/undo';
import { resultForKey } from './results';
import type { OpenMenu, RowActions } from './boardRows';
import type { BoardWindow } from './useBoardWindow';

/** A result entered in a round: what it was and becomes, and the players it was entered for. */
export interface ResultChange {
  readonly round: number;
  readonly board: number;
  readonly game: number;
  readonly before: BoardResult | null;
  readonly after: BoardResult | null;
  readonly white: PlayerId;
  readonly black: PlayerId;
  readonly agreement?: Agreement;
}

/** A result the TO can enter besides the scores: an agreement, with its words and key. */
export interface AgreementChoice {
  readonly agreement: Agreement;
  readonly label: string;
  readonly key: string;
}

/**
 * Single-sided Netrunner: the intentional draw from the results menu or the I key (a double-sided
 * board has its own 241 / ID buttons), entered as a tie with the agreement recorded.
 */
export const agreementChoicesOf = (system: SystemModule): readonly AgreementChoice[] =>
  system.netrunner !== undefined && !system.netrunner.doubleSided
    ? system.netrunner.agreements.map((a) => ({ agreement: a, label: agreementWords(a), key: 'I' }))
    : [];

/**
 * Result entry on the Rounds screen: a result typed on a cell (1 0 = + -, Delete; the focus moves
 * on) or chosen from its menu is written at once for the latest round; for an earlier one it waits
 * as `pendingChange` for the arbiter's confirmation. `actions` are the rows' handlers.
 */
export const useResultEntry = (args: {
  readonly snapshot: Snapshot;
  readonly shown: Round | undefined;
  readonly tableRef: RefObject<HTMLTableElement | null>;
  readonly window: BoardWindow;
  readonly agreementChoices: readonly AgreementChoice[];
}) => {
  const db = appDb();
  const { snapshot: { row: t, tournament }, shown, tableRef, window: win, agreementChoices } = args;
  const rounds = tournament.rounds;
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  // A result changed in a round that is not the latest waits for the arbiter's confirmation.
  const [pendingChange, setPendingChange] = useState<ResultChange | null>(null);
  // The rows' handlers, always this render's (a ref: a new function each render would redraw every row).
  const actions = useRef<RowActions>({ onKey: () => undefined, openMenu: () => undefined });

  const enter = (board: number, game: number, result: BoardResult | null, agreement?: Agreement) => {
    if (!shown) return;
    const pairing = shown.pairings.find((p) => p.board === board);
    if (!pairing) return;
    const change = { round: shown.number, board, game, before: pairing.games[game] ?? null, after: result, white: pairing.white, black: pairing.black, ...(agreement ? { agreement } : {}) };
    // Later rounds were paired from this result: changing it asks first (old and new result, the players).
    if (shown.number < rounds.length && (change.before !== result || pairing.agreement !== agreement)) {
      setPendingChange(change);
      return;
    }
    commitResult(change);
  };

  const commitResult = (c: ResultChange) => {
    rememberResultChange({ tournamentId: t.id, round: c.round, board: c.board, game: c.game, before: c.before, after: c.after });
    if (c.agreement !== undefined) {
      void setBoardGames(db, t.id, c.round, c.board, singleSidedIntentionalDraw, Date.now(), agreementWords(c.agreement).toLowerCase(), c.agreement).then((r) => {
        setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
      });
      return;
    }
    // The players on screen go with the result: refused if another tab re-paired or deleted the round.
    void setResult(db, t.id, c.round, c.board, c.game, c.after, Date.now(), { white: c.white, black: c.black }).then((r) => {
      setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
    });
  };

  const onKey = (e: KeyboardEvent<HTMLButtonElement>, board: number, game: number) => {
    if (e.key === 'ArrowDown' && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      setMenu({ anchor: e.currentTarget, board, game });
      return;
    }
    const agreed = agreementChoices.find((a) => a.key.toLowerCase() === e.key.toLowerCase());
    const result = agreed ? singleSidedIntentionalDraw[0]! : resultForKey(e.key);
    if (result === undefined || !shown) return;
    e.preventDefault();
    // Move on at once (the write is quick, but typing must never wait for it): the board's next
    // game, else the next board's first. A board not drawn yet (the rest of a round drawn in
    // slices, or beyond a big round's window) is drawn first, at once, so the focus moves on as
    // on a small round; focusing it scrolls it into view.
    if (result !== null) {
      const index = shown.pairings.findIndex((p) => p.board === board);
      const games = shown.pairings[index]?.games.length ?? 1;
      const [nextIndex, nextGame] = game + 1 < games ? [index, game + 1] : [index + 1, 0];
      const next = shown.pairings[nextIndex];
      if (next !== undefined) {
        if (!win.isDrawn(nextIndex)) flushSync(() => win.reveal(nextIndex));
        tableRef.current?.querySelector<HTMLButtonElement>(`button[data-result][data-board="${next.board}"][data-game="${nextGame}"]`)?.focus();
      }
    }
    enter(board, game, result, agreed?.agreement);
  };

  actions.current = { onKey, openMenu: (anchor, board, game) => setMenu({ anchor, board, game }) };

  return {
    error, menu, actions, enter, pendingChange,
    closeMenu: () => setMenu(null),
    confirmChange: () => { if (pendingChange) commitResult(pendingChange); setPendingChange(null); },
    cancelChange: () => setPendingChange(null),
  };
};
