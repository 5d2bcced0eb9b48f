import { assertNever } from '../model';
import type { Colour, Pairing, PlayerId, Round, Tournament } from '../model';
import { isPlayed, pointsForBye, pointsForGame, codesOf } from '../model';
import { buildSwissState } from '../systems';
import type { SwissState } from '../systems';
import { forfeitWinRounds, pabRounds, winWithoutPlayingRounds } from '../systems';
import type { FideRules } from '../systems';
import { systemModule } from '../systems';
import { playersIn } from './edits';

/** The rules a hand-edited round can break, each with the players involved (closed set). */
export const warningKinds = [
  'rematch', 'forbidden-pair', 'colour-three-in-a-row', 'colour-difference',
  'bye-again', 'several-byes', 'withdrawn-paired', 'requested-bye-paired', 'unpaired',
] as const;
export type WarningKind = (typeof warningKinds)[number];

/** Why a player may not have the pairing-allocated bye again: what he had, and when. */
export interface ByeEarlier {
  readonly round: number;
  readonly how: 'bye' | 'forfeit-win' | 'full-point-bye';
}

export type PairingWarning =
  /** C.04.1 b: two players shall not play each other more than once. `rounds`: where they met. */
  | { readonly kind: 'rematch'; readonly players: readonly [PlayerId, PlayerId]; readonly rounds: readonly number[] }
  /** TRF-2026 record 260: pairs the organiser said must never meet. */
  | { readonly kind: 'forbidden-pair'; readonly players: readonly [PlayerId, PlayerId] }
  /** C.04.1 g: no player shall receive the same colour three times in a row. */
  | { readonly kind: 'colour-three-in-a-row'; readonly players: readonly [PlayerId]; readonly colour: Colour }
  /** C.04.1 f: the colour difference (whites − blacks) stays within ±2; `difference` is the new one. */
  | { readonly kind: 'colour-difference'; readonly players: readonly [PlayerId]; readonly difference: number }
  /** C.04.1: no second pairing-allocated bye, nor one after a win by forfeit (FIDE 2026: a win's points without playing; `earlier`: why). */
  | { readonly kind: 'bye-again'; readonly players: readonly [PlayerId]; readonly earlier: readonly ByeEarlier[] }
  /** At most one player gets the pairing-allocated bye in a round (C.04.1 c: only for an odd number). */
  | { readonly kind: 'several-byes'; readonly players: readonly PlayerId[] }
  /** A withdrawn player is paired (or given the pairing-allocated bye). */
  | { readonly kind: 'withdrawn-paired'; readonly players: readonly [PlayerId]; readonly fromRound: number }
  /** A player who asked for a bye in this round (H, Z or F) is paired instead. */
  | { readonly kind: 'requested-bye-paired'; readonly players: readonly [PlayerId]; readonly bye: 'H' | 'Z' | 'F'; readonly instead: 'board' | 'pairing-allocated-bye' }
  /** A player who should play is neither on a board nor on a bye. */
  | { readonly kind: 'unpaired'; readonly players: readonly [PlayerId] };

const key = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Pairs that met over the board in earlier rounds (a game without a result counts; forfeits do not, C.04.1 b). */
const meetings = (rounds: readonly Round[]): Map<string, number[]> => {
  const met = new Map<string, number[]>();
  for (const r of rounds) {
    for (const p of r.pairings) {
      if (!p.games.some((g) => g === null || isPlayed(g))) continue;
      const k = key(p.white, p.black);
      met.set(k, [...(met.get(k) ?? []), r.number]);
    }
  }
  return met;
};


/** C.04.3 A.7: topscorers have more than half the maximum score when the last round is paired. */
const topscorers = (t: Tournament, before: readonly Round[], roundNumber: number): Set<PlayerId> => {
  const out = new Set<PlayerId>();
  if (roundNumber !== t.totalRounds) return out;
  const max = before.length * t.scoring.win;
  const score = new Map<PlayerId, number>();
  const add = (id: PlayerId, n: number) => score.set(id, (score.get(id) ?? 0) + n);
  for (const r of before) {
    for (const p of r.pairings) {
      const g = p.games[0] ?? null;
      if (g === null) continue;
      const [w, b] = codesOf(g);
      add(p.white, pointsForGame(w, t.scoring));
      add(p.black, pointsForGame(b, t.scoring));
    }
    for (const y of r.byes) add(y.player, pointsForBye(y.kind, t.scoring));
  }
  for (const [id, s] of score) if (2 * s > max) out.add(id);
  return out;
};

