import Papa from 'papaparse';
import { spreadsheetText } from '../standings';
import type { PlayerCard } from './playerCard';

/**
 * The player cards as CSV (RFC 4180 through papaparse, CRLF, as the standings CSV): one row per
 * player per round, with the player, the round's opponent, seat, result, points, the running score
 * and the rating change; a round of two games (a double round) writes both, "White 1; Black ½".
 * Text a spreadsheet would run as a formula gets a leading apostrophe (`spreadsheetText`).
 */
export const playerCardsCsv = (cards: readonly PlayerCard[]): string => {
  const w = cards[0]?.words;
  const fields = [
    'No.', 'Name', 'FIDE ID', 'Rating', w?.round ?? 'Round', w?.board ?? 'Board', `Opponent ${w?.opponentNumber ?? 'No.'}`, w?.opponent ?? 'Opponent',
    `Opponent ${(w?.opponentRating ?? 'Rating').toLowerCase()}`, w?.seat ?? 'Colour', w?.result ?? 'Result', w?.points ?? 'Points', w?.score ?? 'Score',
    w?.ratingChange ?? 'Rating change',
  ];
  const data = cards.flatMap((c) => c.rounds.map((r) => [
    String(c.player.id), spreadsheetText(c.player.name), c.player.fideId, c.player.rating > 0 ? String(c.player.rating) : '',
    String(r.round), r.board === null ? '' : String(r.board),
    r.opponent === null ? '' : String(r.opponent.id), spreadsheetText(r.opponent?.name ?? ''),
    r.opponent === null || r.opponent.rating <= 0 ? '' : String(r.opponent.rating),
    r.games.map((g) => g.seatText).join('; '),
    spreadsheetText(r.games.length === 0 ? r.text : r.games.map((g) => g.resultText).join('; ')),
    r.pointsText, r.scoreText, r.ratingChangeText,
  ]));
  return Papa.unparse({ fields, data }, { newline: '\r\n' });
};
