import { useState } from 'react';
import type * as Y from 'yjs';
import type { BoardResult } from '../../../core/model';
import { directoryName, entriesName, eventsName, proposalsName, roleNames } from '../../../core/venue';
import { parseCode } from '../../../core/venue';
import { historyOf } from '../../../core/venue';
import type { Official, OfficialBoard } from '../../../core/venue';
import { boardKey, readEntry, readReport } from '../../../core/venue';
import * as documents from '../../../venue/documents';
import { readJoinLink, saveJoin, useJoin, useLinkStatus, useSharedDoc, useSharedDocs } from './hub';
import type { LinkStatus, VenueJoin } from './hub';
import { resultChoices } from '../../components/ResultMenu';
import './venue.css';

/**
 * The venue network screen (`#/venue`): join a hub with the link from its page, and then, by role,
 * an arbiter's results entry, or a player's phone (their game, reporting its result, dropping,
 * pairings, standings and their history), or a hall screen's pairings and standings. The chief
 * arbiter shares the tournament from its own screen (VenueChief).
 */
export default function VenueView() {
  const join = useJoin();
  const status = useLinkStatus(join);
  // Every role reads the hub's list of events: it opens the link, and says which events are shared.
  useSharedDoc(join, eventsName);
  return (
    <section aria-labelledby="venue-title" className="venue">
      <h1 id="venue-title">Venue network</h1>
      {join ? <Joined join={join} status={status} /> : <JoinForm />}
      {join?.role === 'chief' ? <p>Open the tournament you run from the list: while it is open, it is shared with the venue, and the results the arbiters&apos; laptops agree on come in.</p> : null}
      {join && join.role !== 'chief' ? <Events join={join} /> : null}
    </section>
  );
}

function JoinForm() {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form className="venue-join" onSubmit={(e) => {
      e.preventDefault();
      const read = readJoinLink(link);
      if (typeof read === 'string') setError(read);
      else saveJoin(read);
    }}>
      <p>Join the venue&apos;s hub with your own join link: the chief arbiter gives each arbiter theirs, and players scan the personal QR code they were handed (the hub runs on the chief arbiter&apos;s laptop: <code>npx pairwise hub</code>).</p>
      <label htmlFor="join-link">Join link</label>
      <input id="join-link" value={link} onChange={(e) => { setLink(e.target.value); setError(null); }} placeholder="http://192.168.1.5:4600/#join=…" aria-describedby={error ? 'join-error' : undefined} aria-invalid={error !== null} />
      <button type="submit" className="primary">Join</button>
      {error ? <p id="join-error" role="alert" className="error">{error}</p> : null}
    </form>
  );
}

const statusLine = (s: LinkStatus | null): string => {
  switch (s?.kind) {
    case 'connected': return 'Connected';
    case 'connecting': return 'Connecting…';
    case 'offline': return 'The hub cannot be reached: what you enter is kept on this device and sent when it is back';
    case 'refused': return `The hub refused this device: ${s.reason}`;
    default: return '';
  }
};

function Joined(props: { readonly join: VenueJoin; readonly status: LinkStatus | null }) {
  return (
    <div className="venue-joined">
      <p role="status" className={props.status?.kind === 'refused' ? 'error' : undefined}>
        {roleNames[props.join.role]} at <code>{props.join.hub}</code> · {statusLine(props.status)}
      </p>
      <button type="button" onClick={() => saveJoin(null)}>Leave the venue network</button>
    </div>
  );
}