/**
 * Every rule the round `edited` breaks, as the latest round of `t` (it replaces round
 * `edited.number` and any after it; earlier rounds are the history). Pure; the order is stable:
 * by board, then byes, then players left out.
 */
export const warningsFor = (t: Tournament, edited: Round): PairingWarning[] => {
  const before = t.rounds.filter((r) => r.number < edited.number);
  const out: PairingWarning[] = [];
  const met = meetings(before);
  const forbidden = new Set((t.forbiddenPairs ?? []).map(([a, b]) => key(a, b)));
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const planned = new Map(t.plannedByes.filter((b) => b.round === edited.number).map((b) => [b.player, b.kind]));
  const history: Tournament = { ...t, rounds: before };
  // The FIDE systems' absolute colour rules (C.04.1 f and g) and their edition of the bye rule.
  const fide = systemModule(t.settings).fideRules?.(t.settings) ?? null;
  const colourRules = fide !== null ? buildSwissState(history) : null;
  const exempt = colourRules ? topscorers(t, before, edited.number) : new Set<PlayerId>();

  const checkColour = (id: PlayerId, colour: Colour): void => {
    const p = colourRules?.players.find((x) => x.id === id);
    if (!p || exempt.has(id)) return; // C.04.3 A.7: topscorers in the last round are exempt.
    if (p.repeatedColour === colour) out.push({ kind: 'colour-three-in-a-row', players: [id], colour });
    // colourImbalance is |whites − blacks|; the preference names the colour that lowers it.
    if (p.colourImbalance >= 2 && p.colourPreference !== colour) {
      const sign = colour === 'white' ? 1 : -1;
      out.push({ kind: 'colour-difference', players: [id], difference: sign * (p.colourImbalance + 1) });
    }
  };
  const checkPlays = (id: PlayerId, instead: 'board' | 'pairing-allocated-bye'): void => {
    const p = byId.get(id);
    if (p?.withdrawnFromRound !== undefined && p.withdrawnFromRound <= edited.number) out.push({ kind: 'withdrawn-paired', players: [id], fromRound: p.withdrawnFromRound });
    const bye = planned.get(id);
    if (bye !== undefined) out.push({ kind: 'requested-bye-paired', players: [id], bye, instead });
  };

  for (const p of edited.pairings) {
    const k = key(p.white, p.black);
    const rounds = met.get(k);
    if (rounds) out.push({ kind: 'rematch', players: [p.white, p.black], rounds });
    if (forbidden.has(k)) out.push({ kind: 'forbidden-pair', players: [p.white, p.black] });
    checkPlays(p.white, 'board');
    checkPlays(p.black, 'board');
    checkColour(p.white, 'white');
    checkColour(p.black, 'black');
  }

  const pab = edited.byes.filter((b) => b.kind === 'U').map((b) => b.player);
  for (const id of pab) {
    const earlier = fide !== null && colourRules !== null
      ? fideEarlierByes(colourRules, fide, id)
      : before.flatMap((r) => [
        ...r.byes.filter((b) => b.player === id && b.kind === 'U').map(() => ({ round: r.number, how: 'bye' as const })),
        ...r.pairings.filter((x) => forfeitWinner(x) === id).map(() => ({ round: r.number, how: 'forfeit-win' as const })),
      ]);
    if (earlier.length > 0) out.push({ kind: 'bye-again', players: [id], earlier });
    checkPlays(id, 'pairing-allocated-bye');
  }
  if (pab.length > 1) out.push({ kind: 'several-byes', players: pab });

  const seated = playersIn(edited);
  for (const p of t.players) {
    if (seated.has(p.id)) continue;
    if (p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= edited.number) continue;
    out.push({ kind: 'unpaired', players: [p.id] });
  }
  return out;
};

