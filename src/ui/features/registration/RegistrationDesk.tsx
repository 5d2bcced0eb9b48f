import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { appDb } from '../../../db/appDb';
import { addLateEntry, setPlannedBye, setWithdrawal } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import type { Sex } from '../../../core/model';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FieldErrors, fieldMarks, problemsOfFailure } from '../../components/FieldErrors';
import type { FieldProblem } from '../../components/FieldErrors';
import { playerInputProblems, typedNumberProblems, typedPlayerInput } from '../../../db/repository';
import { IdentityField } from '../netrunner/IdentityField';
import { lateEntryRule, moduleOf, wordingOf } from '../../../core/systems';
import type { ListedFields, RatingType } from '../../../core/ratingList';
import { ListLookup } from '../ratingList/ListLookup';
import { fillFromList, lookupHint, pickedNote, withPicked } from '../ratingList/fillForm';

type Failure = { field?: string; detail: string } | null;
const failure = (r: { ok: false; field?: string; detail: string }): Failure => (r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
const text = (f: FormData, k: string): string => String(f.get(k) ?? '').trim();

/**
 * After seeding: late entries (with zero- or half-point entries for the rounds they missed),
 * requested byes for rounds not paired yet, drops and reinstatements. A late entry is looked up
 * on the FIDE list (`lookup`: a list supplies `listType`) as at registration: a player who arrives
 * after round 1 is filled in by a few letters of the name or the FIDE ID.
 */
/**
 * Events up to this many players choose the player from a list; a bigger one types the start
 * number (the list of 9,999 options took the Players screen's thread for half a second or more
 * each time it opened or closed, and nobody scrolls such a list).
 */
const chooseFromListUpTo = 500;

/** The start number of a big event's player, with the name it stands for shown as it is typed. */
function StartNumberField(props: { readonly names: ReadonlyMap<number, string> }) {
  const [value, setValue] = useState('');
  const n = Number(value);
  const name = value === '' ? undefined : props.names.get(n);
  return (
    <label>Player
      <input name="player" aria-label="Player" inputMode="numeric" size={6} required value={value} aria-describedby="desk-player-name"
        onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))} placeholder="start no." />
      <output id="desk-player-name" aria-live="polite">{value === '' ? '' : name === undefined ? 'no such player' : `${n}. ${name}`}</output>
    </label>
  );
}

