import { assertNever } from '../../../core/model';
import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { formatTenths } from '../../../core/model';
import type { PlayerId } from '../../../core/model';
import { formatSos, netrunnerStandings } from '../../../core/netrunner';
import { abrExport } from '../../../core/netrunner';
import { cutSeeds } from '../../../core/netrunner';
import { sideBalanceText, sideCounts } from '../../../core/netrunner';
import { moduleOf, standingsNames } from '../../../core/systems';
import { appDb } from '../../../db/appDb';
import { cancelCut, loadCut, setCutGame, setEventDetails, startCut } from '../../../db/repository';
import { roundComplete } from '../../../core/model';
import type { Snapshot } from '../../../db/repository';
import { ErrorMessage } from '../../components/ErrorMessage';
import { cutView } from './cut';
import { BracketDiagram, cutChampion } from './BracketDiagram';
import { TableScroll } from '../../components/Card';

const bracketName = (b: 'upper' | 'lower' | 'grand-final' | 'reset' | 'third-place', single: boolean): string => {
  switch (b) {
    case 'upper': return single ? 'Cut' : 'Winners’ bracket';
    case 'lower': return 'Losers’ bracket';
    case 'grand-final': return single ? 'Final' : 'Grand final';
    case 'reset': return 'Grand final replay';
    case 'third-place': return 'Third-place game';
    default: return assertNever(b);
  }
};

type Problem = { field?: string; detail: string } | null;
const problemOf = (r: { ok: true } | { ok: false; field?: string; detail: string }): Problem =>
  r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail };

/**
 * A Netrunner event's own tab: the Swiss standings with SoS/ESoS, the top cut with sides, the ABR
 * export. (Drops are on the Rounds screen: `NetrunnerDrops`.)
 */
