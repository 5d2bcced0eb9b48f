import { compileAhead } from './compileAhead';
import type { Args, Result } from './protocol';
import type { Context } from './handlers';

/**
 * The `warm` handler: reads the snapshot into the cache (the worker is started by the request
 * itself), then pairs the next round ahead if it can be paired now (pairAhead.ts), or else — a
 * big Swiss event, the first time, and only on the worker's own thread — compiles the engine
 * ahead (compileAhead.ts). Answered after both.
 */
export const warm = async ({ tournamentId, pairAhead = true }: Args<'warm'>, ctx: Context<'warm'>): Promise<Result<'warm'>> => {
  const s = await ctx.snapshots(tournamentId);
  if (s && !(pairAhead && ctx.ahead.pair(s)) && ctx.compileAhead) compileAhead(s.tournament);
  return { revision: s?.revision ?? null };
};