/** The events the hub shares (the chief's published tournaments), each with the role's own screen. */
function Events(props: { readonly join: VenueJoin }) {
  const listed = useSharedDoc(props.join, eventsName);
  const code = parseCode(props.join.token);
  // A player's code is for one event: their phone shows that one.
  const names = listed ? documents.events.read(listed).filter((n) => code?.role !== 'player' || n === `official/${code.event}`) : [];
  const docs = useSharedDocs(props.join, names);
  const events = [...docs].map(([name, doc]) => ({ name, doc, official: documents.official.read(doc) }))
    .filter((e): e is { name: string; doc: Y.Doc; official: Official } => e.official !== null);
  const [chosen, setChosen] = useState<string | null>(null);
  if (events.length === 0) return <p>No tournament is shared yet: the chief arbiter opens it on their laptop.</p>;
  const shown = events.find((e) => e.name === chosen) ?? (events.length === 1 ? events[0]! : null);
  return (
    <>
      {events.length > 1 ? (
        <p>
          <label htmlFor="venue-event">Tournament</label>{' '}
          <select id="venue-event" value={shown?.name ?? ''} onChange={(e) => setChosen(e.target.value)}>
            <option value="">Choose…</option>
            {events.map((e) => <option key={e.name} value={e.name}>{e.official.meta.name}</option>)}
          </select>
        </p>
      ) : null}
      {shown ? (props.join.role === 'deputy'
        ? <ArbiterEntry join={props.join} official={shown.official} officialDoc={shown.doc} />
        : <PhoneView key={shown.name} join={props.join} official={shown.official} />) : null}
    </>
  );
}

const nameOf = (o: Official): ((rank: number) => string) => {
  const m = new Map(o.players.map((p) => [p.rank, p.name] as const));
  return (rank) => m.get(rank) ?? `#${rank}`;
};

/** The results an arbiter's laptop offers: the results menu's, in its order. */
const choices: readonly BoardResult[] = resultChoices.map((c) => c.result);

