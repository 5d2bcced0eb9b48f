import type { PlayerId, Tournament } from '../../model';
import type { CompatibilityGraph } from '../../diagnosis';
import type { EngineSwissSettings } from './openings';

/**
 * Engine Swiss (the "Swiss Mode" README): no rematch unless the TO confirmed rematches; record 260 always; any
 * engine may have the bye. Null for the extra pairs for first place, which no graph pairs.
 */
export const engineSwissGraph = (t: Tournament, s: EngineSwissSettings): CompatibilityGraph | null => {
  const round = t.rounds.length + 1;
  if (round > t.totalRounds) return null;
  const away = new Set(t.plannedByes.filter((b) => b.round === round).map((b) => b.player));
  const ids = t.players.filter((p) => !away.has(p.id) && !(p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= round)).map((p) => p.id);
  const key = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const forbidden = new Set((t.forbiddenPairs ?? []).map(([a, b]) => key(a, b)));
  const met = new Map<string, number[]>();
  for (const r of t.rounds) for (const p of r.pairings) met.set(key(p.white, p.black), [...(met.get(key(p.white, p.black)) ?? []), r.number]);
  return {
    system: 'engine-swiss',
    round,
    players: ids,
    withBye: ids.length % 2 === 1,
    pairBlock: (a, b) => {
      if (forbidden.has(key(a, b))) return { rule: 'forbidden-pair' };
      const rounds = met.get(key(a, b));
      return rounds && !s.rematchesConfirmed ? { rule: 'rematch', rounds } : null;
    },
    byeBlock: () => null,
    ruleTexts: { rematch: 'already met (no rematch unless the TO confirms rematches)' },
  };
};