/** C.04.3 C2 in the system's edition: why `id` may not have the PAB again (a PAB, a forfeit win, a win without playing). */
const fideEarlierByes = (state: SwissState, rules: FideRules, id: PlayerId): ByeEarlier[] => {
  const p = state.players.find((x) => x.id === id);
  if (!p) return [];
  const won = rules.byeRule === '2026'
    // A win's points without playing: a forfeit win (paired that round) or a full-point bye.
    ? winWithoutPlayingRounds(state, p).map((round) => ({ round, how: p.rounds[round - 1]!.participated ? 'forfeit-win' as const : 'full-point-bye' as const }))
    : forfeitWinRounds(p).map((round) => ({ round, how: 'forfeit-win' as const }));
  return [...pabRounds(p).map((round) => ({ round, how: 'bye' as const })), ...won].sort((a, b) => a.round - b.round);
};

const forfeitWinner = (p: Pairing): PlayerId | null => {
  const g = p.games[0] ?? null;
  return g === 'white-wins-forfeit' ? p.white : g === 'black-wins-forfeit' ? p.black : null;
};

/** A stable identity of a warning, to tell the warnings an edit adds from those already there. */
export const warningKey = (w: PairingWarning): string => `${w.kind}:${w.players.join(',')}`;

/**
 * The warnings of `edited` that the round as stored (`t`'s round `edited.number`) does not
 * already have: what the edit breaks. A system's own pairing may legitimately break a rule (a TCEC
 * rematch after its history reset, a topscorer's colours), and that is not the edit's doing.
 */
export const newWarnings = (t: Tournament, edited: Round): PairingWarning[] => {
  const stored = t.rounds.find((r) => r.number === edited.number);
  const already = new Set(stored ? warningsFor(t, stored).map(warningKey) : []);
  return warningsFor(t, edited).filter((w) => !already.has(warningKey(w)));
};

const byeWords = { H: 'a half-point bye', Z: 'a zero-point bye', F: 'a full-point bye' } as const;
const earlierWords = { bye: 'the pairing-allocated bye', 'forfeit-win': 'a win by forfeit', 'full-point-bye': 'a full-point bye' } as const;
const list = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]!}`);

/** The warning in plain words, naming the players with `name` (e.g. "Alpha (1)"). */
export const describeWarning = (w: PairingWarning, name: (id: PlayerId) => string): string => {
  switch (w.kind) {
    case 'rematch': return `Rematch: ${name(w.players[0])} and ${name(w.players[1])} already met in round ${list(w.rounds.map(String))}.`;
    case 'forbidden-pair': return `${name(w.players[0])} and ${name(w.players[1])} must not be paired (forbidden pair).`;
    case 'colour-three-in-a-row': return `Colour rule broken: ${name(w.players[0])} would get ${w.colour === 'white' ? 'White' : 'Black'} for the third time in a row.`;
    case 'colour-difference': return `Colour rule broken: ${name(w.players[0])} would have ${Math.abs(w.difference)} more ${w.difference > 0 ? 'Whites than Blacks' : 'Blacks than Whites'} (at most 2 allowed).`;
    case 'bye-again': return `Second bye: ${name(w.players[0])} already had ${list(w.earlier.map((e) => `${earlierWords[e.how]} in round ${e.round}`))}.`;
    case 'several-byes': return `${list(w.players.map(name))} all get the pairing-allocated bye; at most one player may.`;
    case 'withdrawn-paired': return `${name(w.players[0])} withdrew from round ${w.fromRound} on but is paired.`;
    case 'requested-bye-paired': return `${name(w.players[0])} asked for ${byeWords[w.bye]} in this round but ${w.instead === 'board' ? 'is paired' : 'gets the pairing-allocated bye'}.`;
    case 'unpaired': return `${name(w.players[0])} is left unpaired.`;
    default: return assertNever(w);
  }
};
