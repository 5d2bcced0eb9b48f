import { assertNever } from '../../../core/model';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { FormEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { saveEditedRound } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { playerId } from '../../../core/model';
import type { PlayerId, Round } from '../../../core/model';
import { describeSeat, describeWarning, giveBye, newWarnings, pairByHand, swapSeats, unpairedPlayers } from '../../../core/pairing-edit';
import type { EditResult, Seat } from '../../../core/pairing-edit';
import { moduleOf } from '../../../core/systems';
import { Disclosure } from '../../components/Disclosure';

/** An edit waiting for the TO's answer to its warnings. */
interface Pending {
  readonly round: Round;
  readonly what: string;
  readonly warnings: readonly string[];
}

const seatValue = (s: Seat): string => (s.kind === 'board' ? `board:${s.board}:${s.side}` : `${s.kind}:${s.player}`);
const parseSeat = (v: string): Seat | null => {
  const [kind, a, b] = v.split(':');
  if (kind === 'board' && (b === 'white' || b === 'black')) return { kind: 'board', board: Number(a), side: b };
  if (kind === 'bye' || kind === 'unpaired') return { kind, player: playerId(Number(a)) };
  return null;
};

/**
 * Rounds: the latest round's pairing, before any result, edited by hand — swap two players (or one
 * board's colours), give the pairing-allocated bye, pair two players by hand — each edit with a
 * warning for every rule it breaks (core pairing-edit), saved only when the TO accepts. ("Re-pair
 * round N" is in the round's menu, `RoundActions`.)
 */
export default function PairingEditor(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament, revision } = props.snapshot;
  const [pending, setPending] = useState<Pending | null>(null);
  const [status, setStatus] = useState('');
  const last = tournament.rounds.at(-1);
  if (!last || t.status !== 'running') return null;
  const editable = last.pairings.every((p) => p.games.every((g) => g === null));
  if (!editable) return null;

  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const name = (id: PlayerId): string => `${names.get(id) ?? '?'} (${id})`;
  // The system's seats: White/Black in chess, Corp/Runner in Netrunner.
  const sides = moduleOf(t).seats(t.settings, last.pairings[0]?.games.length ?? 1);
  // By board: a label per seat, two per board, must not search the round each time (1000 players).
  const byBoard = new Map(last.pairings.map((p) => [p.board, p]));
  const seatLabel = (s: Seat): string => {
    switch (s.kind) {
      case 'board': {
        const p = byBoard.get(s.board);
        return `Board ${s.board} ${s.side === 'white' ? sides.first : sides.second}: ${p ? name(p[s.side]) : ''}`;
      }
      case 'bye': return `Bye (${last.byes.find((b) => b.player === s.player)?.kind ?? ''}): ${name(s.player)}`;
      case 'unpaired': return `Not paired: ${name(s.player)}`;
      default: return assertNever(s);
    }
  };
  // The seats the selects offer: built only while the editor is open (below).
  const left = unpairedPlayers(tournament, last);
  const seatsOf = (): Seat[] => [
    ...last.pairings.flatMap((p): Seat[] => [{ kind: 'board', board: p.board, side: 'white' }, { kind: 'board', board: p.board, side: 'black' }]),
    ...last.byes.map((b): Seat => ({ kind: 'bye', player: b.player })),
    ...left.map((player): Seat => ({ kind: 'unpaired', player })),
  ];
  const offBoard = [...last.byes.map((b) => b.player), ...left];
  const canTakeByeOf = (): PlayerId[] => [...last.pairings.flatMap((p) => [p.white, p.black]), ...last.byes.filter((b) => b.kind !== 'U').map((b) => b.player), ...left];

  const save = async (round: Round, what: string, accepted: readonly string[]) => {
    const r = await saveEditedRound(db, t.id, round, what, accepted, Date.now(), revision);
    setStatus(r.ok ? `Saved: ${what}.` : `Refused: ${r.detail}`);
  };
  /** Shows the edit's warnings (what it breaks that the round did not already break), or saves it. */
  const propose = (r: EditResult, what: string) => {
    setStatus('');
    if (!r.ok) {
      setStatus(`Refused: ${r.detail}`);
      return;
    }
    const warnings = newWarnings(tournament, r.round).map((w) => describeWarning(w, name));
    if (warnings.length === 0) void save(r.round, what, []);
    else setPending({ round: r.round, what, warnings });
  };

  const playerOnSeat = (s: Seat): PlayerId | undefined => (s.kind === 'board' ? last.pairings.find((p) => p.board === s.board)?.[s.side] : s.player);
  const onSwap = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const a = parseSeat(String(f.get('first') ?? ''));
    const b = parseSeat(String(f.get('second') ?? ''));
    if (!a || !b) return setStatus('Refused: choose two players.');
    const [pa, pb] = [playerOnSeat(a), playerOnSeat(b)];
    propose(swapSeats(last, a, b), `${describeSeat(a)} ↔ ${describeSeat(b)}${pa && pb ? ` (${name(pa)} ↔ ${name(pb)})` : ''}`);
  };
  const onBye = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const player = Number(new FormData(e.currentTarget).get('player') ?? '');
    if (!player) return setStatus('Refused: choose a player.');
    propose(giveBye(last, playerId(player)), `pairing-allocated bye to ${name(playerId(player))}`);
  };
  const onPair = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const w = Number(f.get('white') ?? '');
    const b = Number(f.get('black') ?? '');
    if (!w || !b) return setStatus('Refused: choose two players.');
    propose(pairByHand(last, playerId(w), playerId(b)), `${name(playerId(w))} – ${name(playerId(b))} paired by hand`);
  };

  return (
    <>
      {/* Its content exists only while open: closed, a 1000-player round would build 3000 options
          (every seat, twice, and every player) with each new snapshot, on the main thread. */}
      <Disclosure className="pairing-editor panel-disclosure" summary={`Edit the pairing of round ${last.number} by hand`}>{() => {
        const seats = seatsOf();
        const canTakeBye = canTakeByeOf();
        return (
        <section aria-labelledby="pairing-editor-heading">
          <h3 id="pairing-editor-heading">Edit round {last.number} pairings</h3>
          <p className="hint">Before any result is entered. Each edit lists the rules it breaks; you can accept them or cancel.</p>
          <form key={`swap-${revision}`} className="inline-form" aria-label="Swap players" onSubmit={onSwap}>
            <label>First player
              <select name="first" aria-label="First player" required defaultValue="">
                <option value="" disabled>choose…</option>
                {seats.map((s) => <option key={seatValue(s)} value={seatValue(s)}>{seatLabel(s)}</option>)}
              </select>
            </label>
            <label>Second player
              <select name="second" aria-label="Second player" required defaultValue="">
                <option value="" disabled>choose…</option>
                {seats.map((s) => <option key={seatValue(s)} value={seatValue(s)}>{seatLabel(s)}</option>)}
              </select>
            </label>
            <button type="submit">Swap</button>
          </form>
          <form key={`bye-${revision}`} className="inline-form" aria-label="Give the bye" onSubmit={onBye}>
            <label>Player
              <select name="player" aria-label="Player" required defaultValue="">
                <option value="" disabled>choose…</option>
                {canTakeBye.map((id) => <option key={id} value={id}>{name(id)}</option>)}
              </select>
            </label>
            <button type="submit">Give the bye</button>
          </form>
          {offBoard.length >= 2 ? (
            <form key={`pair-${revision}`} className="inline-form" aria-label="Pair by hand" onSubmit={onPair}>
              <label>{sides.first}
                <select name="white" aria-label={sides.first} required defaultValue="">
                  <option value="" disabled>choose…</option>
                  {offBoard.map((id) => <option key={id} value={id}>{name(id)}</option>)}
                </select>
              </label>
              <label>{sides.second}
                <select name="black" aria-label={sides.second} required defaultValue="">
                  <option value="" disabled>choose…</option>
                  {offBoard.map((id) => <option key={id} value={id}>{name(id)}</option>)}
                </select>
              </label>
              <button type="submit">Pair</button>
            </form>
          ) : null}
          <p role="status">{status}</p>
        </section>
        );
      }}</Disclosure>
      <WarningsDialog pending={pending}
        onAccept={() => { if (pending) void save(pending.round, pending.what, pending.warnings); setPending(null); }}
        onCancel={() => { setPending(null); setStatus('Cancelled: nothing was changed.'); }} />
    </>
  );
}

/** The warnings of one edit, with "Accept and save" and "Cancel" (a React Aria modal dialog). */
function WarningsDialog(props: { readonly pending: Pending | null; readonly onAccept: () => void; readonly onCancel: () => void }) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={props.pending !== null} isDismissable onOpenChange={(open) => { if (!open) props.onCancel(); }}>
      <Modal className="modal">
        <Dialog>
          <Heading slot="title">Save this pairing edit?</Heading>
          <p>{props.pending?.what}</p>
          <p>It breaks {props.pending?.warnings.length === 1 ? 'this rule' : 'these rules'}:</p>
          <ul aria-label="Pairing warnings" className="warnings">
            {props.pending?.warnings.map((w) => <li key={w}>{w}</li>)}
          </ul>
          <div className="actions">
            <button type="button" onClick={props.onCancel} autoFocus>Cancel</button>
            <button type="button" className="danger solid" onClick={props.onAccept}>Accept and save</button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
