import { useMemo, useState } from 'react';
import { appDb } from '../../../db/appDb';
import { deleteLastRound, setResult } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { roundComplete } from '../../../core/model';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ActionMenu } from '../../components/ActionMenu';
import type { MenuAction } from '../../components/ActionMenu';
import { moduleOf, resultText, wordingOf } from '../../../core/systems';
import { useUi } from '../../../store/ui';
import { pairNextRound } from '../../pairing';
import { rememberResultChange, useLastResultChange } from './undo';
import type { ResultChange } from './undo';
import { standingsEffect } from './standingsEffect';
import { pairedFromEarlierResult } from './pairedFromEarlier';
import { reportOf } from '../standings/report';

/** "Undo result: …" for the last result entered in this tab. */
export function UndoResult(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament } = props.snapshot;
  const lastChange = useLastResultChange(t.id);
  const [message, setMessage] = useState<string | null>(null);
  // In the system's words, as on the boards ("Corp win", "1-0").
  const label = (r: Parameters<typeof resultText>[1]): string => resultText(t, r);

  const undo = async () => {
    if (!lastChange) return;
    // Only while the board and its result are still what this tab wrote (another tab may have changed them).
    const p = tournament.rounds[lastChange.round - 1]?.pairings.find((q) => q.board === lastChange.board);
    const guard = { white: p?.white ?? 0, black: p?.black ?? 0, current: lastChange.after };
    const r = await setResult(db, t.id, lastChange.round, lastChange.board, lastChange.game, lastChange.before, Date.now(), guard);
    rememberResultChange(null);
    setMessage(r.ok ? `Undone: round ${lastChange.round} board ${lastChange.board} is ${lastChange.before === null ? 'empty' : label(lastChange.before)} again.` : r.detail);
  };

  return (
    <>
      {lastChange && tournament.rounds.length >= lastChange.round ? (
        <button type="button" onClick={() => void undo()}>
          Undo result: round {lastChange.round} board {lastChange.board} {label(lastChange.after)} → {label(lastChange.before)}
        </button>
      ) : null}
      {message ? <span role="status" className="undo-status">{message}</span> : null}
    </>
  );
}

/**
 * What the last result change did to the standings (and, for an earlier round, what it did not
 * change). Worked out only while the TO has it open: it ranks the event twice (as stored and
 * with the earlier result), which at 2000 players held the page for 100-300 ms after every
 * result typed. A change to an earlier round opens it at once (later rounds were paired from the
 * old result, which the TO should read); a result of the current round leaves it closed.
 */
export function ResultEffect(props: { readonly snapshot: Snapshot }) {
  const { row: t, tournament } = props.snapshot;
  const lastChange = useLastResultChange(t.id);
  const correctionRule = wordingOf(moduleOf(tournament)).correctionRule;
  // The TO's own opening or closing, for this change only: the next change starts as above.
  const [toggled, setToggled] = useState<{ readonly change: ResultChange; readonly open: boolean } | null>(null);
  // Rounds paired from the result this change replaced: only a correction after they were paired leaves any.
  const pairedThrough = lastChange === null ? null : pairedFromEarlierResult(tournament, lastChange);
  const earlierRound = pairedThrough !== null;
  const open = lastChange !== null && (toggled?.change === lastChange ? toggled.open : earlierRound);
  // The standings as stored are the standings page's own report (computed once per snapshot).
  const effect = useMemo(() => (open && lastChange ? standingsEffect(tournament, lastChange, () => reportOf(tournament)) : null), [open, tournament, lastChange]);
  if (!lastChange) return null;
  const change = lastChange;
  return (
    <details className="standings-effect panel-disclosure" open={open} onToggle={(e) => { const now = e.currentTarget.open; if (now !== open) setToggled({ change, open: now }); }}>
      <summary>Effect of the last result change on the standings</summary>
      {effect === null ? null : effect.length === 0 ? <p>No player's rank or points changed.</p>
        : <ul aria-label="Effect on the standings">{effect.map((e) => <li key={e}>{e}</li>)}</ul>}
      {earlierRound ? (
        <p className="hint">
          Round{pairedThrough === change.round + 1 ? ` ${pairedThrough} was` : `s ${change.round + 1}–${pairedThrough ?? ''} were`} paired from the earlier result and stay as they
          are ({correctionRule ? `${correctionRule}: ` : ''}a corrected result changes only the pairings still to be made). The TRF export records the
          earlier result, so a pairing checker replays those rounds as they were paired.
        </p>
      ) : null}
    </details>
  );
}

