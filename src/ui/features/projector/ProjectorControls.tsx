import { assertNever } from '../../../core/model';
import { useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/appDb';
import { changeRoundTimer, loadCut, loadRoundTimer } from '../../../db/repository';
import { adjustTimer, formatClock, pauseTimer, remainingMs, resetTimer, setRoundLength, showOnProjector, startTimer } from '../../../core/timer';
import type { RoundTimer } from '../../../core/timer';
import { hashFromOutputRoute } from '../print/outputRoute';
import { minIntervalSec, projectorModes, settingsFor, showsIdentities, useProjector } from './projectorStore';
import type { ProjectorMode } from './projectorStore';

const modeLabel = (m: ProjectorMode): string => {
  switch (m) {
    case 'pairings': return 'Pairings';
    case 'standings': return 'Standings';
    case 'bracket': return 'Cut bracket';
    default: return assertNever(m);
  }
};

/**
 * The TO's remote for the projector window: what it shows, how fast it pages, and the round timer.
 * The timer is stored with the tournament (IndexedDB, one audited change per button): a reload or
 * a crash resumes it, and every window shows the same time.
 */
export default function ProjectorControls(props: { readonly tournamentId: number; readonly netrunner?: boolean }) {
  const id = props.tournamentId;
  const db = appDb();
  const settings = useProjector((s) => settingsFor(s, id));
  const change = useProjector((s) => s.change);
  const join = useProjector((s) => s.join);
  const timer = useLiveQuery(() => loadRoundTimer(db, id), [db, id]);
  // the drawn bracket is offered once a top cut has started
  const hasCut = useLiveQuery(async () => (await loadCut(db, id)) !== null, [db, id]) ?? false;
  const [minutes, setMinutes] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => join(id), [join, id]);
  const step = (what: string, f: (t: RoundTimer, at: number) => RoundTimer) => {
    void changeRoundTimer(db, id, what, f, Date.now()).then((r) => setError(r.ok ? null : r.detail));
  };
  const open = () => {
    window.open(`${location.pathname}${location.search}${hashFromOutputRoute({ screen: 'projector', tournamentId: id })}`, `pairwise-projector-${id}`, 'popup');
    // The new window asks for the settings itself; sending them now covers an already open one.
    change(id, (s) => s, Date.now());
  };
  const lengthText = minutes ?? (timer ? String(Math.round(timer.durationMs / 60_000)) : '');
  const applyLength = (text: string) => {
    const m = Number(text);
    if (text.trim() === '' || !Number.isFinite(m) || m <= 0 || m > 600) {
      setError(`The round length is a number of minutes from 1 to 600, not "${text}".`);
      return;
    }
    setMinutes(null);
    step(`round length ${m} min`, (t, at) => setRoundLength(t, Math.round(m * 60_000), at));
  };
  return (
    <div className="projector-controls" role="group" aria-label="Projector">
      <div className="inline-form">
        <button type="button" onClick={open}>Open projector window</button>
        <fieldset>
          <legend>Projector shows</legend>
          {projectorModes.filter((m) => m !== 'bracket' || hasCut || settings.mode === 'bracket').map((m) => (
            <label key={m}>
              <input type="radio" name={`projector-mode-${id}`} checked={settings.mode === m}
                onChange={() => change(id, (s) => ({ ...s, mode: m }), Date.now())} />{modeLabel(m)}
            </label>
          ))}
        </fieldset>
        <label>Seconds per page
          <input aria-label="Seconds per page" type="number" min={minIntervalSec} max={600} value={settings.intervalSec}
            onChange={(e) => {
              const v = Math.round(Number(e.target.value));
              if (Number.isFinite(v) && v >= minIntervalSec) change(id, (s) => ({ ...s, intervalSec: Math.min(600, v) }), Date.now());
            }} />
        </label>
        {props.netrunner ? (
          <label>
            <input type="checkbox" checked={showsIdentities(settings)} onChange={(e) => { const on = e.target.checked; change(id, (s) => ({ ...s, identities: on }), Date.now()); }} />
            {' '}Show identities
          </label>
        ) : null}
      </div>
      {timer ? (
        <div className="inline-form">
          <TimerReadout timer={timer} />
          {timer.running
            ? <button type="button" onClick={() => step('paused', pauseTimer)}>Pause timer</button>
            : <button type="button" onClick={() => step('started', startTimer)}>Start timer</button>}
          <button type="button" onClick={() => step('−1 min', (t, at) => adjustTimer(t, -60_000, at))}>−1 min</button>
          <button type="button" onClick={() => step('+1 min', (t, at) => adjustTimer(t, 60_000, at))}>+1 min</button>
          <button type="button" onClick={() => step('−10 s', (t, at) => adjustTimer(t, -10_000, at))}>−10 s</button>
          <button type="button" onClick={() => step('+10 s', (t, at) => adjustTimer(t, 10_000, at))}>+10 s</button>
          <form className="inline-form" aria-label="Round length" onSubmit={(e) => { e.preventDefault(); applyLength(lengthText); }}>
            <label>Round length (minutes)
              <input aria-label="Round length (minutes)" type="number" min={1} max={600} value={lengthText}
                onChange={(e) => setMinutes(e.target.value)} onBlur={(e) => { if (minutes !== null) applyLength(e.target.value); }} />
            </label>
          </form>
          <button type="button" onClick={() => step('reset', (t) => resetTimer(t))}>Reset timer</button>
          <label>
            <input type="checkbox" checked={!timer.hiddenOnProjector}
              onChange={(e) => { const shown = e.target.checked; step(shown ? 'clock shown on the projector' : 'clock hidden on the projector', (t) => showOnProjector(t, shown)); }} />
            {' '}Show the clock on the projector
          </label>
          {error ? <span role="alert" className="error">{error}</span> : null}
        </div>
      ) : null}
    </div>
  );
}

const readout = (timer: RoundTimer, now: number): string => `${formatClock(remainingMs(timer, now))}${timer.running ? '' : ' (paused)'}`;

/**
 * The round timer's readout. A running clock writes its text into its element twice a second,
 * not through React, and a stopped one not at all: a React update interrupts any unfinished
 * background render of the hidden standings (React starts a low-priority render again after a
 * higher-priority update), and the panel ticked even closed with no timer running. React still
 * sets the text whenever the timer changes (its child is one string, written as the span's text).
 */
function TimerReadout(props: { readonly timer: RoundTimer }) {
  const { timer } = props;
  const el = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!timer.running) return undefined;
    const tick = setInterval(() => { if (el.current) el.current.textContent = readout(timer, Date.now()); }, 500);
    return () => clearInterval(tick);
  }, [timer]);
  return <span ref={el} role="timer" aria-label="Round timer (main window)" className="timer-readout">{readout(timer, Date.now())}</span>;
}
