import { useMemo } from 'react';
import { formatTenths } from '../../../core/model';
import { roundComplete } from '../../../db/repository';
import type { Snapshot } from '../../../db/repository';
import { standings } from '../../../core/standings';
import type { StandingRow } from '../../../core/standings';
import { SortableTable } from '../../components/SortableTable';
import type { Columns } from '../../components/SortableTable';

const heading = (s: Snapshot): string => {
  const rounds = s.tournament.rounds;
  const last = rounds[rounds.length - 1];
  if (!last) return 'Standings before round 1';
  return roundComplete(last) ? `Standings after round ${last.number}` : `Standings during round ${last.number} (results missing)`;
};

export default function StandingsView(props: { readonly snapshot: Snapshot }) {
  const rows = useMemo(() => standings(props.snapshot.tournament), [props.snapshot]);
  const names = useMemo(() => new Map(props.snapshot.tournament.players.map((p) => [p.id, p.name])), [props.snapshot]);
  const tieBreakCodes = rows[0]?.tieBreaks.map((t) => t.code) ?? [];
  const columns = useMemo<Columns<StandingRow>>(() => [
    { id: 'rank', header: 'Rank', accessorFn: (r) => r.rank },
    { id: 'seed', header: 'Seed', accessorFn: (r) => r.player },
    { id: 'name', header: 'Name', accessorFn: (r) => names.get(r.player) ?? '' },
    { id: 'points', header: 'Points', accessorFn: (r) => r.points, cell: (c) => formatTenths(c.row.original.points) },
    ...tieBreakCodes.map((code, i): Columns<StandingRow>[number] => ({
      id: `tb${i}`, header: code, accessorFn: (r) => r.tieBreaks[i]?.value ?? 0, cell: (c) => c.row.original.tieBreaks[i]?.text ?? '',
    })),
  ], [tieBreakCodes.join('|'), names]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section aria-labelledby="standings-heading">
      <h2 id="standings-heading">{heading(props.snapshot)}</h2>
      <SortableTable label="Standings" data={rows} columns={columns} rowKey={(r) => String(r.player)} />
    </section>
  );
}
