import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf, tournamentFromTrf, trfFromTournament, writeTrf } from '../../src/core/trf';
import type { BoardResult, Tournament } from '../../src/core/model';
import { codesOf } from '../../src/core/model';
import { checkTournament } from '../../src/core/checker';
import { systemFor } from '../../src/core/systems';

/**
 * PWR lines: a result corrected after later rounds were paired (FIDE C.04.2: it affects only the
 * pairings yet to be made) goes into the TRF with the result those rounds were paired from, so
 * the TRF of such a tournament passes the pairing checker.
 */

const dutch = systemFor({ system: 'dutch', rules: '2026' });
const fixture = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'dutch', 'mix1_p014_r07_r07.trf'), 'utf8');

const load = (text: string): Tournament => {
  const read = readTrf(text);
  if (!read.ok) throw new Error(`${read.error.line}:${read.error.column} ${read.error.message}`);
  const built = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
  if (!built.ok) throw new Error(`${built.error.line}:${built.error.column} ${built.error.message}`);
  return built.tournament;
};

/** What board 1 of round 1 is corrected to: Black won (or White, when Black had won). */
const fixedResult = (was: BoardResult | null): BoardResult => (was === 'black-wins' ? 'white-wins' : 'black-wins');

/** Round 1 board 1 corrected after round `through` was paired. */
const corrected = (t: Tournament, through: number): Tournament => ({
  ...t,
  rounds: t.rounds.map((r) =>
    r.number !== 1
      ? r
      : { ...r, pairings: r.pairings.map((p, i) => (i !== 0 ? p : { ...p, games: [fixedResult(p.games[0] ?? null)], asPaired: [{ games: p.games, pairedThrough: through }] })) },
  ),
});

describe('PWR: results later rounds were paired from', () => {
  it('round-trips through the TRF, and the checker replays those rounds as they were paired', () => {
    const t = load(fixture);
    const was = t.rounds[0]!.pairings[0]!.games[0]!;
    const [whiteCode, blackCode] = codesOf(was);
    expect(checkTournament(t, dutch).discrepancies).toEqual([]);

    const fixed = corrected(t, t.rounds.length);
    const text = writeTrf(trfFromTournament(fixed));
    const b1 = fixed.rounds[0]!.pairings[0]!;
    expect(text).toContain(`PWR   1 ${String(b1.white).padStart(4)} ${String(t.rounds.length).padStart(3)} ${whiteCode}`);
    expect(text).toContain(`PWR   1 ${String(b1.black).padStart(4)} ${String(t.rounds.length).padStart(3)} ${blackCode}`);

    const back = load(text);
    expect(back.rounds[0]!.pairings[0]!.games).toEqual([fixedResult(was)]);
    expect(back.rounds[0]!.pairings[0]!.asPaired).toEqual([{ games: [was], pairedThrough: t.rounds.length }]);
    expect(checkTournament(back, dutch).discrepancies).toEqual([]);
    // Without the PWR lines the same file fails the check: later rounds were paired otherwise.
    const stripped = text.split('\n').filter((l) => !l.startsWith('PWR')).join('\n');
    expect(checkTournament(load(stripped), dutch).discrepancies.length).toBeGreaterThan(0);
  });

  it('refuses a PWR line that does not fit the file, saying where and why', () => {
    const text = writeTrf(trfFromTournament(corrected(load(fixture), 6)));
    const lines = text.split('\n');
    const first = lines.findIndex((l) => l.startsWith('PWR'));
    const error = (edited: string[]): string => {
      const read = readTrf(edited.join('\n'));
      if (!read.ok) return `${read.error.line}:${read.error.column} ${read.error.message}`;
      const built = tournamentFromTrf(read.doc, { settings: { system: 'dutch', rules: '2026' } });
      return built.ok ? 'accepted' : `${built.error.line}:${built.error.column} ${built.error.message}`;
    };
    const swap = (f: (l: string) => string): string[] => lines.map((l, i) => (i === first ? f(l) : l));
    // Only one of the two players' lines: the board's result cannot be rebuilt.
    expect(error(lines.filter((_, i) => i !== first))).toMatch(/expected a PWR line for \d+ \(the opponent in round 1\)/);
    // A later round that is not later.
    expect(error(swap((l) => `${l.slice(0, 13)}  1${l.slice(16)}`))).toBe(`${first + 1}:14 expected a round after round 1 (a later round paired from its result), found 1`);
    // A code that is no result.
    expect(error(swap((l) => `${l.slice(0, 17)}X`))).toBe(`${first + 1}:18 expected a game result code (1 = 0 W D L + -) or * in column 18, found "X"`);
    // Two codes that make no board result (both won).
    expect(error(swap((l) => `${l.slice(0, 17)}${l.endsWith('1') ? '=' : '1'}`))).toMatch(/expected a result that goes with/);
  });
});
