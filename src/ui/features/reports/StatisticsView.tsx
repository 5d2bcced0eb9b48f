import { useMemo } from 'react';
import { eventStatistics, playerCards, playerCardsCsv, statisticsListLines } from '../../../core/reports';
import type { ColourResults, CountRow, StatisticsWords } from '../../../core/reports';
import type { Snapshot } from '../../../db/repository';
import { downloadText, fileStem } from '../standings/download';
import { reportOf } from '../standings/report';
import { cardOptionsOf } from './cardOptions';
import './reports.css';

/**
 * The Statistics tab (core/reports `eventStatistics`): the field by federation, club, title and
 * rating group; the results by colour (Netrunner: by side), each round and in total; per round
 * the forfeits, games without a result, games not rated, byes and absentees. The same document
 * and words as the printed statistics. The player cards' CSV is exported here too.
 */
export default function StatisticsView(props: { readonly snapshot: Snapshot }) {
  const t = props.snapshot.tournament;
  const s = useMemo(() => eventStatistics(t), [t]);
  const lines = useMemo(() => statisticsListLines(s), [s]);
  const w = s.words;
  const exportCards = () => downloadText(`${fileStem(props.snapshot.row.name)}-player-cards.csv`,
    playerCardsCsv(playerCards(t, cardOptionsOf(props.snapshot, reportOf(t)))), 'text/csv');
  return (
    <section aria-labelledby="statistics-heading" className="statistics">
      <h2 id="statistics-heading">Statistics</h2>
      <p className="exports">
        {w.players}: {s.players}.{' '}
        <button type="button" onClick={exportCards}>Export player cards CSV</button>
      </p>
      <div className="stat-grid">
        {s.ratings ? <Counts title={w.federations} head={w.federation} rows={s.federations} words={w} /> : null}
        {s.ratings ? <Counts title={w.titles} head={w.title} rows={s.titles} words={w} /> : null}
        {s.ratings ? <Counts title={w.ratingGroups} head={w.ratingGroup} rows={s.ratingGroups} words={w} /> : null}
        <Counts title={w.clubs} head={w.club} rows={s.clubs} words={w} />
      </div>
      <h3 id="results-by-colour">{w.resultsByColour}</h3>
      <div className="table-scroll">
        <table aria-labelledby="results-by-colour">
          <thead>
            <tr>
              <th scope="col">{w.round}</th><th scope="col" className="num">{w.games}</th>
              <th scope="col" className="num">{w.firstWins}</th><th scope="col" className="num">{w.draws}</th>
              <th scope="col" className="num">{w.secondWins}</th><th scope="col" className="num">{w.firstScore}</th>
              <th scope="col" className="num">{w.forfeits}</th>
            </tr>
          </thead>
          <tbody>
            {s.rounds.map((r) => <ResultsRow key={r.round} label={String(r.round)} r={r.results} />)}
            <ResultsRow label={w.total} r={s.results} total />
          </tbody>
        </table>
      </div>
      <h3 id="round-lists">{w.perRound}</h3>
      {lines.length === 0 ? <p>{w.forfeits}, {w.byes.toLowerCase()}, {w.absent.toLowerCase()}: {w.none}.</p> : (
        <div className="table-scroll">
          <table aria-labelledby="round-lists">
            <thead>
              <tr><th scope="col" className="num">{w.round}</th><th scope="col">{w.list}</th><th scope="col" className="num">Board</th><th scope="col">{w.entry}</th></tr>
            </thead>
            <tbody>
              {lines.map((l, i) => (
                <tr key={i}><td className="num">{l.round}</td><td>{l.list}</td><td className="num">{l.board ?? ''}</td><td>{l.text}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="legend">{w.legend}</p>
    </section>
  );
}

function Counts(props: { readonly title: string; readonly head: string; readonly rows: readonly CountRow[]; readonly words: StatisticsWords }) {
  const id = `stat-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{props.title}</h3>
      <table aria-labelledby={id}>
        <thead><tr><th scope="col">{props.head}</th><th scope="col" className="num">{props.words.count}</th><th scope="col" className="num">{props.words.share}</th></tr></thead>
        <tbody>
          {props.rows.map((r) => <tr key={r.key}><td>{r.label}</td><td className="num">{r.count}</td><td className="num">{r.shareText}</td></tr>)}
        </tbody>
      </table>
    </section>
  );
}

function ResultsRow(props: { readonly label: string; readonly r: ColourResults; readonly total?: boolean }) {
  const { r } = props;
  const Cell = props.total ? 'th' : 'td';
  return (
    <tr>
      <Cell scope={props.total ? 'row' : undefined}>{props.label}</Cell>
      <td className="num">{r.games}</td>
      <td className="num">{r.firstWins} ({r.firstWinsShare} %)</td>
      <td className="num">{r.draws} ({r.drawsShare} %)</td>
      <td className="num">{r.secondWins} ({r.secondWinsShare} %)</td>
      <td className="num">{r.games > 0 ? `${r.firstScore} %` : ''}</td>
      <td className="num">{r.forfeits}</td>
    </tr>
  );
}
