import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PlayerId } from '../../../core/model';
import { appDb } from '../../../db/appDb';
import { loadCut } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { ErrorMessage } from '../../components/ErrorMessage';
import { cutView } from './cut';
import { NetrunnerStandingsTable } from './NetrunnerStandingsTable';
import { TopCut } from './TopCut';
import { useCutChoice } from './StartCutForm';
import { AbrExport } from './AbrExport';
import { problemOf } from './problem';
import type { Outcome, Problem } from './problem';

/**
 * A Netrunner event's own tab: the Swiss standings with SoS/ESoS, the top cut with sides, the ABR
 * export. (Drops are on the Rounds screen: `NetrunnerDrops`.)
 */
export default function NetrunnerPanel(props: { readonly snapshot: Snapshot }) {
  const db = appDb();
  const { row: t, tournament } = props.snapshot;
  const record = useLiveQuery(() => loadCut(db, t.id), [db, t.id]);
  const [error, setError] = useState<Problem>(null);
  const names = useMemo(() => new Map(tournament.players.map((p) => [p.id as number, p.name])), [tournament]);
  const name = (p: PlayerId | null): string => (p === null ? 'to be decided' : names.get(p) ?? String(p));
  const view = record ? cutView(record, t.randomSeed) : null;
  // Kept here: a cut cancelled shows its form again as the TO left it.
  const choice = useCutChoice(tournament);
  const report = (r: Outcome) => setError(problemOf(r));

  return (
    <section aria-labelledby="netrunner-heading" className="netrunner">
      <h2 id="netrunner-heading">Cut and export</h2>
      <ErrorMessage error={error} />
      <NetrunnerStandingsTable tournament={tournament} name={name} />
      <TopCut snapshot={props.snapshot} record={record} view={view} choice={choice} name={name} onResult={report} />
      <AbrExport snapshot={props.snapshot} view={view} onResult={report} onProblem={setError} />
    </section>
  );
}
