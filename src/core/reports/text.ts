import { ratingText } from '../model';
import { hundredthsText } from '../rating';
import type { CardRound, CardTieBreak, PlayerCard } from './playerCard';
import type { BoardLine, EventStatistics, StatPlayer } from './statistics';

/**
 * The player card's lines in words, for every form of it (screen, print, site): one home, so
 * the forms cannot drift apart.
 */

/** "No. 4 · FM · NOR · 2200 · FIDE ID 1500001 · born 2010/04/01 · w · Oslo SK": what is registered. */
export const cardPlayerLine = (c: PlayerCard): string => {
  const p = c.player;
  return [
    `No. ${p.id}`, p.title, p.federation, c.rating !== null || p.rating > 0 ? ratingText(p.rating) : '',
    p.fideId ? `FIDE ID ${p.fideId}` : '', p.birthDate ? `born ${p.birthDate}` : '', p.sex, p.club,
  ].filter((x) => x !== '').join(' · ');
};

/** "Rank 3 · 4.5 points": the standing, or the score alone when the standings refuse to rank. */
export const cardStandingLine = (c: PlayerCard): string =>
  c.standing.ok ? `Rank ${c.standing.rank} · ${c.scoreText} points` : `${c.scoreText} points`;

/**
 * The rating change in one line (FIDE Rating Regulations 8.3): "Rating 2200, K 20: 6 rated games,
 * score 4.00, expected 3.60, change +8.00 (rounded +8); performance 2310". Unrated: the performance only.
 */
export const cardRatingLine = (c: PlayerCard): string => {
  const r = c.rating;
  if (r === null) return '';
  const perf = r.performance === null ? '' : `; performance ${r.performance}`;
  if (r.rating <= 0) return `Unrated: ${r.games} game${r.games === 1 ? '' : 's'} against rated opponents${perf}`;
  const k = r.kUsed !== r.k ? `K ${r.kUsed} (${r.k} capped: K × games ≤ 700, 8.3.3)` : `K ${r.k}`;
  return `Rating ${r.rating}, ${k}: ${r.games} rated game${r.games === 1 ? '' : 's'}, score ${hundredthsText(r.score)}, expected ${hundredthsText(r.expected)}, `
    + `change ${signed(r.changeText)} (rounded ${r.rounded > 0 ? '+' : ''}${r.rounded})${perf}`;
};

const signed = (text: string): string => (text.startsWith('-') ? text : `+${text}`);

/** A round's seat cell: the seats of its games ("White", "White, Black" in a double round), '' without a game. */
export const roundSeatText = (r: CardRound): string => r.games.map((g) => g.seatText).join(', ');

/** A round's result cell: the games' results, or what the round was ("half-point bye", "not decided yet"). */
export const roundResultText = (r: CardRound): string => (r.games.length > 0 ? r.games.map((g) => g.resultText).join(', ') : r.text);

/** A round's rating change cell, signed ("+1.60", "-5.20"), '' when no game of it was rated. */
export const roundRatingText = (r: CardRound): string => (r.ratingChange === null ? '' : signed(r.ratingChangeText));

/** A round's opponent cell: "Carlsson, Eva (3)", '' without one. */
export const roundOpponentText = (r: CardRound): string => (r.opponent === null ? '' : r.opponent.name);

/** A tie-break's parts in one round, as a cell: "4.5", "(3.0)" when a modifier cut it (FIDE C.07). */
export const roundTieBreakText = (tb: CardTieBreak, round: number): string =>
  tb.parts.filter((p) => p.round === round).map((p) => (p.cut ? `(${p.valueText})` : p.valueText)).join(' ');

/** The tie-break parts not tied to a round (a whole-event value), in words, for the card's foot; or why the standings refuse to rank. */
export const cardPartsWithoutRound = (c: PlayerCard): string =>
  c.standing.ok
    ? c.standing.tieBreaks.flatMap((tb) => tb.parts.filter((p) => p.round === null).map((p) => `${tb.code}: ${p.note} ${p.cut ? `(${p.valueText})` : p.valueText}`)).join('; ')
    : c.standing.detail;

/** The card's total rating change, signed ("+8.00"), '' for an unrated player or an event not rated. */
export const cardRatingTotalText = (c: PlayerCard): string =>
  c.rating && c.rating.rating > 0 ? signed(c.rating.changeText) : '';

/** One line of the statistics' per-round lists, as every form prints it. */
export interface StatisticsListLine {
  readonly round: number;
  /** The list's name ("Forfeits", "Byes", …: `StatisticsWords`). */
  readonly list: string;
  readonly board: number | null;
  /** "Eriksen, Nils (5) – Carlsson, Eva (3): +/-", "Dahl, Ola (4): half-point bye". */
  readonly text: string;
}

const who = (p: StatPlayer): string => `${p.name} (${p.id})`;
const boardText = (b: BoardLine): string => `${who(b.white)} – ${who(b.black)}${b.resultText ? `: ${b.resultText}` : ''}`;

/** The per-round lists in one table's lines: forfeits, games without a result, games not rated, byes, absentees, annulled results. */
export const statisticsListLines = (s: EventStatistics): readonly StatisticsListLine[] => {
  const w = s.words;
  return s.rounds.flatMap((r) => [
    ...r.forfeits.map((b) => ({ round: r.round, list: w.forfeits, board: b.board, text: boardText(b) })),
    ...r.unplayed.map((b) => ({ round: r.round, list: w.unplayed, board: b.board, text: boardText(b) })),
    ...r.notRated.map((b) => ({ round: r.round, list: w.notRated, board: b.board, text: boardText(b) })),
    ...r.byes.map((b) => ({ round: r.round, list: w.byes, board: null, text: `${who(b.player)}: ${b.text}` })),
    ...r.absent.map((a) => ({ round: r.round, list: w.absent, board: null, text: `${who(a.player)}${a.withdrawn ? ` (${w.withdrawn})` : ''}` })),
    ...r.annulled.map((p) => ({ round: r.round, list: w.annulled, board: null, text: who(p) })),
  ]);
};
