import type { PlayerId } from '../../../core/model';
import { appDb } from '../../../db/appDb';
import { cancelCut } from '../../../db/repository';
import type { CutRecord } from '../../../db/repository';
import type { CutState } from '../../../core/netrunner';
import type { CutView } from './cut';
import { BracketDiagram, cutChampion } from './BracketDiagram';
import { CutGame } from './CutGame';
import type { Outcome } from './problem';

/** The cut once started: its format (and the TO's seed change), Cancel, its games, the champion, the bracket drawn, the final ranking. */
export function CutBracket(props: {
  readonly tournamentId: number;
  readonly record: CutRecord;
  readonly view: CutView;
  /** The view's bracket state, a valid one (its games and ranking). */
  readonly state: Extract<CutState, { readonly ok: true }>;
  readonly name: (p: PlayerId | null) => string;
  readonly onResult: (r: Outcome) => void;
}) {
  const db = appDb();
  const { record, view, state, name } = props;
  return (
    <>
      <p>Top {view.format.size}, {view.format.elimination} elimination{view.format.elimination === 'single' && view.format.thirdPlace ? ', with a third-place game' : ''}.{' '}
        {record.override ? <span className="hint">Seeds changed by the TO: {record.override.reason}.{' '}</span> : null}
        <button type="button" onClick={() => void cancelCut(db, props.tournamentId, Date.now()).then(props.onResult)}>Cancel the cut</button>
      </p>
      <ol aria-label="Cut bracket" className="cut-bracket">
        {state.games.map((g) => <CutGame key={g.game.game} tournamentId={props.tournamentId} view={view} game={g} name={name} onResult={props.onResult} />)}
      </ol>
      {cutChampion(view) !== null ? <p className="cut-champion">Champion: <strong>{name(cutChampion(view))}</strong></p> : null}
      <figure className="bracket-scroll" tabIndex={0} aria-label="The cut as a bracket">
        <BracketDiagram view={view} name={name} />
      </figure>
      {state.ranking ? (
        <ol aria-label="Final ranking of the cut">{state.ranking.map((p) => <li key={p}>{name(p)}</li>)}</ol>
      ) : null}
    </>
  );
}
