import { useEffect, useRef, useState } from 'react';
import type { PairingExplanation, PlayerId } from '../../../core/model';
import { appDb } from '../../../db/appDb';
import { createPairingClient } from '../../../worker/client';
import type { PairingClient } from '../../../worker/client';

// Its own worker, so a "Why?" never waits behind a pairing (or stops one when it is cancelled).
let client: PairingClient | null = null;
const whyClient = (): PairingClient =>
  (client ??= createPairingClient(typeof Worker === 'undefined' ? { inline: appDb() } : {}));

/**
 * Starts the "Why?" worker ahead, when a screen with "Why?" buttons opens: the worker's code is
 * loaded and compiled and the event read into its cache before the first question, which then
 * costs only the explanation (the first click took about a second more without it). Pairs nothing
 * ahead; without module workers, nothing.
 */
export const warmWhy = (tournamentId: number): void => {
  if (typeof Worker === 'undefined') return;
  void whyClient().send('warm', { tournamentId, pairAhead: false });
};

/** What "Why?" is asked about: a board, a player's board or bye, or (neither) the round's pairing-allocated bye. */
export interface WhyQuestion {
  readonly round: number;
  readonly board?: number;
  readonly player?: PlayerId;
}

type WhyState =
  | { readonly kind: 'working' }
  | { readonly kind: 'done'; readonly explanation: PairingExplanation }
  | { readonly kind: 'failed'; readonly detail: string };

/** The heading of an explanation: "Why board 3?", "Why the bye?", "Why this pairing for Ann?". */
export const whyTitle = (q: WhyQuestion, name?: string): string =>
  q.board !== undefined ? `Why board ${q.board}?` : q.player !== undefined ? `Why this pairing for ${name ?? 'this player'}?` : 'Why the bye?';

/**
 * "Why these two?": the explanation of one board or bye, worked out in the pairing worker (the
 * round is re-solved once per alternative) while the screen stays usable. The Rounds screen shows
 * it for a board or the bye; the player card can show it for a player (`player` without `board`):
 * `<WhyPairing tournamentId={id} question={{ round, player }} onClose={…} />`.
 */
export function WhyPairing(props: {
  readonly tournamentId: number;
  readonly question: WhyQuestion;
  /** The player's name, for the title when a player is asked about. */
  readonly name?: string;
  readonly onClose: () => void;
}) {
  const { tournamentId, question } = props;
  const [state, setState] = useState<WhyState>({ kind: 'working' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    setState({ kind: 'working' });
    void whyClient().send('explain-pairing', { tournamentId, ...question }).then((r) => {
      if (!live) return;
      setState(r.kind === 'done' ? { kind: 'done', explanation: r.explanation } : { kind: 'failed', detail: r.error.detail });
    });
    return () => { live = false; };
  }, [tournamentId, question.round, question.board, question.player]); // eslint-disable-line react-hooks/exhaustive-deps
  // The panel takes the focus when it opens, so a keyboard user reads it next.
  useEffect(() => heading.current?.focus(), [question.round, question.board, question.player]);
  const title = whyTitle(question, props.name);
  return (
    <section className="why-panel" role="region" aria-label={title} aria-busy={state.kind === 'working'}>
      <div className="why-head">
        <h3 ref={heading} tabIndex={-1}>{title}</h3>
        <button type="button" onClick={props.onClose}>Close</button>
      </div>
      {state.kind === 'working' ? <p role="status">Working out why… (the round is paired again with each other opponent)</p> : null}
      {state.kind === 'failed' ? <p role="alert" className="error">{state.detail}</p> : null}
      {state.kind === 'done' ? <Explanation e={state.explanation} /> : null}
    </section>
  );
}

function Explanation(props: { readonly e: PairingExplanation }) {
  const { e } = props;
  return (
    <>
      {e.facts.map((f, i) => <p key={i}>{f}</p>)}
      {e.colour !== null ? <p>{e.colour.text}</p> : null}
      {e.alternatives.length > 0 ? (
        <>
          <p className="why-instead">{e.board === null ? 'The bye to someone else?' : 'Another opponent?'}</p>
          <ul aria-label="Other possibilities">
            {e.alternatives.map((a, i) => <li key={i} className={`why-${a.verdict}`}>{a.text}</li>)}
          </ul>
        </>
      ) : <p className="hint">{e.board === null ? 'Nobody else to compare for the bye.' : 'No other opponent to compare.'}</p>}
    </>
  );
}
