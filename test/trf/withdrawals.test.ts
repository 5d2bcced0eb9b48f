import { describe, expect, it } from 'vitest';
import { readTrf, tournamentFromTrf, trfFromTournament, writeTrf } from '../../src/core/trf';
import { chessScoring, playerId } from '../../src/core/model';
import type { Round, Tournament } from '../../src/core/model';

/**
 * A withdrawal through a TRF and back. TRF-16 and TRF-2026 have no record for one: the rounds a
 * withdrawn player will not play are written as zero-point byes decided ahead (`0000 - Z`, what
 * bbpPairings and JaVaFo read as "not to be paired"), and, where no round is left to carry them (a
 * finished event), a Pairwise PWW line (other programs skip unknown records).
 */

const id = playerId;
const settings = { system: 'dutch', rules: '2026' } as const;
const p = (n: number, name: string, rating: number) => ({ id: id(n), name, rating });
// Five players, three rounds; no. 5 withdraws after round 1 (not paired from round 2).
const event = (roundsPlayed: 1 | 2 | 3): Tournament => ({
  name: 'Withdrawal Open', settings, scoring: chessScoring, totalRounds: 3, randomSeed: 0, plannedByes: [],
  players: [p(1, 'Ames, A', 2200), p(2, 'Bell, B', 2100), p(3, 'Cruz, C', 2000), p(4, 'Dahl, D', 1900), { ...p(5, 'Eng, E', 1800), withdrawnFromRound: 2 }],
  rounds: ([
    { number: 1, pairings: [{ board: 1, white: id(1), black: id(3), games: ['white-wins'] }, { board: 2, white: id(4), black: id(2), games: ['draw'] }], byes: [{ player: id(5), kind: 'U' }] },
    { number: 2, pairings: [{ board: 1, white: id(2), black: id(1), games: ['draw'] }, { board: 2, white: id(3), black: id(4), games: ['black-wins'] }], byes: [] },
    { number: 3, pairings: [{ board: 1, white: id(1), black: id(4), games: ['draw'] }], byes: [{ player: id(3), kind: 'U' }, { player: id(2), kind: 'H' }] },
  ] satisfies Round[]).slice(0, roundsPlayed),
});

const reread = (text: string): Tournament => {
  const read = readTrf(text);
  if (!read.ok) throw new Error(`${read.error.line}:${read.error.column} ${read.error.message}`);
  const built = tournamentFromTrf(read.doc, { settings });
  if (!built.ok) throw new Error(`${built.error.line}:${built.error.column} ${built.error.message}`);
  return built.tournament;
};
const line5 = (text: string): string => text.split('\n').find((l) => l.startsWith('001    5'))!;

describe('withdrawals in a TRF', () => {
  it('a finished event: the rounds after the withdrawal are blank and a PWW line keeps it; read back, the player is withdrawn from the same round', () => {
    const text = writeTrf(trfFromTournament(event(3)));
    expect(text).toContain('PWW   2    5');
    expect(line5(text).slice(91).trimEnd()).toBe('0000 - U');
    const t = reread(text);
    expect(t.players.find((x) => x.id === 5)?.withdrawnFromRound).toBe(2);
    expect(t.players.filter((x) => x.withdrawnFromRound !== undefined).map((x) => x.id)).toEqual([5]);
    expect(t.plannedByes).toEqual([]);
    // Exported again: the same file.
    const base = readTrf(text);
    expect(base.ok && writeTrf(trfFromTournament(t, base.doc))).toBe(text);
  });

  it('an event still running: the round still to be paired is a zero-point bye written ahead (no PWW line needed), read back as the withdrawal, not as a requested bye', () => {
    const text = writeTrf(trfFromTournament(event(2)));
    expect(text).not.toContain('PWW');
    expect(line5(text).slice(91).trimEnd()).toBe('0000 - U            0000 - Z');
    const t = reread(text);
    expect(t.players.find((x) => x.id === 5)?.withdrawnFromRound).toBe(2);
    expect(t.plannedByes).toEqual([]);
    expect(t.rounds).toHaveLength(2);
  });

  it('withdrawn from the round still to be paired: the byes written ahead and a PWW line (the player played the last round paired)', () => {
    const text = writeTrf(trfFromTournament(event(1)));
    expect(text).toContain('PWW   2    5');
    expect(line5(text).slice(91).trimEnd()).toBe('0000 - U  0000 - Z  0000 - Z');
    const t = reread(text);
    expect(t.players.find((x) => x.id === 5)?.withdrawnFromRound).toBe(2);
    expect(t.plannedByes).toEqual([]);
  });

  it("another program's file: a player whose every remaining round is written as a zero-point bye is withdrawn from the first of their absences; one bye ahead of several rounds stays a requested bye", () => {
    // 001 lines laid out by column (TRF-16): start rank 5-8, name 15-47, rating 49-52, points 81-84, rounds from 92.
    const at = (line: string[], col: number, text: string) => { for (let i = 0; i < text.length; i++) line[col - 1 + i] = text[i]!; };
    const player = (no: number, name: string, rating: number, points: string, rounds: readonly string[]): string => {
      const line = Array.from({ length: 91 + 10 * rounds.length }, () => ' ');
      at(line, 1, '001'); at(line, 5, String(no).padStart(4)); at(line, 15, name); at(line, 49, String(rating)); at(line, 81, points.padStart(4));
      rounds.forEach((r, i) => at(line, 92 + 10 * i, r));
      return line.join('').trimEnd();
    };
    const lines = [
      '012 Other Program Open',
      'XXR 5',
      player(1, 'Ames, A', 2200, '1.0', ['   2 w 1', '        ', '0000 - Z', '0000 - Z', '0000 - Z']),
      player(2, 'Bell, B', 2100, '1.0', ['   1 b 0', '0000 - U', '        ', '0000 - Z']),
      player(3, 'Cruz, C', 2000, '0.0', ['   4 w 0']),
      player(4, 'Dahl, D', 1900, '1.0', ['   3 b 1', '0000 - Z']),
    ];
    // Round 2 is paired (the U); no. 1 is absent in round 2 and written Z for rounds 3-5: withdrawn from 2.
    const t = reread(`${lines.join('\n')}\n`);
    const withdrawn = Object.fromEntries(t.players.map((x) => [x.id, x.withdrawnFromRound]));
    expect(withdrawn).toEqual({ 1: 2, 2: undefined, 3: undefined, 4: undefined });
    // No. 2's single Z in round 4 stays the bye they asked for; no. 1's Z lines are the withdrawal;
    // no. 4, absent in round 2 with nothing written ahead, is not withdrawn.
    expect(t.plannedByes).toEqual([{ player: id(2), round: 4, kind: 'Z' }]);
  });

  it('a PWW line that does not say a round and a start rank is refused with its line and column', () => {
    const text = writeTrf(trfFromTournament(event(3))).replace('PWW   2    5', 'PWW   x    5');
    const read = readTrf(text);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.line).toBe(text.split('\n').findIndex((l) => l.startsWith('PWW')) + 1);
      expect(read.error.column).toBe(5);
      expect(read.error.message).toMatch(/round from which the player is not paired/);
    }
    const unknown = readTrf(writeTrf(trfFromTournament(event(3))).replace('PWW   2    5', 'PWW   2   17'));
    expect(unknown.ok).toBe(false);
  });
});
