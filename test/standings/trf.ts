import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BoardResult, Bye, ByeKind, Pairing, Player, Round, SystemSettings, Tournament } from '../../src/core/model';
import { chessScoring, playerId } from '../../src/core/model';

/**
 * Minimal TRF-16 001-line reader for the standings fixtures (the project's TRF module belongs to
 * another area; this one only needs ids, ratings, points and the round columns).
 * TCEC double rounds: TRF rounds 2k-1 and 2k are TCEC round k (corpus README).
 */
export interface FixtureTournament {
  readonly tournament: Tournament;
  /** The TRF points column, tenths. */
  readonly trfPoints: ReadonlyMap<number, number>;
}

interface Cell { readonly opp: number; readonly colour: string; readonly result: string }

const fromWhite = (w: string, b: string): BoardResult => {
  if (w === '1' || w === 'W') return w === '1' ? 'white-wins' : 'white-wins-unrated';
  if (w === '0' || w === 'L') return w === '0' ? 'black-wins' : 'black-wins-unrated';
  if (w === '=' || w === 'D') return w === '=' ? 'draw' : 'draw-unrated';
  if (w === '+') return 'white-wins-forfeit';
  if (w === '-') return b === '+' ? 'black-wins-forfeit' : 'double-forfeit';
  throw new Error(`bad result ${w}`);
};

export const readFixture = (name: string, settings: SystemSettings = { system: 'dutch', rules: '2026' }): FixtureTournament => {
  const path = fileURLToPath(new URL(`../fixtures/standings/${name}`, import.meta.url));
  const lines = readFileSync(path, 'utf8').split(/\r\n|\r|\n/).filter((l) => l.startsWith('001'));
  const players: Player[] = [];
  const cells = new Map<number, Cell[]>();
  const trfPoints = new Map<number, number>();
  for (const l of lines) {
    const id = Number(l.slice(4, 8));
    players.push({ id: playerId(id), name: l.slice(14, 47).trim(), rating: Number(l.slice(48, 52)) || 0 });
    trfPoints.set(id, Math.round(Number(l.slice(80, 84)) * 10));
    const row: Cell[] = [];
    for (let at = 91; at + 8 <= l.length + 2; at += 10) {
      const chunk = l.slice(at, at + 8).padEnd(8);
      if (chunk.trim() === '') { row.push({ opp: 0, colour: '-', result: '' }); continue; }
      row.push({ opp: Number(chunk.slice(0, 4)), colour: chunk[5] ?? '-', result: (chunk[7] ?? '').trim() });
    }
    cells.set(id, row);
  }
  const trfRounds = Math.max(...[...cells.values()].map((r) => r.length));
  const double = settings.system === 'tcec' && settings.double;
  const step = double ? 2 : 1;
  const rounds: Round[] = [];
  for (let r = 0; r < trfRounds; r += step) {
    const pairings: Pairing[] = [];
    const byes: Bye[] = [];
    for (const [id, row] of cells) {
      const c = row[r];
      if (!c || c.opp === 0) {
        if (c && /^[UFHZ]$/.test(c.result)) byes.push({ player: playerId(id), kind: c.result as ByeKind });
        continue;
      }
      if (c.colour !== 'w') continue;
      const opp = cells.get(c.opp)?.[r];
      const games: BoardResult[] = [fromWhite(c.result, opp?.result ?? '')];
      if (double) {
        const second = cells.get(c.opp)?.[r + 1];
        const mine = row[r + 1];
        if (second && mine) games.push(fromWhite(second.result, mine.result));
      }
      pairings.push({ board: pairings.length + 1, white: playerId(id), black: playerId(c.opp), games });
    }
    rounds.push({ number: rounds.length + 1, pairings, byes });
  }
  return {
    tournament: {
      name, settings, scoring: chessScoring, totalRounds: rounds.length, players, rounds, plannedByes: [], randomSeed: 1,
    },
    trfPoints,
  };
};
