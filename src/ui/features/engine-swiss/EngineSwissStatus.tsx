import { useState } from 'react';
import { appDb } from '../../../db/appDb';
import { saveRound } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { engineSwissSystem, firstPlace, settingsProblem } from '../../../core/systems';
import { assertNever } from '../../../core/model';
import { asSystem } from '../../../core/systems';
import { ErrorMessage } from '../../components/ErrorMessage';

/**
 * Who won the engine Swiss event, once the scheduled rounds are played (the "Swiss Mode" README, "tie for
 * first"): a sole leader, or two tied engines play extra pairs (two games, colours swapped) until
 * one wins a pair; three or more go to the tie-breaks.
 */
export function EngineSwissStatus(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row, tournament: t, revision } = props.snapshot;
  const [error, setError] = useState<{ detail: string } | null>(null);
  const s = asSystem(t.settings, 'engine-swiss');
  if (s === null) return null;
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const name = (id: number): string => names.get(id as never) ?? String(id);
  const first = firstPlace(t, s);
  // Before round 1: say now what would stop pairing (e.g. Rounds must be fewer than the engines
  // unless the TO confirmed rematches, the "Swiss Mode" README, "Field Summary").
  const problem = t.rounds.length === 0 && row.status !== 'registration' ? settingsProblem(t, s) : null;
  if (problem) return <p className="hint">{problem}.</p>;

  // One pair of two games: paired on this thread (it is instant) and saved in one transaction.
  const playExtraPair = async () => {
    const out = engineSwissSystem.pairNextRound(t);
    if (!out.ok) { setError({ detail: out.detail }); return; }
    const saved = await saveRound(db, row.id, t.rounds.length + 1, out.round, Date.now(), revision);
    setError(saved.ok ? null : { detail: saved.detail });
  };

  let text: string;
  switch (first.kind) {
    case 'rounds-left': return null;
    case 'sole-leader': text = `${name(first.winner)} wins the event on points.`; break;
    case 'won-on-extra-pairs': text = `${name(first.winner)} wins the tie for first against ${name(first.runnerUp)} after ${first.pairsPlayed} extra pair(s).`; break;
    case 'tie-break': text = `Tie for first between ${first.tied.map(name).join(', ')}: the tie-breaks decide (see Standings).`; break;
    case 'extra-pair': text = `Tie for first between ${name(first.players[0])} and ${name(first.players[1])}: ${first.inProgress ? 'finish the extra pair being played.' : 'they play an extra pair (two games, colours swapped).'}`; break;
    default: return assertNever(first);
  }
  return (
    <div className="engine-swiss-status">
      <p role="status" aria-label="Event result">{text}</p>
      {first.kind === 'extra-pair' && !first.inProgress ? (
        <button type="button" onClick={() => void playExtraPair()}>Pair extra pair {first.pairsPlayed + 1}</button>
      ) : null}
      <ErrorMessage error={error} />
    </div>
  );
}
