import type { Tournament } from '../core/model';
import { generateTournament } from '../core/generator';
import { moduleOf, systemFor } from '../core/systems';

/**
 * Gets the pairing engine compiled before the TO's click. A worker runs the engine's code for the
 * first time with V8's baseline code; the hot loops (the matcher's slack scan and dual update) are
 * optimised only after they have run a while, so the first round a fresh worker pairs is the
 * slowest: 500 players took ~1.2 s cold against ~0.6 s once compiled (Node, same engine). So when
 * a big Swiss event opens, the worker pairs a small made-up event of its own (100 players, 5
 * rounds, fixed seed; nothing is stored or shown) once per system and rules, while the TO reads
 * the screen.
 */

/** Below this many players a cold pairing takes a few tens of milliseconds: nothing to gain. */
export const compileAheadFrom = 80;

const compiled = new Set<string>();

/** The engine code the event's system and settings run, if its module says it is worth compiling ahead. */
const keyOf = (t: Tournament): string | null => {
  const path = moduleOf(t).compileAhead?.(t.settings);
  return path === undefined ? null : `${t.settings.system} ${path}`;
};

/** Pairs the made-up event unless done already for this system (returns whether it ran). */
export const compileAhead = (t: Tournament): boolean => {
  const key = keyOf(t);
  if (key === null || compiled.has(key) || t.players.length < compileAheadFrom) return false;
  compiled.add(key);
  try {
    generateTournament({ settings: t.settings, system: systemFor(t.settings), seed: 1, config: { playersNumber: 100, roundsNumber: 5 } });
  } catch {
    // Only a warm-up: the TO's own pairing reports whatever is wrong.
  }
  performance.mark('pairwise:compiled-ahead');
  return true;
};
