import type { PairingExplanation, PlayerId, Tournament } from '../core/model';

/**
 * `--explain` on the terminal: the board with start ranks, the facts, the colour rule, then one
 * line per alternative.
 */
export function formatExplanation(t: Tournament, e: PairingExplanation, startRankOf: (id: PlayerId) => number): string {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const who = (id: PlayerId): string => `${names.get(id) ?? `player ${id}`} (${startRankOf(id)})`;
  const board = t.rounds[e.round - 1]?.pairings.find((p) => p.board === e.board);
  const head = board === undefined
    ? `Round ${e.round}, pairing-allocated bye: ${who(e.players[0]!.id)}`
    : `Round ${e.round}, board ${e.board}: ${who(board.white)} - ${who(board.black)}`;
  const lines = [head, ...e.facts];
  if (e.colour !== null) lines.push(e.colour.text);
  if (e.alternatives.length > 0) {
    lines.push('Instead:');
    for (const a of e.alternatives) lines.push(`  ${a.text}`);
  }
  return `${lines.join('\n')}\n`;
}
