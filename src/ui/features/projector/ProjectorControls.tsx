import { assertNever } from '../../../core/model';
import { useEffect, useState } from 'react';
import { hashFromOutputRoute } from '../print/outputRoute';
import { minIntervalSec, projectorModes, settingsFor, useProjector } from './projectorStore';
import type { ProjectorMode } from './projectorStore';
import { adjustTimer, formatClock, newTimer, pauseTimer, remainingMs, resetTimer, startTimer } from './timer';

const modeLabel = (m: ProjectorMode): string => {
  switch (m) {
    case 'pairings': return 'Pairings';
    case 'standings': return 'Standings';
    default: return assertNever(m);
  }
};

/** The TO's remote for the projector window: what it shows, how fast it pages, and the round timer. */
export default function ProjectorControls(props: { readonly tournamentId: number }) {
  const id = props.tournamentId;
  const settings = useProjector((s) => settingsFor(s, id));
  const change = useProjector((s) => s.change);
  const join = useProjector((s) => s.join);
  const [minutes, setMinutes] = useState(String(Math.round(settings.timer.durationMs / 60_000)));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => join(id), [join, id]);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, []);
  const timer = settings.timer;
  const adjust = (ms: number) => change(id, (s) => ({ ...s, timer: adjustTimer(s.timer, ms, Date.now()) }), Date.now());
  const open = () => {
    window.open(`${location.pathname}${location.search}${hashFromOutputRoute({ screen: 'projector', tournamentId: id })}`, `pairwise-projector-${id}`, 'popup');
    // The new window asks for the settings itself; sending them now covers an already open one.
    change(id, (s) => s, Date.now());
  };
  return (
    <div className="projector-controls" role="group" aria-label="Projector">
      <div className="inline-form">
        <button type="button" onClick={open}>Open projector window</button>
        <fieldset>
          <legend>Projector shows</legend>
          {projectorModes.map((m) => (
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
      </div>
      <div className="inline-form">
        <span role="timer" aria-label="Round timer (main window)" className="timer-readout">{formatClock(remainingMs(timer, now))}{timer.running ? '' : ' (paused)'}</span>
        {timer.running
          ? <button type="button" onClick={() => change(id, (s) => ({ ...s, timer: pauseTimer(s.timer, Date.now()) }), Date.now())}>Pause timer</button>
          : <button type="button" onClick={() => change(id, (s) => ({ ...s, timer: startTimer(s.timer, Date.now()) }), Date.now())}>Start timer</button>}
        <button type="button" onClick={() => adjust(-60_000)}>−1 min</button>
        <button type="button" onClick={() => adjust(60_000)}>+1 min</button>
        <button type="button" onClick={() => adjust(-10_000)}>−10 s</button>
        <button type="button" onClick={() => adjust(10_000)}>+10 s</button>
        <label>Round length (minutes)
          <input aria-label="Round length (minutes)" type="number" min={1} max={600} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        </label>
        <button type="button" onClick={() => {
          const m = Number(minutes);
          if (Number.isFinite(m) && m > 0) change(id, (s) => ({ ...s, timer: resetTimer(newTimer(Math.round(m * 60_000))) }), Date.now());
        }}>Reset timer</button>
      </div>
    </div>
  );
}
