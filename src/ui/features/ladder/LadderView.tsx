import { assertNever } from '../../../core/model';
import { TableScroll } from '../../components/Card';
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { changeSystemState, loadSystemState } from '../../../db/repository';
import type { StateStep } from '../../../db/repository';
import { formatTenths } from '../../../core/model';
import { finalStandings, ladderGamesCsv, ladderGamesPgn, ladderRankingCsv, ladderView, nextGame, recordResult, restoreLadder } from '../../../core/systems';
import type { FinalPlace } from '../../../core/systems';
import { ladder } from '../../../core/systems';
import { downloadText, fileStem } from '../standings/download';
import type { LadderEvent, LadderPair, LadderResult, LadderState } from '../../../core/systems';
import { ErrorMessage } from '../../components/ErrorMessage';

export const ladderKind = ladder.ownScreen?.stateKind ?? 'ladder';

const resultButtons: readonly { readonly result: LadderResult; readonly label: string; readonly name: string }[] = [
  { result: 'white-wins', label: '1-0', name: 'White wins' },
  { result: 'draw', label: '½-½', name: 'Draw' },
  { result: 'black-wins', label: '0-1', name: 'Black wins' },
];

/** The keys of the rounds table, from White's side: 1, = (or 5) and 0. */
const resultForKey = (key: string): LadderResult | undefined =>
  key === '1' ? 'white-wins' : key === '=' || key === '5' ? 'draw' : key === '0' ? 'black-wins' : undefined;

const describeEvent = (e: LadderEvent): string => {
  switch (e.kind) {
    case 'entered': return `${e.engine} entered the region`;
    case 'unparked': return `${e.engine} came back from the parking area (had met ${e.metInRegion} of the region)`;
    case 'parked': return `${e.engine} was parked (last with ${e.lastHadGames} games)`;
    case 'dropped-out': return `${e.engine} dropped out after ${e.games} games`;
    case 'finished': return `the ladder is finished: ${e.champion} on top`;
    default: return assertNever(e);
  }
};

/**
 * One game of the stored ladder, applied in the database transaction to the state as stored then;
 * refused when the game asked for is no longer the next one (another tab or a double click).
 */
const playStep = (expected: LadderPair, result: LadderResult) => (current: unknown): StateStep => {
  const restored = restoreLadder(current);
  if (!restored.ok) return { ok: false, detail: `The stored ladder cannot be read: ${restored.detail}` };
  const next = nextGame(restored.state);
  if (next.kind !== 'game' || next.white !== expected.white || next.black !== expected.black) {
    return { ok: false, detail: 'The ladder moved on meanwhile (another tab?); the game shown now is the next one.' };
  }
  const out = recordResult(restored.state, expected, result);
  return out.ok ? { ok: true, state: out.state, detail: `${expected.white} - ${expected.black}: ${result}` } : { ok: false, detail: out.detail };
};

/** Takes back the last game: the ladder is replayed from the old ranking without it. */
const undoStep = (gamesShown: number) => (current: unknown): StateStep => {
  const v = current as LadderState | undefined;
  if (!v || !Array.isArray(v.games) || v.games.length !== gamesShown || gamesShown === 0) {
    return { ok: false, detail: 'The ladder changed meanwhile; nothing was taken back.' };
  }
  const restored = restoreLadder({ ...v, games: v.games.slice(0, -1) });
  return restored.ok ? { ok: true, state: restored.state, detail: `took back game ${gamesShown}` } : { ok: false, detail: restored.detail };
};

/**
 * The ladder as it moves (H.G. Muller's "New tournament form"): the next game to play and its result buttons, the active
 * region's round robin so far, the parked engines, the engines still waiting, and the new ranking.
 * Every result is one transaction; a reload resumes at the stored game.
 */