export default function NetrunnerPanel(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament } = props.snapshot;
  const record = useLiveQuery(() => loadCut(db, t.id), [db, t.id]);
  const [error, setError] = useState<Problem>(null);
  const names = useMemo(() => new Map(tournament.players.map((p) => [p.id as number, p.name])), [tournament]);
  const name = (p: PlayerId | null): string => (p === null ? 'to be decided' : names.get(p) ?? String(p));
  const shownNames = useMemo(() => standingsNames(tournament), [tournament]);
  const rows = useMemo(() => netrunnerStandings(tournament), [tournament]);
  const active = tournament.players.filter((p) => p.withdrawnFromRound === undefined);
  const stillIn = active.length;
  const singleSided = moduleOf(tournament).netrunner?.doubleSided === false;
  const sides = useMemo(() => sideCounts(tournament), [tournament]);
  const swissDone = tournament.rounds.length >= t.totalRounds && tournament.rounds.every(roundComplete);
  const view = record ? cutView(record, t.randomSeed) : null;
  const [elimination, setElimination] = useState<'single' | 'double'>('double');
  /** Cobra's "show identities": the standings with each player's Corp and Runner identity. */
  const [showIds, setShowIds] = useState(false);
  const idsOf = useMemo(() => new Map(tournament.players.map((p) => [p.id, p] as const)), [tournament]);
  const [size, setSize] = useState(8);
  /** Single elimination: the losing semi-finalists play for third place. */
  const [thirdPlace, setThirdPlace] = useState(false);
  /** The TO's override of who advances: seed i+1 → player, and why. */
  const [override, setOverride] = useState<{ seeds: number[]; reason: string } | null>(null);
  const now = () => Date.now();
  const automatic = useMemo(() => cutSeeds(tournament, size), [tournament, size]);

  const download = () => {
    const cut = view && typeof view !== 'string' && view.state.ok
      ? { size: view.format.size, elimination: view.format.elimination, ...(view.format.elimination === 'single' && view.format.thirdPlace ? { thirdPlace: true } : {}), seeds: view.seeds, winners: view.winners, corpOf: new Map([...view.sides].flatMap(([g, s]) => (s.kind === 'corp' ? [[g, s.corp] as const] : []))) }
      : undefined;
    if (!t.eventDate) {
      setError({ field: 'eventDate', detail: 'Set the event date first: AlwaysBeRunning lists the event on the day it was held.' });
      return;
    }
    const json = abrExport(tournament, { date: t.eventDate, ...(t.organiser ? { organiser: t.organiser } : {}), ...(cut ? { cut } : {}) });
    const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${t.name.replace(/[^\w.-]+/g, '_')}.abr.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section aria-labelledby="netrunner-heading" className="netrunner">
      <h2 id="netrunner-heading">Cut and export</h2>
      <ErrorMessage error={error} />

      <h3>Swiss standings</h3>
      <label className="inline-toggle"><input type="checkbox" checked={showIds} onChange={(e) => setShowIds(e.target.checked)} /> Show identities</label>
      <TableScroll label="Netrunner standings, scrollable">
      <table aria-label="Netrunner standings">
        <caption>Netrunner standings (points, SoS, ESoS)</caption>
        <thead><tr><th scope="col" className="num">Rank</th><th scope="col">Name</th><th scope="col" className="num">Points</th><th scope="col" className="num">SoS</th><th scope="col" className="num">ESoS</th><th scope="col" className="num side-points">Corp pts</th><th scope="col" className="num side-points">Runner pts</th>{showIds ? <><th scope="col">Corp identity</th><th scope="col">Runner identity</th></> : null}{singleSided ? <th scope="col" title="Corp games minus Runner games">Side balance</th> : null}</tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.player}>
              <td className="num">{r.rank}</td><td>{shownNames.get(r.player) ?? name(r.player)}</td><td className="num">{formatTenths(r.points)}</td>
              <td className="num">{formatSos(r.sos)}</td><td className="num">{formatSos(r.extendedSos)}</td>
              <td className="num side-points">{formatTenths(r.corpPoints)}</td><td className="num side-points">{formatTenths(r.runnerPoints)}</td>
              {showIds ? <><td>{idsOf.get(r.player)?.corpIdentity ?? ''}</td><td>{idsOf.get(r.player)?.runnerIdentity ?? ''}</td></> : null}
              {singleSided ? <td>{sideBalanceText(sides.get(r.player) ?? { corp: 0, runner: 0 })}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      </TableScroll>

      <h3>Top cut</h3>
      {record === undefined ? <p role="status">Loading…</p> : record === null ? (
        swissDone ? (
          <form className="inline-form" aria-label="Start the cut" onSubmit={(e) => {
            e.preventDefault();
            const seeds = override ? override.seeds : automatic.map(Number);
            void startCut(db, t.id, elimination, seeds, now(), override?.reason ?? '', elimination === 'single' && size >= 4 && thirdPlace).then((r) => { setError(problemOf(r)); if (r.ok) setOverride(null); });
          }}>
            <label>Elimination
              <select aria-label="Elimination" value={elimination} onChange={(e) => { const v = e.target.value === 'single' ? 'single' : 'double'; setElimination(v); if (v === 'double' && size === 3) setSize(4); }}>
                <option value="double">Double elimination</option>
                <option value="single">Single elimination</option>
              </select>
            </label>
            <label>Top
              <select aria-label="Top" value={size} onChange={(e) => setSize(Number(e.target.value))}>
                {(elimination === 'single' ? [3, 4, 8, 16] : [4, 8, 16]).filter((n) => n <= stillIn).map((n) => <option key={n} value={n}>{n}</option>)}
              </select>
            </label>
            {elimination === 'single' && size >= 4 ? (
              <label className="inline-toggle"><input type="checkbox" checked={thirdPlace} onChange={(e) => setThirdPlace(e.target.checked)} /> Third-place game</label>
            ) : null}
            <button type="submit">Start the cut</button>
            <div className="cut-seeds">
              <p>Seeds (the top {size} still in the event{override ? ', changed by the TO' : ''}):</p>
              <ol aria-label="Cut seeds">
                {(override ? override.seeds : automatic.map(Number)).map((p, i) => (
                  <li key={i}>
                    {override ? (
                      <select aria-label={`Seed ${i + 1}`} value={p} onChange={(e) => setOverride({ ...override, seeds: override.seeds.map((x, j) => (j === i ? Number(e.target.value) : x)) })}>
                        {active.map((a) => <option key={a.id} value={a.id}>{a.name} ({a.id})</option>)}
                      </select>
                    ) : name(p as PlayerId)}
                  </li>
                ))}
              </ol>
              {override ? (
                <>
                  <label>Reason for the change <input aria-label="Reason for the change" value={override.reason} maxLength={200}
                    onChange={(e) => setOverride({ ...override, reason: e.target.value })} /></label>{' '}
                  <button type="button" onClick={() => setOverride(null)}>Use the standings</button>
                </>
              ) : (
                <button type="button" onClick={() => setOverride({ seeds: automatic.map(Number), reason: '' })}>Change who advances…</button>
              )}
            </div>
          </form>
        ) : <p>The cut starts once all {t.totalRounds} Swiss rounds have results.</p>
      ) : typeof view === 'string' || view === null ? <p role="alert">{String(view)}</p> : !view.state.ok ? <p role="alert">{view.state.detail}</p> : (
        <>
          <p>Top {view.format.size}, {view.format.elimination} elimination{view.format.elimination === 'single' && view.format.thirdPlace ? ', with a third-place game' : ''}.{' '}
            {record.override ? <span className="hint">Seeds changed by the TO: {record.override.reason}.{' '}</span> : null}
            <button type="button" onClick={() => void cancelCut(db, t.id, now()).then((r) => setError(problemOf(r)))}>Cancel the cut</button>
          </p>
          <ol aria-label="Cut bracket" className="cut-bracket">
            {view.state.games.map((g) => {
              const side = view.sides.get(g.game.game);
              const corp = side?.kind === 'corp' ? side.corp : null;
              const runner = corp === null ? null : corp === g.a ? g.b : g.a;
              const label = `Cut game ${g.game.game}`;
              return (
                <li key={g.game.game} aria-label={label} data-playable={g.playable ? 'true' : undefined}>
                  <strong>{label}</strong> · {bracketName(g.game.bracket, view.format.elimination === 'single')} · round {g.game.round}:{' '}
                  {g.notNeeded ? <em>not needed (the winners’ bracket finalist won)</em> : (
                    <>
                      {name(g.a)} v {name(g.b)}
                      {corp !== null ? <span className="sides"> — Corp: {name(corp)} · Runner: {name(runner)}</span> : null}
                      {view.choices.get(g.game.game) ? (
                        <span className="hint"> ({name(view.choices.get(g.game.game)?.by ?? null)}’s choice as the higher seed)</span>
                      ) : null}
                      {side?.kind === 'higher-seed-chooses' && g.winner === null ? (
                        <span className="sides"> — {name(side.chooser)} (higher seed) chooses:{' '}
                          <button type="button" onClick={() => void setCutGame(db, t.id, g.game.game, { corp: side.chooser, chosenBy: side.chooser }, now()).then((r) => setError(problemOf(r)))}>{name(side.chooser)} corps</button>
                          <button type="button" onClick={() => void setCutGame(db, t.id, g.game.game, { corp: side.chooser === g.a ? g.b as number : g.a as number, chosenBy: side.chooser }, now()).then((r) => setError(problemOf(r)))}>{name(side.chooser)} runs</button>
                        </span>
                      ) : null}
                      {g.winner !== null ? <span className="winner"> — won by {name(g.winner)}</span> : null}
                      {g.playable && corp !== null ? (
                        <span> {[g.a, g.b].map((p) => (
                          <button key={p} type="button" onClick={() => void setCutGame(db, t.id, g.game.game, { corp, winner: p as number }, now()).then((r) => setError(problemOf(r)))}>{name(p)} wins</button>
                        ))}</span>
                      ) : null}
                    </>
                  )}
                </li>
              );
            })}
          </ol>
          {cutChampion(view) !== null ? <p className="cut-champion">Champion: <strong>{name(cutChampion(view))}</strong></p> : null}
          <figure className="bracket-scroll" tabIndex={0} aria-label="The cut as a bracket">
            <BracketDiagram view={view} name={name} />
          </figure>
          {view.state.ranking ? (
            <ol aria-label="Final ranking of the cut">{view.state.ranking.map((p) => <li key={p}>{name(p)}</li>)}</ol>
          ) : null}
        </>
      )}
      <form className="inline-form" aria-label="Event details" key={`${t.eventDate ?? ''}|${t.organiser ?? ''}`} onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        void setEventDetails(db, t.id, { eventDate: String(f.get('eventDate') ?? ''), organiser: String(f.get('organiser') ?? '') }, now()).then((r) => setError(problemOf(r)));
      }}>
        <label>Event date <input type="date" name="eventDate" aria-label="Event date" defaultValue={t.eventDate ?? ''} /></label>
        <label>Organiser (NetrunnerDB username) <input name="organiser" aria-label="Organiser" maxLength={60} defaultValue={t.organiser ?? ''} /></label>
        <button type="submit">Save event details</button>
      </form>
      <p><button type="button" onClick={download}>Export for AlwaysBeRunning</button> <span className="hint">NRTM JSON, for upload to ABR when online.</span></p>
    </section>
  );
}
