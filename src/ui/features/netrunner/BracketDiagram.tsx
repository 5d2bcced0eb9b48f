import type { PlayerId } from '../../../core/model';
import { bracketLayout } from '../../../core/netrunner';
import { cutGamesOf } from '../../../core/netrunner';
import type { CutView } from './cut';
import { paperGeometry, screenGeometry, wallGeometry } from './bracketGeometry';
import type { BracketGeometry } from './bracketGeometry';
import './bracket.css';

/** Text cut to `n` characters, the cut shown by "…". */
const fitted = (text: string, n: number): string => (text.length > n ? `${text.slice(0, Math.max(1, n - 1))}…` : text);

/**
 * The grand final's replay: "(if needed)" only while the grand final is undecided; once its players
 * are known (the losers' bracket finalist won the final) or it is played, it is the replay.
 */
const resetLabel = (s: { readonly a: PlayerId | null; readonly b: PlayerId | null; readonly winner: PlayerId | null; readonly notNeeded: boolean }): string =>
  s.notNeeded ? ' (not needed)' : s.winner !== null || (s.a !== null && s.b !== null) ? ' (final replay)' : ' (if needed)';

/** The winner of a finished cut, or null while it is played. */
export const cutChampion = (view: CutView): PlayerId | null => (view.state.ok ? view.state.ranking?.[0] ?? null : null);

/**
 * The top cut drawn as a bracket (SVG), the same picture on the screen, the printout and the
 * projector: each game with its two players (seed, name), who corps (C) and runs (R) once known,
 * the winner in bold, and lines from each game to the game its winner plays next. Loser drops in
 * a double elimination are written in the later game ("loser of game 5") rather than drawn.
 */
export function BracketDiagram(props: {
  readonly view: CutView;
  readonly name: (p: PlayerId | null) => string;
  readonly label?: string;
  /** Printed: the box (width × height, mm) the bracket fills; absent: drawn at the screen's sizes. */
  readonly paper?: { readonly width: number; readonly height: number };
  /** On the projector: the box (CSS pixels) the bracket fills; absent: drawn at the screen's sizes. */
  readonly wall?: { readonly width: number; readonly height: number };
}) {
  const { view } = props;
  if (!view.state.ok) return null;
  const games = cutGamesOf(view.format);
  const layout = bracketLayout(games);
  const geometry: BracketGeometry = props.paper ? paperGeometry(layout, props.paper.width, props.paper.height)
    : props.wall ? wallGeometry(layout, props.wall.width, props.wall.height) : screenGeometry;
  const { pad, labelSpace, colW, boxW, rowH, boxH, inset, font, labelFont, lineChars, labelChars, unit } = geometry;
  const state = new Map(view.state.games.map((g) => [g.game.game, g]));
  const seedOf = (p: PlayerId | null) => (p === null ? 0 : view.seeds.indexOf(p) + 1);
  const x = (c: number) => pad + c * colW;
  const y = (r: number) => pad + labelSpace + r * rowH;
  const width = pad * 2 + (layout.columns - 1) * colW + boxW;
  const height = pad * 2 + labelSpace + (layout.rows - 1) * rowH + boxH;
  // Two lines in a box, each in the middle of its half.
  const baseline = (i: number) => boxH * (0.25 + 0.5 * i) + font * 0.35;
  const at = new Map(layout.games.map((g) => [g.game, g]));
  // the higher seed's recorded side choice, beside the game's number
  const choiceText = (game: number): string => {
    const c = view.choices.get(game);
    return c ? ` · (${seedOf(c.by)}) chose ${c.side === 'corp' ? 'Corp' : 'Runner'}` : '';
  };
  const feedText = (f: (typeof games)[number]['a']): string =>
    f.kind === 'seed' ? `seed ${f.seed}` : f.kind === 'winner' ? `winner of game ${f.game}` : `loser of game ${f.game}`;
  return (
    <svg className="bracket-diagram" role="img" aria-label={props.label ?? 'Cut bracket, drawn'} viewBox={`0 0 ${width} ${height}`}
      width={`${width}${unit}`} height={`${height}${unit}`} style={{ fontSize: font }}>
      {layout.lines.map((l) => {
        const a = at.get(l.from);
        const b = at.get(l.to);
        if (!a || !b) return null;
        const x1 = x(a.column) + boxW;
        const y1 = y(a.row) + boxH / 2;
        const x2 = x(b.column);
        const y2 = y(b.row) + boxH / 2;
        const mid = (x1 + x2) / 2;
        return <path key={`${l.from}-${l.to}`} d={`M${x1},${y1} H${mid} V${y2} H${x2}`} className="bracket-line" fill="none" />;
      })}
      {games.map((g) => {
        const p = at.get(g.game);
        const s = state.get(g.game);
        if (!p || !s) return null;
        const side = view.sides.get(g.game);
        const corp = side?.kind === 'corp' ? side.corp : null;
        const line = (who: PlayerId | null, feed: (typeof games)[number]['a'], i: number) => {
          const won = s.winner !== null && s.winner === who;
          const mark = who === null || corp === null ? '' : corp === who ? 'C ' : 'R ';
          const text = who === null ? feedText(feed) : `${mark}(${seedOf(who)}) ${props.name(who)}`;
          return (
            <text x={x(p.column) + inset} y={y(p.row) + baseline(i)} className={won ? 'bracket-winner' : who === null ? 'bracket-open' : undefined}>
              {fitted(text, lineChars)}
            </text>
          );
        };
        return (
          <g key={g.game} data-game={g.game}>
            <text x={x(p.column)} y={y(p.row) - labelFont * 0.4} className="bracket-label" style={{ fontSize: labelFont }}>
              {fitted(`Game ${g.game}${g.bracket === 'reset' ? resetLabel(s) : g.bracket === 'grand-final' ? ' (final)' : g.bracket === 'third-place' ? ' (third place)' : ''}${choiceText(g.game)}`, labelChars)}
            </text>
            <rect x={x(p.column)} y={y(p.row)} width={boxW} height={boxH} rx={4} className={s.notNeeded ? 'bracket-box not-needed' : 'bracket-box'} />
            {s.notNeeded ? <text x={x(p.column) + inset} y={y(p.row) + boxH / 2 + font * 0.35} className="bracket-open">not needed</text> : (
              <>{line(s.a, g.a, 0)}{line(s.b, g.b, 1)}</>
            )}
          </g>
        );
      })}
    </svg>
  );
}
