import { ratingText } from '../../../core/model';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { moduleOf, wordingOf } from '../../../core/systems';
import type { FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { appDb } from '../../../db/appDb';
import { addPlayer, findRegisteredDuplicate, removePlayer, updatePlayer } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import type { PlayerRow } from '../../../db/repository';
import { playerInputProblems, typedNumberProblems, typedPlayerInput } from '../../../db/repository';
import type { PlayerInput } from '../../../db/repository';
import { FieldErrors, fieldMarks, problemsOfFailure } from '../../components/FieldErrors';
import type { FieldProblem } from '../../components/FieldErrors';
import type { Sex } from '../../../core/model';
import { ErrorMessage } from '../../components/ErrorMessage';
import { IdentityField } from '../netrunner/IdentityField';
import { IdentityListLoader } from '../netrunner/IdentityListLoader';
import { VirtualTable } from '../registration/PlayersTable';
import type { Columns } from '../../components/SortableHeader';
import type { PlayerId } from '../../../core/model';
import { PlayerCardDialog } from '../reports/PlayerCardDialog';
import { Disclosure } from '../../components/Disclosure';
import { ListLookup } from '../ratingList/ListLookup';
import { UpdateFromList } from '../ratingList/UpdateFromList';
import { fillFromList, lookupHint, pickedNote, withPicked } from '../ratingList/fillForm';
import { useListType, useRatingLists } from '../ratingList/useListed';
import { ratingTypes } from '../../../core/ratingList';
import type { ListedFields, RatingType } from '../../../core/ratingList';

const text = (f: FormData, k: string): string => String(f.get(k) ?? '').trim();

const inputFrom = (f: FormData): PlayerInput => {
  const rating = text(f, 'rating');
  const sex = text(f, 'sex');
  const fixedBoard = text(f, 'fixedBoard');
  return {
    name: text(f, 'name'),
    rating: rating === '' ? 0 : Number(rating),
    title: text(f, 'title'), federation: text(f, 'federation').toUpperCase(), fideId: text(f, 'fideId'),
    birthDate: text(f, 'birthDate'), club: text(f, 'club'),
    corpIdentity: text(f, 'corpIdentity'), runnerIdentity: text(f, 'runnerIdentity'), pronouns: text(f, 'pronouns'),
    ...(sex === '' ? {} : { sex: sex as Sex }),
    // A board the player always plays on (fixed tables); empty = none.
    ...(fixedBoard === '' ? {} : { fixedBoard: Number(fixedBoard) }),
  };
};

const RatingListPanel = lazy(() => import('../ratingList/RatingListPanel'));
const typeWords: Readonly<Record<RatingType, string>> = { standard: 'standard', rapid: 'rapid', blitz: 'blitz' };

const col = createColumnHelper<PlayerRow>();
const CsvImport = lazy(() => import('../registration/CsvImport'));
const QuadsSplit = lazy(() => import('../sections/QuadsSplit').then((m) => ({ default: m.QuadsSplit })));
const RegistrationDesk = lazy(() => import('../registration/RegistrationDesk'));
const searchText = (p: PlayerRow): string => [p.startRank || '', p.name, p.title, p.federation, p.fideId, p.birthDate, p.club, p.rating, p.corpIdentity, p.runnerIdentity].join(' ');

export default function PlayersView(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t } = props.snapshot;
  const players = useMemo(() => [...props.snapshot.playerRows.values()], [props.snapshot]);
  const [editing, setEditing] = useState<PlayerRow | null>(null);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The form's refusal, field by field (each input marked and tied to its message). */
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  /** The entry the TO confirmed as a new player although it looks like a registered one. */
  const [confirmedDuplicate, setConfirmedDuplicate] = useState<string | null>(null);
  const canAdd = t.status === 'registration';
  const canRemove = t.status !== 'running';
  const dropMark = moduleOf(t).dropMark;
  const formId = editing ? `edit-player-${editing.id}` : 'add-player';
  const marks = (field: string) => fieldMarks(formId, problems, field);
  // The system says what a player is registered with: a rating and the FIDE fields, or identities.
  const ratings = wordingOf(moduleOf(t)).ratings;
  const identities = moduleOf(t).netrunner !== undefined;
  // The player card opened from a name: the core's id of each stored row (start rank, or the
  // registration order before seeding).
  const [card, setCard] = useState<PlayerId | null>(null);
  const coreIds = useMemo(() => new Map([...props.snapshot.playerRows].map(([core, row]) => [row.id, core as PlayerId])), [props.snapshot]);
  const formRef = useRef<HTMLFormElement | null>(null);
  const lists = useRatingLists();
  const [listType, setListType] = useListType(t.id);
  const lookup = ratings && lists.some((l) => l.types.includes(listType));
  const beforeRound1 = props.snapshot.tournament.rounds.length === 0 && t.status !== 'running';
  /** The last pick from the list (its K and games go with the player while the FIDE ID is still the list's), until the player is added. */
  const [picked, setPicked] = useState<ListedFields | null>(null);
  const onPick = (f: ListedFields) => { fillFromList(formRef.current, f); setPicked(f); };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const typedIn = inputFrom(f);
    const input = editing ? typedIn : withPicked(typedIn, picked);
    setError(null);
    // A number field that holds no number is named with what was typed; with it every other problem of the row.
    const typed = typedNumberProblems({ rating: text(f, 'rating'), fixedBoard: text(f, 'fixedBoard') });
    if (typed.length > 0) {
      const { fixedBoard: _fb, ...rest } = input;
      setProblems([...typed, ...playerInputProblems(typedPlayerInput({ ...rest, rating: 0 })).filter((x) => !typed.some((y) => y.field === x.field))]);
      return;
    }
    const dup = editing ? undefined : await findRegisteredDuplicate(db, t.id, input);
    const signature = `${input.name.trim().toLowerCase()}|${input.fideId ?? ''}|${input.birthDate ?? ''}`;
    if (dup && confirmedDuplicate !== signature) {
      setConfirmedDuplicate(signature);
      setProblems([{ field: 'name', message: `Possible duplicate: ${dup.name}${dup.fideId ? ` (FIDE ID ${dup.fideId})` : ''} is already registered. Press Add player again to add this entry anyway.` }]);
      return;
    }
    // The row as the form showed it: refused if another tab changed the player meanwhile.
    const r = editing ? await updatePlayer(db, editing.id, input, Date.now(), editing) : await addPlayer(db, t.id, input, Date.now());
    if (!r.ok) {
      setProblems(problemsOfFailure(r));
      return;
    }
    setProblems([]);
    setEditing(null);
    form.reset();
    // Hidden inputs keep a value set from script through a reset: the next player starts without the list's K and games.
    setPicked(null);
    (form.elements.namedItem('name') as HTMLInputElement | null)?.focus();
  };

  const columns = useMemo<Columns<PlayerRow>>(() => [
    ...(t.status === 'registration' ? [] : [col.accessor('startRank', { header: 'Seed', meta: { numeric: true } })]),
    // A withdrawn player keeps their row, marked with the system's drop mark ("(withdrawn)" in chess).
    // The name opens the player card (rounds, rating change, tie-breaks): a button, so the keyboard reaches it.
    col.accessor((p) => (dropMark && p.withdrawnFromRound ? `${p.name} ${dropMark}` : p.name), {
      id: 'name', header: 'Name',
      cell: (c) => {
        const core = coreIds.get(c.row.original.id);
        return core === undefined ? c.getValue() : (
          <button type="button" className="link" aria-haspopup="dialog" onClick={() => setCard(core)}>{c.getValue()}</button>
        );
      },
    }),
    ...(ratings ? [
      col.accessor('rating', { header: 'Rating', meta: { numeric: true }, cell: (c) => ratingText(c.getValue()) }),
      col.accessor((p) => p.title ?? '', { id: 'title', header: 'Title' }),
      col.accessor((p) => p.federation ?? '', { id: 'federation', header: 'Fed' }),
      // The FIDE fields a rating officer and the prize groups read (TRF-16 001: FIDE ID, birth date, sex).
      col.accessor((p) => p.fideId ?? '', { id: 'fideId', header: 'FIDE ID', meta: { numeric: true } }),
      col.accessor((p) => p.birthDate ?? '', { id: 'birthDate', header: 'Born' }),
      col.accessor((p) => p.sex ?? '', { id: 'sex', header: 'Sex' }),
    ] : []),
    ...(identities ? [
      col.accessor((p) => p.corpIdentity ?? '', { id: 'corpIdentity', header: 'Corp identity' }),
      col.accessor((p) => p.runnerIdentity ?? '', { id: 'runnerIdentity', header: 'Runner identity' }),
    ] : []),
    col.accessor((p) => p.club ?? '', { id: 'club', header: 'Club' }),
    col.accessor((p) => p.fixedBoard ?? '', { id: 'fixedBoard', header: 'Fixed board', meta: { numeric: true } }),
    ...(t.status === 'registration' ? [] : [col.accessor((p) => (p.withdrawnFromRound ? `${dropMark === '(withdrawn)' ? 'withdrawn' : 'dropped'} from round ${p.withdrawnFromRound}` : ''), { id: 'status', header: 'Status' })]),
    col.display({
      id: 'actions', header: 'Actions',
      cell: (c) => (
        <span className="row-actions">
          <button type="button" onClick={() => { setEditing(c.row.original); setError(null); setProblems([]); }} aria-label={`Edit ${c.row.original.name}`}>Edit</button>
          {canRemove ? (
            <button type="button" className="danger" aria-label={`Remove ${c.row.original.name}`}
              onClick={() => void removePlayer(db, c.row.original.id, Date.now()).then((r) => setError(r.ok ? null : { detail: `${c.row.original.name}: ${r.detail}` }))}>Remove</button>
          ) : null}
        </span>
      ),
    }),
  ], [t.status, canRemove, db, dropMark, ratings, identities, coreIds]);

  return (
    <section aria-labelledby="players-heading">
      <h2 id="players-heading">Players ({players.length})</h2>
      {canAdd || editing ? (
        <form key={editing?.id ?? 'new'} ref={formRef} onSubmit={onSubmit} className="player-form card" aria-label={editing ? `Edit ${editing.name}` : 'Add player'}>
          <ListLookup label="Name" type={listType} enabled={lookup && !editing} onPick={onPick}
            input={{ name: 'name', ...marks('name'), required: true, maxLength: 33, defaultValue: editing?.name }} />
          {ratings ? (
            <>
              <label>Rating <input name="rating" {...marks('rating')} inputMode="numeric" defaultValue={editing?.rating ?? ''} /></label>
              <label>Title <input name="title" {...marks('title')} size={4} defaultValue={editing?.title} /></label>
              <label>Federation <input name="federation" {...marks('federation')} size={4} maxLength={3} defaultValue={editing?.federation} /></label>
              <ListLookup label="FIDE ID" type={listType} enabled={lookup && !editing} onPick={onPick}
                input={{ name: 'fideId', ...marks('fideId'), size: 10, inputMode: 'numeric', defaultValue: editing?.fideId }} />
              <label>Birth date <input name="birthDate" {...marks('birthDate')} size={10} placeholder="YYYY/MM/DD" defaultValue={editing?.birthDate} /></label>
              <label>Sex
                <select name="sex" aria-label="Sex" {...marks('sex')} defaultValue={editing?.sex ?? ''}>
                  <option value="">–</option><option value="m">m</option><option value="w">w</option>
                </select>
              </label>
            </>
          ) : null}
          <label>Club <input name="club" {...marks('club')} defaultValue={editing?.club} /></label>
          <label>Fixed board <input name="fixedBoard" {...marks('fixedBoard')} inputMode="numeric" size={4} defaultValue={editing?.fixedBoard ?? ''} /></label>
          {identities ? (
            <>
              <IdentityField side="corp" defaultValue={editing?.corpIdentity} />
              <IdentityField side="runner" defaultValue={editing?.runnerIdentity} />
              <label>Pronouns <input name="pronouns" size={8} maxLength={20} defaultValue={editing?.pronouns} /></label>
            </>
          ) : null}
          <button type="submit" className="primary">{editing ? 'Save player' : 'Add player'}</button>
          {lookup && !editing ? <p className="hint list-note" aria-live="polite">{picked ? pickedNote(picked) : lookupHint}</p> : null}
          {editing ? <button type="button" onClick={() => { setEditing(null); setError(null); setProblems([]); }}>Cancel</button> : null}
        </form>
      ) : (
        <p>Seeding is locked: edit a player from the list below; a player who arrives now is added with the late-entry form (Registration desk).</p>
      )}
      <FieldErrors form={formId} problems={problems} />
      <ErrorMessage error={error} />
      {identities ? <IdentityListLoader /> : null}
      {ratings ? (
        <div className="list-tools">
          <label>Ratings from the FIDE list
            <select value={listType} onChange={(e) => setListType(e.target.value as RatingType)}>
              {ratingTypes.map((x) => <option key={x} value={x}>{typeWords[x]}</option>)}
            </select>
          </label>
          {lookup && beforeRound1 ? <UpdateFromList tournamentId={t.id} players={players} type={listType} list={lists.find((l) => l.types.includes(listType))} onDone={setNotice} /> : null}
          <Disclosure className="rating-list-disclosure" summary="FIDE rating list">
            {() => <Suspense fallback={<p>Loading…</p>}><RatingListPanel /></Suspense>}
          </Disclosure>
        </div>
      ) : null}
      {canAdd ? (
        <Suspense fallback={null}>
          <CsvImport tournamentId={t.id} registered={players} onDone={setNotice} netrunner={moduleOf(t).netrunner !== undefined} />
        </Suspense>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      {canAdd && !t.event ? <Suspense fallback={null}><QuadsSplit snapshot={props.snapshot} /></Suspense> : null}
      {t.status === 'registration' ? null : <Suspense fallback={null}><RegistrationDesk snapshot={props.snapshot} listType={listType} lookup={lookup} /></Suspense>}
      <VirtualTable label="Players" data={players} columns={columns} rowKey={(p) => String(p.id)} searchText={searchText}
        initialSort={t.status === 'registration' ? [] : [{ id: 'startRank', desc: false }]} />
      {card !== null ? <PlayerCardDialog snapshot={props.snapshot} player={card} onClose={() => setCard(null)} /> : null}
    </section>
  );
}
