import { useMemo, useState } from 'react';
import { Disclosure } from '../../components/Disclosure';
import type { PlayerId, Tournament } from '../../../core/model';
import { normReport, normTitles } from '../../../core/norms';
import type { NormReport, NormTitle } from '../../../core/norms';
import { hashFromOutputRoute } from '../print/outputRoute';

/** The requirements of a norm report as a table: the rule, the event's figure, met or not. */
export function NormRequirements(props: { readonly report: NormReport; readonly label: string }) {
  return (
    <table aria-label={props.label} className="norm-report">
      <thead><tr><th scope="col">Requirement (FIDE Title Regulations B.01, 1.4)</th><th scope="col">This event</th><th scope="col">Met</th></tr></thead>
      <tbody>
        {props.report.requirements.map((r) => (
          <tr key={r.id} className={r.met ? 'met' : 'not-met'}>
            <td>{r.rule}</td><td>{r.actual}</td><td>{r.met ? 'met' : 'not met'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The norm check helper (standings screen): for a player and a title, each requirement of the
 * FIDE Title Regulations with the event's numbers, met or not; a report the arbiter checks against
 * the regulations' text (which decides) and prints.
 */
export function NormCheck(props: { readonly tournamentId: number; readonly t: Tournament }) {
  if (props.t.players.length === 0) return null;
  return (
    <Disclosure className="norm-check" summary="Norm check">
      {() => <NormCheckForm tournamentId={props.tournamentId} t={props.t} />}
    </Disclosure>
  );
}

/** The player and title chosen and the report, built only while the disclosure is open. */
function NormCheckForm(props: { readonly tournamentId: number; readonly t: Tournament }) {
  const players = useMemo(() => [...props.t.players].sort((a, b) => b.rating - a.rating || a.id - b.id), [props.t]);
  const [player, setPlayer] = useState<PlayerId | null>(players[0]?.id ?? null);
  const [title, setTitle] = useState<NormTitle>('IM');
  const [waived, setWaived] = useState(false);
  const report = useMemo(() => (player === null ? null : normReport(props.t, player, title, { federationsWaived: waived })), [props.t, player, title, waived]);
  if (player === null || report === null) return null;
  const name = props.t.players.find((p) => p.id === player)?.name ?? '';
  const href = `${location.pathname}${location.search}${hashFromOutputRoute({
    screen: 'print', tournamentId: props.tournamentId, printout: 'norm', round: null, paper: 'a4', orientation: null, auto: true, norm: { player, title, waived },
  })}`;
  return (
    <>
      <div className="inline-form">
        <label>Player
          <select aria-label="Player for the norm check" value={player} onChange={(e) => setPlayer(Number(e.target.value) as PlayerId)}>
            {players.map((p) => <option key={p.id} value={p.id}>{p.name} ({p.id}){p.title ? `, ${p.title}` : ''}</option>)}
          </select>
        </label>
        <label>Norm
          <select aria-label="Norm" value={title} onChange={(e) => setTitle(e.target.value as NormTitle)}>
            {normTitles.map((x) => <option key={x} value={x}>{x} norm</option>)}
          </select>
        </label>
        <label><input type="checkbox" checked={waived} onChange={(e) => setWaived(e.target.checked)} /> Federation requirements waived for this event</label>
      </div>
      <p role="status">{name}: {report.met ? `every requirement of the ${title} norm is met` : `the ${title} norm is not met`} ({report.games} games, performance {report.performance}).</p>
      <NormRequirements report={report} label="Norm requirements" />
      <p className="hint">The regulations' text decides; the arbiter also checks what Pairwise cannot see (rate of play, arbiters, registration with FIDE, the events exempt from some requirements). Unrated opponents count at 1400.</p>
      <a href={href} target="_blank" rel="noreferrer">Print norm report</a>
    </>
  );
}