type Asking =
  | { readonly kind: 'delete'; readonly round: number }
  | { readonly kind: 'repair'; readonly round: number }
  | { readonly kind: 'pair-anyway'; readonly round: number };

/**
 * The round's menu: what discards or overrides something, each behind a question — "Re-pair
 * round k" (before any result), "Pair with results missing (round k+1)…" and "Delete round k" (the
 * last round). The questions read the live tournament: when another tab changes the last round
 * while one is open, it says so, and confirming changes nothing.
 */
export function RoundActions(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament } = props.snapshot;
  const busy = useUi((s) => s.pairing !== null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const last = tournament.rounds.at(-1);
  const next = tournament.rounds.length + 1;
  const entered = last ? last.pairings.flatMap((p) => p.games).filter((g) => g !== null).length : 0;
  const editable = last !== undefined && t.status === 'running' && entered === 0;
  const canPairAnyway = last !== undefined && !roundComplete(last) && next <= t.totalRounds && t.status !== 'registration';
  const open = last ? last.pairings.filter((p) => p.games.some((g) => g === null)).map((p) => p.board) : [];

  const actions: MenuAction[] = [
    ...(editable && last ? [{ id: 'repair', label: `Re-pair round ${last.number}`, disabled: busy, onAction: () => setAsking({ kind: 'repair', round: last.number }) }] : []),
    ...(canPairAnyway && last ? [{ id: 'pair-anyway', label: `Pair with results missing (round ${next})…`, disabled: busy, onAction: () => setAsking({ kind: 'pair-anyway', round: next }) }] : []),
    ...(last ? [{ id: 'delete', label: `Delete round ${last.number}`, danger: true, onAction: () => setAsking({ kind: 'delete', round: last.number }) }] : []),
  ];

  const remove = async (round: number) => {
    setAsking(null);
    const r = await deleteLastRound(db, t.id, Date.now(), round);
    rememberResultChange(null);
    setMessage(r.ok ? `Round ${r.value} deleted.` : r.detail);
  };
  const repair = async (round: number) => {
    setAsking(null);
    setMessage(null);
    if (await pairNextRound(t.id, round, { repair: true })) setMessage(`Round ${round} re-paired.`);
  };

  const deleting = asking?.kind === 'delete' ? asking.round : null;
  return (
    <div className="round-history">
      <ActionMenu label="Round actions" actions={actions} />
      {message ? <span role="status">{message}</span> : null}
      <ConfirmDialog open={deleting !== null} title={`Delete round ${deleting ?? ''}?`}
        message={deleting !== null && deleting !== last?.number
          ? `Round ${deleting} is no longer the last round: it was changed in another tab or window.`
          : `Round ${deleting ?? ''} has ${last?.pairings.length ?? 0} boards and ${entered} result(s) entered. Its pairings and results will be removed, and it can be paired again.`}
        confirmLabel="Delete round" onConfirm={() => { if (deleting !== null) void remove(deleting); }} onCancel={() => setAsking(null)} />
      <ConfirmDialog open={asking?.kind === 'repair'} title={`Re-pair round ${asking?.round ?? ''}?`}
        message={`The pairing of round ${asking?.round ?? ''} (${last?.pairings.length ?? 0} boards, with any changes made by hand) will be discarded and the pairing system will pair the round again. No result is lost: none is entered yet.`}
        confirmLabel="Re-pair" onConfirm={() => { if (asking) void repair(asking.round); }} onCancel={() => setAsking(null)} />
      <ConfirmDialog open={asking?.kind === 'pair-anyway'} title={`Pair round ${asking?.round ?? ''} with results missing?`} danger={false}
        message={`Round ${last?.number ?? ''} still needs results on board(s) ${open.join(', ')}. The pairing system will see those games without a result (some systems, such as TCEC, refuse). Enter the results first when you can.`}
        confirmLabel="Pair anyway"
        onConfirm={() => { const round = asking?.round; setAsking(null); if (round !== undefined) void pairNextRound(t.id, round, { allowMissingResults: true }); }}
        onCancel={() => setAsking(null)} />
    </div>
  );
}