/** An arbiter's laptop: the current round's boards, each with this laptop's entry and what became of it. */
function ArbiterEntry(props: { readonly join: VenueJoin; readonly official: Official; readonly officialDoc: Y.Doc }) {
  const o = props.official;
  const code = parseCode(props.join.token);
  const entriesDoc = useSharedDoc(props.join, code?.role === 'deputy' ? entriesName(o.meta.event, code.id) : null);
  const round = o.rounds.at(-1);
  const directory = useSharedDoc(props.join, directoryName);
  const proposalNames = directory ? documents.directory.read(directory, o.meta.event).proposals.map((p) => p.name) : [];
  const proposalDocs = useSharedDocs(props.join, proposalNames);
  const name = nameOf(o);
  if (!round) return <p>{o.meta.name}: no round is paired yet.</p>;
  const results = entriesDoc?.getMap('results');
  const decisions = props.officialDoc.getMap('decisions');
  const words = (r: BoardResult): string => o.meta.wording[r] ?? r;
  const state = (b: OfficialBoard, mine: { result: BoardResult; at: number } | null): string => {
    const decided = readEntry(decisions.get(boardKey(round.number, b.board)));
    if (b.disputed) return mine === null ? 'disputed: the arbiters\' entries differ; the chief arbiter decides' : `disputed: your ${words(mine.result)} differs from another arbiter's entry; the chief arbiter decides`;
    if (mine === null) return b.result === null ? playersSay(b) : 'entered by another arbiter';
    if (b.result === mine.result) return decided ? 'decided by the chief arbiter' : 'taken';
    if (b.result === null) return 'sent';
    // The chief decided after this entry: the decision stands (an entry typed after it reopens the board).
    if (decided && decided.at >= mine.at && decided.result === b.result) return `the chief arbiter decided ${words(b.result)}`;
    return `differs from the result (${words(b.result)}): the chief arbiter decides`;
  };
  /** What the board's players reported from their phones, when no arbiter has entered a result. */
  function playersSay(b: OfficialBoard): string {
    const report = (rank: number): BoardResult | null => {
      const doc = proposalDocs.get(proposalsName(o.meta.event, rank));
      return doc ? documents.proposals.reports(doc, rank, round!.number).get(b.board)?.result ?? null : null;
    };
    const [a, c] = [report(b.first), report(b.second)];
    if (a !== null && c !== null && a !== c) return `disputed: the players reported ${words(a)} and ${words(c)}; check with them`;
    if (a !== null || c !== null) return `reported by ${a !== null ? name(b.first) : name(b.second)}: ${words((a ?? c)!)}`;
    return '';
  }
  return (
    <section aria-labelledby="arbiter-round">
      <h2 id="arbiter-round">{o.meta.name}: round {round.number}</h2>
      <table className="venue-table">
        <thead><tr><th scope="col">Board</th><th scope="col">{o.meta.seats[0]}</th><th scope="col">{o.meta.seats[1]}</th><th scope="col">Result</th><th scope="col">This laptop&apos;s entry</th><th scope="col">State</th></tr></thead>
        <tbody>
          {round.boards.map((b) => {
            const mine = readEntry(results?.get(boardKey(round.number, b.board)));
            return (
              <tr key={b.board}>
                <td>{b.board}</td><td>{name(b.first)}</td><td>{name(b.second)}</td>
                <td>{b.disputed ? 'disputed' : b.result === null ? '' : words(b.result)}</td>
                <td>
                  <select aria-label={`Board ${b.board} entry`} value={mine?.result ?? ''} disabled={!results}
                    onChange={(e) => {
                      const v = e.target.value as BoardResult | '';
                      const key = boardKey(round.number, b.board);
                      if (v === '') results?.delete(key);
                      else results?.set(key, { result: v, at: Date.now() });
                    }}>
                    <option value="">—</option>
                    {choices.map((r) => <option key={r} value={r}>{words(r)}</option>)}
                  </select>
                </td>
                <td>{state(b, mine)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** A player's phone (or a hall screen, as a spectator): their game and report, pairings, standings, history. */
function PhoneView(props: { readonly join: VenueJoin; readonly official: Official }) {
  const o = props.official;
  const name = nameOf(o);
  const player = props.join.role === 'player';
  // A player's personal code names them: their phone shows their own game, no one else's.
  const code = parseCode(props.join.token);
  const me = code?.role === 'player' && code.event === o.meta.event ? code.rank : null;
  const proposals = useSharedDoc(me !== null ? props.join : null, me !== null ? proposalsName(o.meta.event, me) : null);
  const disputedBoards = (o.rounds.at(-1)?.boards ?? []).filter((b) => b.disputed).map((b) => b.board);
  const round = o.rounds.at(-1);
  const words = (r: BoardResult): string => o.meta.wording[r] ?? r;
  return (
    <div className="phone">
      <h2>{o.meta.name}</h2>
      <p className="meta">{o.meta.system} · round {o.meta.round} of {o.meta.totalRounds}</p>
      {player && me !== null ? <p>Playing as <strong>{name(me)}</strong> (No. {me}).</p> : null}
      {player && me !== null && round ? <MyGame official={o} me={me} proposals={proposals} words={words} /> : null}
      {round ? (
        <section aria-labelledby="phone-pairings">
          <h3 id="phone-pairings">Pairings, round {round.number}</h3>
          <table className="venue-table">
            <thead><tr><th scope="col">Board</th><th scope="col">{o.meta.seats[0]}</th><th scope="col">{o.meta.seats[1]}</th><th scope="col">Result</th></tr></thead>
            <tbody>
              {round.boards.map((b) => (
                <tr key={b.board} aria-current={me !== null && (b.first === me || b.second === me) ? 'true' : undefined}>
                  <td>{b.board}</td><td>{name(b.first)}</td><td>{name(b.second)}</td><td>{b.disputed ? 'disputed' : b.result === null ? '' : words(b.result)}</td>
                </tr>
              ))}
              {round.byes.map((b) => <tr key={`bye-${b.player}`}><td /><td>{name(b.player)}</td><td>bye</td><td>{b.kind}</td></tr>)}
            </tbody>
          </table>
        </section>
      ) : <p>No round is paired yet.</p>}
      {o.standings.length > 0 ? (
        <section aria-labelledby="phone-standings">
          <h3 id="phone-standings">Standings</h3>
          {disputedBoards.length > 0 ? <p role="note">{disputedBoards.length === 1 ? `Board ${disputedBoards[0]} is` : `Boards ${disputedBoards.join(', ')} are`} disputed: not counted until the chief arbiter decides.</p> : null}
          <table className="venue-table">
            <thead><tr><th scope="col">Place</th><th scope="col">Name</th><th scope="col">Points</th></tr></thead>
            <tbody>{o.standings.map((s) => <tr key={s.rank} aria-current={s.rank === me ? 'true' : undefined}><td>{s.place}</td><td>{name(s.rank)}</td><td>{s.points}</td></tr>)}</tbody>
          </table>
        </section>
      ) : null}
      {player && me !== null ? (
        <section aria-labelledby="phone-history">
          <h3 id="phone-history">My games</h3>
          <table className="venue-table">
            <thead><tr><th scope="col">Round</th><th scope="col">Seat</th><th scope="col">Opponent</th><th scope="col">Result</th></tr></thead>
            <tbody>{historyOf(o, me).map((h) => <tr key={h.round}><td>{h.round}</td><td>{h.seat}</td><td>{h.opponent}</td><td>{h.result}</td></tr>)}</tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}

function MyGame(props: { readonly official: Official; readonly me: number; readonly proposals: Y.Doc | null; readonly words: (r: BoardResult) => string }) {
  const o = props.official;
  const round = o.rounds.at(-1)!;
  const name = nameOf(o);
  const board = round.boards.find((b) => b.first === props.me || b.second === props.me);
  const reports = props.proposals?.getMap('reports');
  const drop = props.proposals?.getMap('drop');
  const [confirmDrop, setConfirmDrop] = useState(false);
  const dropped = drop?.get('drop') !== undefined;
  const dropPart = (
    <p>
      {dropped ? <span role="status">Your request to drop was sent to the arbiters.</span>
        : confirmDrop ? (
          <>
            <span>Drop from the event? You will not be paired again.</span>{' '}
            <button type="button" className="danger" onClick={() => drop?.set('drop', { rank: props.me, at: Date.now() })}>Yes, drop me</button>{' '}
            <button type="button" onClick={() => setConfirmDrop(false)}>No</button>
          </>
        ) : <button type="button" disabled={!drop} onClick={() => setConfirmDrop(true)}>Drop from the event</button>}
    </p>
  );
  if (!board) {
    const bye = round.byes.find((b) => b.player === props.me);
    return <section aria-labelledby="my-game"><h3 id="my-game">My game</h3><p>{bye ? `Round ${round.number}: you have a bye (${bye.kind}).` : `You are not paired in round ${round.number}.`}</p>{bye?.why ? <p className="why-line">{bye.why}</p> : null}{dropPart}</section>;
  }
  const first = board.first === props.me;
  const key = boardKey(round.number, board.board);
  const mine = readReport(reports?.get(key));
  const won: BoardResult = first ? 'white-wins' : 'black-wins';
  const lost: BoardResult = first ? 'black-wins' : 'white-wins';
  const report = (result: BoardResult): void => void reports?.set(key, { result, at: Date.now(), rank: props.me });
  return (
    <section aria-labelledby="my-game" className="my-game">
      <h3 id="my-game">My game</h3>
      <p>Round {round.number}, board {board.board}: you play {o.meta.seats[first ? 0 : 1]} against {name(first ? board.second : board.first)}.</p>
      {board.why ? <p className="why-line">{board.why[first ? 0 : 1]}</p> : null}
      {board.disputed ? <p role="status">Result: disputed. The arbiters&apos; entries differ; the chief arbiter decides.</p> : board.result !== null ? (
        <>
          <p role="status">Result: {props.words(board.result)}.</p>
          {mine && mine.result !== board.result ? <p role="alert">You reported {props.words(mine.result)}, but the result entered is {props.words(board.result)}. The chief arbiter has been told; see an arbiter if it is wrong.</p> : null}
        </>
      ) : (
        <>
          <div className="report" role="group" aria-label="Report the result">
            <button type="button" disabled={!reports} onClick={() => report(won)}>I won ({props.words(won)})</button>
            <button type="button" disabled={!reports} onClick={() => report('draw')}>Draw ({props.words('draw')})</button>
            <button type="button" disabled={!reports} onClick={() => report(lost)}>I lost ({props.words(lost)})</button>
          </div>
          {mine ? <p role="status">You reported {props.words(mine.result)}. It counts once your opponent reports the same; if you disagree, an arbiter decides.</p> : null}
        </>
      )}
      {dropPart}
    </section>
  );
}