export default function LadderView(props: { readonly tournamentId: number; readonly name: string }) {
  const db = appDb();
  const id = props.tournamentId;
  const stored = useLiveQuery(async () => (await loadSystemState(db, id, ladderKind)) ?? null, [db, id]);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  if (stored === undefined) return <p role="status">Loading…</p>;
  const restored = restoreLadder(stored);
  if (!restored.ok) return <p role="alert">This ladder cannot be read: {restored.detail}</p>;
  const state = restored.state;
  const view = ladderView(state);
  const next = nextGame(state);
  const final = finalStandings(state);
  const stem = fileStem(props.name);

  const apply = async (step: (current: unknown) => StateStep, action: string) => {
    const r = await changeSystemState(db, id, ladderKind, action, step, Date.now());
    setError(r.ok ? null : { detail: r.detail });
  };

  return (
    <section aria-labelledby="ladder-heading" className="ladder">
      <h2 id="ladder-heading">Ladder</h2>
      <p className="meta">
        <span className={`badge ${final ? 'finished' : 'running'}`}>{final ? 'Finished' : 'Running'}</span>{' '}
        Active region {state.params.regionSize} · minimum games before dropping out {state.params.minGamesToDrop} · unpark
        threshold {state.params.unparkThreshold} · <span aria-label="Games played">{view.gamesPlayed} games played</span>
      </p>
      {next.kind === 'game' ? (
        <div className="ladder-next" role="group" aria-label="Next game" aria-keyshortcuts="1 = 0"
          onKeyDown={(e) => {
            const result = resultForKey(e.key);
            if (result === undefined) return;
            e.preventDefault();
            void apply(playStep(next, result), 'ladder-result');
          }}>
          <p>Next game {view.gamesPlayed + 1}: <strong data-testid="next-white">{next.white}</strong> (White) – <strong data-testid="next-black">{next.black}</strong> (Black)</p>
          <p className="hint">Click the result, or focus a result button and type 1, = or 0 (from White's side).</p>
          {resultButtons.map((b) => (
            <button key={b.result} type="button" className="ladder-result" aria-keyshortcuts={b.result === 'white-wins' ? '1' : b.result === 'draw' ? '=' : '0'} onClick={() => void apply(playStep(next, b.result), 'ladder-result')}><strong>{b.label}</strong> {b.name}</button>
          ))}
        </div>
      ) : <p role="status">The ladder is finished after {view.gamesPlayed} games.</p>}
      {view.gamesPlayed > 0 ? (
        <button type="button" className="secondary" onClick={() => void apply(undoStep(view.gamesPlayed), 'ladder-undo')}>Take back game {view.gamesPlayed}</button>
      ) : null}
      <ErrorMessage error={error} />
      <div className="ladder-columns">
        {view.activeRegion.length > 0 ? (
          <TableScroll label="Active region, scrollable">
          <table aria-label="Active region">
            <caption>Active region (round robin so far)</caption>
            <thead><tr><th scope="col" className="num">#</th><th scope="col">Engine</th><th scope="col" className="num">Points</th><th scope="col" className="num">SB</th><th scope="col" className="num">Games in region</th><th scope="col" className="num">Games</th><th scope="col" className="num">To play</th></tr></thead>
            <tbody>
              {view.activeRegion.map((r, i) => (
                <tr key={r.engine}>
                  <td className="num">{i + 1}</td><td>{r.engine}</td><td className="num">{formatTenths(r.points)}</td><td className="num">{(r.sonnebornBerger / 100).toFixed(2)}</td>
                  <td className="num">{r.gamesInRegion}</td><td className="num">{r.totalGames}</td><td className="num">{r.pendingGames}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </TableScroll>
        ) : null}
        <div>
          <h3 id="parked-heading">Parked</h3>
          {view.parked.length === 0 ? <p>Nobody is parked.</p> : (
            <ol aria-labelledby="parked-heading">{view.parked.map((p) => <li key={p.engine}>{p.engine} (has met {p.metInRegion} of the region)</li>)}</ol>
          )}
          <h3 id="waiting-heading">Waiting to enter</h3>
          {view.waiting.length === 0 ? <p>The old ranking is used up.</p> : (
            <ol aria-labelledby="waiting-heading">{view.waiting.map((e) => <li key={e}>{e}</li>)}</ol>
          )}
        </div>
        {final ? null : (
          <div>
            <h3 id="new-ranking-heading">New ranking so far</h3>
            {view.newRanking.length === 0 ? <p>Nobody has dropped out yet.</p> : (
              <ol aria-label="New ranking so far">
                {view.newRanking.map((e) => <li key={e}>{e}</li>)}
              </ol>
            )}
          </div>
        )}
      </div>
      {final ? <FinalRanking rows={final} /> : null}
      {view.gamesPlayed > 0 ? (
        <p className="exports">
          <button type="button" onClick={() => downloadText(`${stem}-games.pgn`, ladderGamesPgn(state, props.name), 'text/plain')}>Export games (PGN)</button>{' '}
          <button type="button" onClick={() => downloadText(`${stem}-games.csv`, ladderGamesCsv(state), 'text/csv')}>Export games (CSV)</button>
          {final ? <>{' '}<button type="button" onClick={() => downloadText(`${stem}-final-ranking.csv`, ladderRankingCsv(state), 'text/csv')}>Export final ranking (CSV)</button></> : null}
        </p>
      ) : null}
      <details>
        <summary>What happened</summary>
        <ul>{state.events.map((e, i) => <li key={i}>Game {e.atGame}: {describeEvent(e)}</li>)}</ul>
      </details>
    </section>
  );
}

/**
 * The finished ladder's new ranking, with the figures that decided each place: the last round
 * robin's points and SB for the engines in it, and for each engine that dropped out its points and
 * SB in the round robin it finished last in.
 */
function FinalRanking(props: { readonly rows: readonly FinalPlace[] }) {
  return (
    <TableScroll label="Final ranking, scrollable">
      <table aria-label="Final ranking">
        <caption>Final ranking</caption>
        <thead>
          <tr>
            <th scope="col" className="num">Place</th><th scope="col">Engine</th><th scope="col" className="num">Points</th><th scope="col" className="num">SB</th>
            <th scope="col" className="num">Games in that round robin</th><th scope="col" className="num">Games</th><th scope="col">Place decided</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.engine}>
              <td className="num">{r.place}</td><td>{r.engine}</td><td className="num">{formatTenths(r.points)}</td><td className="num">{(r.sonnebornBerger / 100).toFixed(2)}</td>
              <td className="num">{r.gamesInRegion}</td><td className="num">{r.totalGames}</td>
              <td>{r.decidedBy === 'final round robin' ? 'in the last round robin' : `dropped out after game ${r.decidedAtGame}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">Points and SB (Sonneborn-Berger) are those of the round robin that decided the place: the last one for the engines still in it, the one an engine finished last in for each engine that dropped out.</p>
    </TableScroll>
  );
}
