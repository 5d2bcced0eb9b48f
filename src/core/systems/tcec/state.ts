import type { Bye, PairingFailure, PlayerId, Round, ScoringRule, Tournament } from '../../model';
import { codesOf, isPlayed, pointsForBye, pointsForGame, tenths } from '../../model';
import { isReceivedBye } from './tcecPlayer';
import type { TcecPlayerState } from './tcecPlayer';
import { emptyEncounterHistory, meetingsOf, recordEncounters } from './encounterHistory';
import type { EncounterHistory } from './encounterHistory';
import { allowedToMeet, removeUntilViable } from './viability';

/** One STEP 3 removal made while replaying: pairing round `round` removed `removedRounds` from the history. */
export interface HistoryRemoval {
  readonly round: number;
  readonly removedRounds: readonly number[];
}

export interface TcecState {
  /** By PlayerId. */
  readonly players: ReadonlyMap<PlayerId, TcecPlayerState>;
  readonly history: EncounterHistory;
  /** Every permanent removal made so far (TCEC STEP 3), oldest first. */
  readonly removals: readonly HistoryRemoval[];
  /** TCEC rounds played so far. */
  readonly roundsPlayed: number;
}

interface MutablePlayer {
  id: PlayerId;
  score: number;
  byes: number;
  whiteGames: number;
  blackGames: number;
}

const failure = (detail: string): PairingFailure => ({ ok: false, reason: 'invalid-state', detail });

/**
 * Rebuilds the TCEC state by replaying the tournament from round 1 (convention of the reference
 * data): scores and colours from every result, and the encounter history with the permanent
 * removals STEP 3 made when each recorded round was paired (checked on the players that round
 * actually paired). `gamesPerRound` is 2 for double rounds: each Pairing holds both games, and a
 * bye is worth two byes' points but counts as one received bye.
 */
export const replayTcec = (
  tournament: Tournament,
  gamesPerRound: 1 | 2,
): { readonly ok: true; readonly state: TcecState } | PairingFailure => {
  const players = new Map<PlayerId, MutablePlayer>();
  for (const p of tournament.players) {
    if (players.has(p.id)) return failure(`start rank ${p.id} is used twice`);
    players.set(p.id, { id: p.id, score: 0, byes: 0, whiteGames: 0, blackGames: 0 });
  }
  let history: EncounterHistory = { ...emptyEncounterHistory, forbidden: tournament.forbiddenPairs ?? [] };
  const removals: HistoryRemoval[] = [];
  const snapshot = (): ReadonlyMap<PlayerId, TcecPlayerState> =>
    new Map([...players].map(([id, p]) => [id, { ...p, score: tenths(p.score) }]));

  for (const round of tournament.rounds) {
    const problem = checkRound(round, players, gamesPerRound);
    if (problem !== null) return failure(problem);
    // TCEC STEP 3, as it was applied when this round was paired. When every recorded pair is
    // allowed, the recorded pairing itself proves a viable pairing existed: nothing was removed.
    const meetings = meetingsOf(history);
    const allowed = round.pairings.every((p) => {
      const white = players.get(p.white);
      const black = players.get(p.black);
      return white !== undefined && black !== undefined && allowedToMeet(white, black, meetings);
    });
    if (!allowed) {
      const paired = round.pairings.flatMap((p) => [p.white, p.black]);
      const viable = removeUntilViable(history, paired, snapshot());
      history = viable.history;
      if (viable.removedRounds.length > 0) removals.push({ round: round.number, removedRounds: viable.removedRounds });
    }
    applyRound(round, players, tournament.scoring, gamesPerRound);
    // TCEC STEP 4: "Add pairs in the encounter history for this round" (forfeits count as meetings).
    history = recordEncounters(history, round.number, round.pairings.map((p) => [p.white, p.black] as const));
  }
  return { ok: true, state: { players: snapshot(), history, removals, roundsPlayed: tournament.rounds.length } };
};

const checkRound = (
  round: Round,
  players: ReadonlyMap<PlayerId, MutablePlayer>,
  gamesPerRound: 1 | 2,
): string | null => {
  const seen = new Set<PlayerId>();
  const use = (id: PlayerId): string | null => {
    if (!players.has(id)) return `round ${round.number} names start rank ${id}, who is not in the tournament`;
    if (seen.has(id)) return `start rank ${id} appears twice in round ${round.number}`;
    seen.add(id);
    return null;
  };
  for (const p of round.pairings) {
    const problem = use(p.white) ?? use(p.black);
    if (problem !== null) return problem;
    if (p.white === p.black) return `start rank ${p.white} is paired with themselves in round ${round.number}`;
    if (p.games.length !== gamesPerRound) {
      return `round ${round.number}, board ${p.board}: ${p.games.length} game(s) where ${gamesPerRound} expected`;
    }
    if (p.games.some((g) => g === null)) {
      return `round ${round.number}, board ${p.board} (${p.white}-${p.black}) has no result yet`;
    }
  }
  for (const b of round.byes) {
    const problem = use(b.player);
    if (problem !== null) return problem;
  }
  return null;
};

const applyRound = (
  round: Round,
  players: Map<PlayerId, MutablePlayer>,
  scoring: ScoringRule,
  gamesPerRound: 1 | 2,
): void => {
  for (const pairing of round.pairings) {
    const first = players.get(pairing.white);
    const second = players.get(pairing.black);
    if (first === undefined || second === undefined) continue; // checked by checkRound
    pairing.games.forEach((result, i) => {
      if (result === null) return;
      // Game i has colours swapped when i is odd (model/tournament.ts, Pairing.games).
      const [white, black] = i % 2 === 0 ? [first, second] : [second, first];
      const [whiteCode, blackCode] = codesOf(result);
      white.score += pointsForGame(whiteCode, scoring);
      black.score += pointsForGame(blackCode, scoring);
      // Forfeits count as results and meetings but carry no colour (reference-data convention).
      if (isPlayed(result)) {
        white.whiteGames += 1;
        black.blackGames += 1;
      }
    });
  }
  for (const bye of round.byes) applyBye(bye, players, scoring, gamesPerRound);
};

const applyBye = (bye: Bye, players: Map<PlayerId, MutablePlayer>, scoring: ScoringRule, games: number): void => {
  const p = players.get(bye.player);
  if (p === undefined) return;
  // "The BYE games are scored as wins" (TCEC General structure): one per game of the round.
  p.score += pointsForBye(bye.kind, scoring) * games;
  if (isReceivedBye(bye.kind)) p.byes += 1;
};
