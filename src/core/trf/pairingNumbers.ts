import type { PlayerId } from '../model';
import { playerId } from '../model';
import type { TrfDocument, TrfPlayer, TrfSettings } from './types';

/** A document whose start ranks are the pairing numbers, and the way back to the file's own. */
export interface ByPairingNumber {
  readonly doc: TrfDocument;
  /** The file's start rank of pairing number n (the identity unless the file says XXC rank). */
  readonly startRankOf: (n: number) => number;
  /** The pairing number of the file's start rank. */
  readonly pairingNumberOf: (startRank: number) => number;
}

/**
 * JaVaFo's "XXC rank" (bbpPairings reads it the same way): players are paired by their
 * positional id, the order of the 001 lines in the file, not by their start rank; the output
 * still names the start ranks (JaVaFo AUM, "Ranking id"). This renumbers the document so that
 * start rank = pairing number (line order), every reference included (opponents, XXA/250,
 * XXP/260, 240/XXZ, 299, PWR, PWW), for the pairing core, which pairs by start rank.
 * Without XXC rank the document is returned as it is.
 */
export const byPairingNumber = (doc: TrfDocument): ByPairingNumber => {
  if (!doc.settings.pairByRank) return { doc, startRankOf: (n) => n, pairingNumberOf: (n) => n };
  const number = new Map<number, number>(doc.players.map((p, i) => [p.startRank, i + 1] as const));
  const back = new Map<number, number>(doc.players.map((p, i) => [i + 1, p.startRank] as const));
  const to = (n: number): number => number.get(n) ?? n;
  const id = (n: PlayerId): PlayerId => playerId(to(n));
  const players: TrfPlayer[] = doc.players.map((p) => {
    const { source: _line, ...rest } = p;
    void _line;
    return { ...rest, startRank: to(p.startRank), rounds: p.rounds.map((e) => (e.opponent === null ? e : { ...e, opponent: to(e.opponent) })) };
  });
  const s = doc.settings;
  const settings: TrfSettings = {
    ...s,
    acceleration: new Map([...s.acceleration].map(([k, v]) => [id(k), v] as const)),
    forbidden: s.forbidden.map((g) => ({ ...g, players: g.players.map(id) })),
    plannedByes: s.plannedByes.map((b) => ({ ...b, player: id(b.player) })),
    ...(s.resultsAsPaired ? { resultsAsPaired: s.resultsAsPaired.map((r) => ({ ...r, player: id(r.player) })) } : {}),
    ...(s.withdrawals ? { withdrawals: s.withdrawals.map((w) => ({ ...w, player: id(w.player) })) } : {}),
    ...(s.pointAdjustments ? { pointAdjustments: s.pointAdjustments.map((a) => ({ ...a, player: id(a.player) })) } : {}),
  };
  return { doc: { ...doc, players, settings }, startRankOf: (n) => back.get(n) ?? n, pairingNumberOf: to };
};