export default function RegistrationDesk(props: { readonly snapshot: Snapshot; readonly listType: RatingType; readonly lookup: boolean }) {
  const db = appDb();
  const { row: t, tournament } = props.snapshot;
  const [error, setError] = useState<Failure>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The late-entry form's refusal, field by field. */
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const marks = (field: string) => fieldMarks('late-entry', problems, field);
  const lateForm = useRef<HTMLFormElement | null>(null);
  /** The last pick from the list, until the late entry is added (its K and games go with the player). */
  const [picked, setPicked] = useState<ListedFields | null>(null);
  const next = tournament.rounds.length + 1;
  // What the system registers and offers: chess's rating fields and half-point byes, or Netrunner's identities and none.
  const wording = wordingOf(moduleOf(t));
  const capitalised = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
  const names = useMemo(() => new Map(tournament.players.map((p) => [p.id as number, p.name])), [tournament.players]);
  // The list is looked up only for a system registered with ratings (chess), as at registration.
  const lookup = props.lookup && wording.ratings;
  const onPick = (f: ListedFields) => { fillFromList(lateForm.current, f); setPicked(f); };
  // The same rule the database applies: a schedule fixed by the field size takes no one after round 1.
  const late = lateEntryRule(t.settings, tournament.players.length, tournament.rounds.length, t.totalRounds);
  const done = (r: { ok: true } | { ok: false; field?: string; detail: string }, message: string): boolean => {
    if (!r.ok) {
      setError(failure(r));
      setNotice(null);
      return false;
    }
    setError(null);
    setNotice(message);
    return true;
  };

  const onLateEntry = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const rating = text(f, 'rating');
    const sex = text(f, 'sex');
    // Every registration field, as the players form has them (the rating report needs title, FIDE ID, federation, birth date).
    const input = withPicked({
      name: text(f, 'name'), rating: rating === '' ? 0 : Number(rating), title: text(f, 'title'),
      federation: text(f, 'federation').toUpperCase(), fideId: text(f, 'fideId'), birthDate: text(f, 'birthDate'),
      club: text(f, 'club'), ...(sex === '' ? {} : { sex: sex as Sex }),
      corpIdentity: text(f, 'corpIdentity'), runnerIdentity: text(f, 'runnerIdentity'), pronouns: text(f, 'pronouns'),
    }, picked);
    const missed = text(f, 'missed') === 'H' ? 'H' : 'Z';
    const typed = typedNumberProblems({ rating });
    if (typed.length > 0) {
      setProblems([...typed, ...playerInputProblems(typedPlayerInput({ ...input, rating: 0 })).filter((x) => x.field !== 'rating')]);
      setNotice(null);
      return;
    }
    const r = await addLateEntry(db, t.id, input, missed, Date.now());
    if (!r.ok) { setProblems(problemsOfFailure(r)); setError(null); setNotice(null); return; }
    setProblems([]);
    const moved = tournament.players.length + 1 - r.value.startRank;
    const rounds = r.value.totalRounds === null ? '' : `; the event now has ${r.value.totalRounds} rounds, as the table for ${tournament.players.length + 1} players gives them`;
    done(r, `${input.name} entered as no. ${r.value.startRank}${moved > 0 ? ` (by rating; the ${moved} player${moved === 1 ? '' : 's'} below renumbered)` : ''}${next > 1 ? `; rounds 1-${next - 1}: ${missed === 'H' ? wording.byes.H : 'zero points'}` : ''}${rounds}.`);
    form.reset();
    setPicked(null);
  };

  const onBye = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const player = Number(text(f, 'player'));
    const round = Number(text(f, 'round'));
    const kind = text(f, 'kind');
    // A big event's start number is typed: one that is no player's is named as such.
    if (!names.has(player)) return setError({ field: 'Player', detail: `there is no player no. ${text(f, 'player')}; the start numbers are 1 to ${tournament.players.length}.` });
    if (kind === 'drop') {
      const key = props.snapshot.playerRows.get(player)?.id;
      if (key === undefined) return setError({ field: 'player', detail: 'Choose a player.' });
      done(await setWithdrawal(db, key, round, Date.now()), `${names.get(player) ?? player} drops from round ${round}.`);
      return;
    }
    const k = wording.requestedByes.find((b) => b === kind) ?? wording.requestedByes[0] ?? 'Z';
    done(await setPlannedBye(db, t.id, player, round, k, Date.now()), `${names.get(player) ?? player}: ${wording.byes[k]} in round ${round}.`);
  };

  const dropped = tournament.players.filter((p) => p.withdrawnFromRound !== undefined);
  return (
    <section aria-labelledby="desk-heading" className="registration-desk">
      <h3 id="desk-heading">Registration desk</h3>
      <form onSubmit={(e) => void onBye(e)} className="inline-form" aria-label="Bye or drop">
        {tournament.players.length <= chooseFromListUpTo ? (
          <label>Player
            <select name="player" aria-label="Player" required defaultValue="">
              <option value="" disabled>choose…</option>
              {tournament.players.map((p) => <option key={p.id} value={p.id}>{p.id}. {p.name}</option>)}
            </select>
          </label>
        ) : <StartNumberField names={names} />}
        <label>What
          <select name="kind" aria-label="What" defaultValue={wording.requestedByes[0]}>
            {wording.requestedByes.map((b) => <option key={b} value={b}>{capitalised(wording.byes[b])}</option>)}
            <option value="drop">Drop (withdraw) from this round on</option>
          </select>
        </label>
        <label>Round <input name="round" type="number" defaultValue={Math.min(next, t.totalRounds)} required /></label>
        <button type="submit">Save</button>
      </form>
      {tournament.plannedByes.length > 0 ? (
        <ul aria-label="Requested byes">
          {tournament.plannedByes.map((b) => (
            <li key={`${b.player}-${b.round}`}>
              Round {b.round}: {names.get(b.player) ?? b.player} ({wording.byes[b.kind]}){' '}
              {b.round >= next ? (
                <button type="button" onClick={() => void setPlannedBye(db, t.id, b.player, b.round, null, Date.now()).then((r) => done(r, 'Bye cancelled.'))}
                  aria-label={`Cancel the round ${b.round} bye of ${names.get(b.player) ?? b.player}`}>Cancel</button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {dropped.length > 0 ? (
        <ul aria-label="Dropped players">
          {dropped.map((p) => (
            <li key={p.id}>
              {p.name}: not paired from round {p.withdrawnFromRound}{' '}
              <button type="button" aria-label={`Reinstate ${p.name}`}
                onClick={() => { const key = props.snapshot.playerRows.get(p.id)?.id; if (key !== undefined) void setWithdrawal(db, key, null, Date.now()).then((r) => done(r, `${p.name} reinstated from round ${next}.`)); }}>Reinstate</button>
            </li>
          ))}
        </ul>
      ) : null}
      {!late.ok ? <p className="hint" id="late-entry-closed">Late entry: {late.detail}</p> : (
      <form ref={lateForm} onSubmit={(e) => void onLateEntry(e)} className="player-form" aria-label="Late entry">
        <ListLookup label="Name" type={props.listType} enabled={lookup} onPick={onPick}
          input={{ name: 'name', ...marks('name'), required: true, maxLength: 33 }} />
        {wording.ratings ? (
          <>
            <label>Rating <input name="rating" {...marks('rating')} inputMode="numeric" /></label>
            <label>Title <input name="title" {...marks('title')} size={4} /></label>
            <label>Federation <input name="federation" {...marks('federation')} size={4} maxLength={3} /></label>
            <ListLookup label="FIDE ID" type={props.listType} enabled={lookup} onPick={onPick}
              input={{ name: 'fideId', ...marks('fideId'), size: 10, inputMode: 'numeric' }} />
            <label>Birth date <input name="birthDate" {...marks('birthDate')} size={10} placeholder="YYYY/MM/DD" /></label>
            <label>Sex
              <select name="sex" aria-label="Sex" {...marks('sex')} defaultValue=""><option value="">–</option><option value="m">m</option><option value="w">w</option></select>
            </label>
          </>
        ) : null}
        <label>Club <input name="club" {...marks('club')} /></label>
        {moduleOf(t).netrunner !== undefined ? (
          <>
            <IdentityField side="corp" />
            <IdentityField side="runner" />
            <label>Pronouns <input name="pronouns" size={8} maxLength={20} /></label>
          </>
        ) : null}
        {next > 1 ? (
          <label>Rounds 1-{next - 1}
            <select name="missed" aria-label="Missed rounds" defaultValue={wording.missedRounds[0]}>
              {wording.missedRounds.map((b) => <option key={b} value={b}>{b === 'Z' ? 'zero points (Z)' : 'half-point byes (H)'}</option>)}
            </select>
          </label>
        ) : null}
        <button type="submit">Add late entry</button>
        {lookup ? <p className="hint list-note" aria-live="polite">{picked ? pickedNote(picked) : lookupHint}</p> : null}
      </form>
      )}
      <FieldErrors form="late-entry" problems={problems} />
      <ErrorMessage error={error} />
      {notice ? <p role="status">{notice}</p> : null}
    </section>
  );
}
