import { useMemo, useState } from 'react';
import { formatTenths } from '../../../core/model';
import type { PlayerId, Tournament } from '../../../core/model';
import { formatSos, netrunnerStandings } from '../../../core/netrunner';
import { sideBalanceText, sideCounts } from '../../../core/netrunner';
import { moduleOf, standingsNames } from '../../../core/systems';
import { TableScroll } from '../../components/Card';

/**
 * The Swiss standings with SoS and ESoS, each side's points, Cobra's "show identities" (each
 * player's Corp and Runner identity) and, single-sided, each player's side balance.
 */
export function NetrunnerStandingsTable(props: { readonly tournament: Tournament; readonly name: (p: PlayerId | null) => string }) {
  const { tournament, name } = props;
  const shownNames = useMemo(() => standingsNames(tournament), [tournament]);
  const rows = useMemo(() => netrunnerStandings(tournament), [tournament]);
  const singleSided = moduleOf(tournament).netrunner?.doubleSided === false;
  const sides = useMemo(() => sideCounts(tournament), [tournament]);
  /** Cobra's "show identities": the standings with each player's Corp and Runner identity. */
  const [showIds, setShowIds] = useState(false);
  const idsOf = useMemo(() => new Map(tournament.players.map((p) => [p.id, p] as const)), [tournament]);
  return (
    <>
      <h3>Swiss standings</h3>
      <label className="inline-toggle"><input type="checkbox" checked={showIds} onChange={(e) => setShowIds(e.target.checked)} /> Show identities</label>
      <TableScroll label="Netrunner standings, scrollable">
      <table aria-label="Netrunner standings">
        <caption>Netrunner standings (points, SoS, ESoS)</caption>
        <thead><tr><th scope="col" className="num">Rank</th><th scope="col">Name</th><th scope="col" className="num">Points</th><th scope="col" className="num">SoS</th><th scope="col" className="num">ESoS</th><th scope="col" className="num side-points">Corp pts</th><th scope="col" className="num side-points">Runner pts</th>{showIds ? <><th scope="col">Corp identity</th><th scope="col">Runner identity</th></> : null}{singleSided ? <th scope="col" title="Corp games minus Runner games">Side balance</th> : null}</tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.player}>
              <td className="num">{r.rank}</td><td>{shownNames.get(r.player) ?? name(r.player)}</td><td className="num">{formatTenths(r.points)}</td>
              <td className="num">{formatSos(r.sos)}</td><td className="num">{formatSos(r.extendedSos)}</td>
              <td className="num side-points">{formatTenths(r.corpPoints)}</td><td className="num side-points">{formatTenths(r.runnerPoints)}</td>
              {showIds ? <><td>{idsOf.get(r.player)?.corpIdentity ?? ''}</td><td>{idsOf.get(r.player)?.runnerIdentity ?? ''}</td></> : null}
              {singleSided ? <td>{sideBalanceText(sides.get(r.player) ?? { corp: 0, runner: 0 })}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      </TableScroll>
    </>
  );
}
