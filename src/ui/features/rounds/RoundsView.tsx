import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PlayerId } from '../../../core/model';
import type { Snapshot } from '../../../db/repository';
import { BoardJump } from './BoardJump';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ResultEffect } from '../audit/RoundHistoryControls';
import { canExplain, moduleOf } from '../../../core/systems';
import { WhyPairing, warmWhy } from './WhyPairing';
import type { WhyQuestion } from './WhyPairing';
import { NetrunnerDrops } from '../netrunner/NetrunnerDrops';
import { boardList } from '../../../core/sheets';
import type { SeatEntry } from '../../../core/sheets';
import { useBoardWindow } from './useBoardWindow';
import { agreementChoicesOf, useResultEntry } from './useResultEntry';
import { useResultsRequest } from './useResultsRequest';
import { RoundToolbar } from './RoundToolbar';
import { RoundTabs } from './RoundTabs';
import { CorrectionDialog } from './CorrectionDialog';
import { BoardsTable } from './BoardsTable';
import { RoundResultMenu } from './RoundResultMenu';
import { RoundNotes } from './RoundNotes';

// Editing the latest round's pairing by hand (with warnings).
const PairingEditor = lazy(() => import('./PairingEditor'));
// "Check pairings" (Dutch, Burstein, TCEC): replays every round in the worker, lists the differences.
const CheckPairings = lazy(() => import('../check/CheckPairings'));
import { useRoundOpenings } from '../engine-swiss/useRoundOpenings';
import { EngineSwissStatus } from '../engine-swiss/EngineSwissStatus';

/**
 * The Rounds screen: the round shown (tabs per round), its boards with both players' points before
 * the round and ratings (or Netrunner identities), and results entered by keyboard (1 0 = + -,
 * Delete; the focus moves on), by board number (`BoardJump`), or from the results menu (click,
 * tap, Enter or ArrowDown on a cell). Actions that discard something sit in the round's menu.
 */
function RoundsView(props: { readonly snapshot: Snapshot }) {
  const { row: t, tournament } = props.snapshot;
  // The round the TO picked, valid while the number of rounds is what it was then: a new round shows itself.
  const [chosen, setChosen] = useState<{ readonly round: number; readonly of: number } | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  const rounds = tournament.rounds;
  const shownNumber = chosen !== null && chosen.of === rounds.length && chosen.round <= rounds.length ? chosen.round : rounds.length;
  const shown = rounds[shownNumber - 1];
  const choose = (round: number) => setChosen({ round, of: rounds.length });
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const win = useBoardWindow(shownNumber, shown?.pairings.length ?? 0, bodyRef);
  const system = moduleOf(t);
  const netrunner = system.netrunner !== undefined;
  const agreementChoices = agreementChoicesOf(system);
  // Engine Swiss: one opening per pair of games (game i plays opening ⌊i/2⌋), from the stored order.
  const openings = useRoundOpenings(props.snapshot, shownNumber);
  // Points before the round and ratings, as the printed board list has them.
  const entries = useMemo(() => {
    const out = new Map<PlayerId, SeatEntry>();
    for (const r of shown ? boardList(tournament, shown.number) : []) {
      if (r.kind === 'board') { out.set(r.first.id, r.first); out.set(r.second.id, r.second); }
    }
    return out;
  }, [tournament, shown]);
  // "Why?": the board or bye asked about (for the round shown), explained in the worker.
  const [whyAsked, setWhyAsked] = useState<WhyQuestion | null>(null);
  const explains = canExplain(t);
  const anyRound = rounds.length > 0;
  useEffect(() => { if (explains && anyRound) warmWhy(t.id); }, [explains, anyRound, t.id]);
  const whyBoard = useCallback((board: number) => setWhyAsked({ round: shownNumber, board }), [shownNumber]);
  const whyBye = useCallback(() => setWhyAsked({ round: shownNumber }), [shownNumber]);
  const why = whyAsked !== null && whyAsked.round === shownNumber ? whyAsked : null;
  const entry = useResultEntry({ snapshot: props.snapshot, shown, tableRef, window: win, agreementChoices });
  useResultsRequest({ tournamentId: t.id, shownNumber, shown, rounds: rounds.length, choose, window: win, tableRef });

  return (
    <section aria-labelledby="rounds-heading" className="rounds-screen">
      <h2 id="rounds-heading">Rounds</h2>
      <RoundToolbar snapshot={props.snapshot} />
      <ResultEffect snapshot={props.snapshot} />
      <EngineSwissStatus snapshot={props.snapshot} />
      {netrunner ? <NetrunnerDrops snapshot={props.snapshot} /> : null}
      <div className="round-bar">
        <RoundTabs rounds={rounds} shown={shownNumber} onChoose={choose} />
        {shown ? <BoardJump round={shown.number} boards={shown.pairings.length} reveal={(board) => flushSync(() => win.reveal(shown.pairings.findIndex((p) => p.board === board)))} /> : null}
      </div>
      {why !== null ? <WhyPairing key={`${why.round}-${why.board ?? 'bye'}`} tournamentId={t.id} question={why} onClose={() => setWhyAsked(null)} /> : null}
      <ErrorMessage error={entry.error} />
      <CorrectionDialog change={entry.pendingChange} tournament={tournament} system={system} onConfirm={entry.confirmChange} onCancel={entry.cancelChange} />
      {shown ? (
        <>
          <BoardsTable snapshot={props.snapshot} system={system} round={shown} window={win} bodyRef={bodyRef} entries={entries} openings={openings}
            intentionalDraw={agreementChoices.length > 0} menu={entry.menu} actions={entry.actions} tableRef={tableRef} why={explains ? whyBoard : null} />
          <RoundResultMenu round={shown} system={system} menu={entry.menu} agreementChoices={agreementChoices} enter={entry.enter} onClose={entry.closeMenu} />
          <RoundNotes snapshot={props.snapshot} system={system} round={shown} entries={entries} whyBye={explains ? whyBye : null} />
        </>
      ) : null}
      <Suspense fallback={null}><PairingEditor snapshot={props.snapshot} /></Suspense>
      <Suspense fallback={null}><CheckPairings snapshot={props.snapshot} /></Suspense>
    </section>
  );
}

/** Memoised: kept behind the other tabs, it draws again only for a new snapshot. */
export default memo(RoundsView);
