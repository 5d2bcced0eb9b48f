import fc from 'fast-check';
import type { Tournament } from '../../src/core/model';
import { stateBeforeRound } from '../../src/core/checker';
import { generateTournament } from '../../src/core/generator';
import type { GeneratorConfigFile } from '../../src/core/generator/generatorConfig';
import { systemFor } from '../../src/core/systems';

/**
 * For the tests that compare two ways of pairing on generated events: the event bbpPairings' `-g`
 * would make (`generateTournament` with the system of `settings`), or, when a round of it could not
 * be paired, the part made before it (undefined when there is none).
 */
export const generatedEvent = (
  settings: Tournament['settings'],
  playersNumber: number,
  roundsNumber: number,
  seed: number,
  rates: GeneratorConfigFile = {},
): Tournament | undefined => {
  const g = generateTournament({ settings, system: systemFor(settings), seed, config: { playersNumber, roundsNumber, ...rates } });
  return g.ok ? g.tournament : g.partial;
};

/** Every state of an event to pair: before each of its rounds, then after the last. */
export const statesOf = (t: Tournament): Tournament[] =>
  Array.from({ length: t.rounds.length + 1 }, (_, i) => (i < t.rounds.length ? stateBeforeRound(t, i + 1) : t));

/** Forfeits, retirements, half-point byes and draws, from rare to frequent. */
export const eventRates = fc.record({
  forfeitRate: fc.integer({ min: 2, max: 60 }),
  retiredRate: fc.integer({ min: 5, max: 80 }),
  halfPointByeRate: fc.integer({ min: 2, max: 60 }),
  drawPercentage: fc.integer({ min: 0, max: 80 }),
});
