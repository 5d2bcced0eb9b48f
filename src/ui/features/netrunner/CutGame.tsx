import { assertNever } from '../../../core/model';
import type { PlayerId } from '../../../core/model';
import { appDb } from '../../../db/appDb';
import { setCutGame } from '../../../db/repository';
import type { CutGameState } from '../../../core/netrunner';
import type { CutView } from './cut';
import type { Outcome } from './problem';

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

/**
 * One game of the cut: its bracket and round, the players and their sides (the higher seed's
 * choice to make or made), the winner, and a button per player once it can be played.
 */
export function CutGame(props: {
  readonly tournamentId: number;
  readonly view: CutView;
  readonly game: CutGameState;
  readonly name: (p: PlayerId | null) => string;
  readonly onResult: (r: Outcome) => void;
}) {
  const db = appDb();
  const { view, game: g, name, tournamentId } = props;
  const side = view.sides.get(g.game.game);
  const corp = side?.kind === 'corp' ? side.corp : null;
  const runner = corp === null ? null : corp === g.a ? g.b : g.a;
  const label = `Cut game ${g.game.game}`;
  return (
    <li aria-label={label} data-playable={g.playable ? 'true' : undefined}>
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
              <button type="button" onClick={() => void setCutGame(db, tournamentId, g.game.game, { corp: side.chooser, chosenBy: side.chooser }, Date.now()).then(props.onResult)}>{name(side.chooser)} corps</button>
              <button type="button" onClick={() => void setCutGame(db, tournamentId, g.game.game, { corp: side.chooser === g.a ? g.b as number : g.a as number, chosenBy: side.chooser }, Date.now()).then(props.onResult)}>{name(side.chooser)} runs</button>
            </span>
          ) : null}
          {g.winner !== null ? <span className="winner"> — won by {name(g.winner)}</span> : null}
          {g.playable && corp !== null ? (
            <span> {[g.a, g.b].map((p) => (
              <button key={p} type="button" onClick={() => void setCutGame(db, tournamentId, g.game.game, { corp, winner: p as number }, Date.now()).then(props.onResult)}>{name(p)} wins</button>
            ))}</span>
          ) : null}
        </>
      )}
    </li>
  );
}
