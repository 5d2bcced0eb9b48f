import type { ExplainOutcome, ExplainQuestion, PlayerId, Tournament } from '../../model';
import { scheduledRound } from './berger';
import type { RoundRobinSettings } from './schedule';
import { scheduleOf } from './schedule';

/**
 * "Why these two?" for a round robin: the Berger table (C.05 Annex 1) fixes every round, so the
 * answer is its row (the round of the table) and column (the board), with the start ranks as the
 * pairing numbers; there is no alternative to weigh.
 */
export function explainRoundRobin(t: Tournament, s: RoundRobinSettings, q: ExplainQuestion): ExplainOutcome {
  const recorded = t.rounds[q.round - 1];
  if (recorded === undefined || q.round < 1) return { ok: false, reason: 'no-such-round', detail: `round ${q.round} has not been paired (rounds paired: ${t.rounds.length})` };
  const n = t.players.length;
  const table = scheduledRound(n, q.round, scheduleOf(s));
  const name = (id: PlayerId): string => t.players.find((p) => p.id === id)?.name ?? `player ${id}`;
  const where = `the Berger table for ${n} players (C.05 Annex 1), round ${table.tableRound}${table.cycle > 1 ? ' with the colours reversed (second cycle)' : ''}`;
  const board = q.board !== undefined ? recorded.pairings.find((p) => p.board === q.board)
    : q.player !== undefined ? recorded.pairings.find((p) => p.white === q.player || p.black === q.player) : undefined;
  if (board === undefined) {
    const bye = recorded.byes.find((b) => b.kind === 'U' && (q.player === undefined || b.player === q.player));
    if (bye === undefined || q.board !== undefined) return { ok: false, reason: q.board !== undefined ? 'no-such-board' : 'no-such-player', detail: q.board !== undefined ? `round ${q.round} has no board ${q.board}` : 'no such board or bye in this round' };
    const text = `${name(bye.player)} (No. ${bye.player}) has the bye: with an odd number of players the table's extra number ${n + 1} stands for the bye, and ${where} pairs No. ${bye.player} with it.`;
    return { ok: true, explanation: { round: q.round, board: null, players: [{ id: bye.player, score: 0, group: '', float: 'none', floatText: '' }], colour: null, facts: [text], alternatives: [], short: `You have the bye: ${where} pairs your number with the bye.` } };
  }
  const column = table.boards.findIndex((b) => (b.white === board.white && b.black === board.black) || (b.white === board.black && b.black === board.white)) + 1;
  const byTable = table.boards[column - 1];
  const asTable = byTable !== undefined && byTable.white === board.white;
  const facts = [
    `${name(board.white)} (No. ${board.white}) and ${name(board.black)} (No. ${board.black}) meet because ${where}, pairs them${column > 0 ? ` on its board ${column}` : ''}: in a round robin every pairing comes from the table, the start ranks being the pairing numbers.`,
  ];
  const colourText = column === 0 ? 'These two are not a pair of the table in this round: the round was changed by hand.'
    : asTable ? `Colours: the table gives No. ${board.white} White.` : `Colours: the table gives No. ${board.black} White; the colours were changed by hand.`;
  return {
    ok: true,
    explanation: {
      round: q.round, board: board.board,
      players: [board.white, board.black].map((id) => ({ id, score: 0, group: '', float: 'none' as const, floatText: '' })),
      colour: { first: board.white, colour: 'white', rule: 'C.05 Annex 1', text: colourText },
      facts, alternatives: [],
      short: `You play ${name(q.player === board.black ? board.white : board.black)} because ${where} pairs your numbers in this round.`,
    },
  };
}
