import type { PlayerId, Tournament } from '../model';
import { codesOf, pointsForBye, pointsForGame } from '../model';
import type { ExactCost } from '../systems/sass/exactCost';
import { formatDecimal } from '../systems/sass/exactCost';
import { netrunnerStandings } from './netrunnerStandings';

/**
 * AlwaysBeRunning (ABR) upload: the NRTM JSON results format (schema derived from
 * steffens.org/nrtm/nrtm-schema.json, as Cobra uploads it). Swiss rounds only: the cut is not
 * part of this export yet (cutToTop 0, no eliminationPlayers).
 */
export interface AbrPlayer {
  readonly id: number;
  readonly name: string;
  readonly rank: number;
  readonly corpIdentity: string | null;
  readonly runnerIdentity: string | null;
  readonly matchPoints: number;
  readonly strengthOfSchedule: number;
  readonly extendedStrengthOfSchedule: number;
}

export interface AbrSide {
  readonly id: number | null;
  /** Single-sided rounds: the side played; null for a bye. */
  readonly role?: 'corp' | 'runner' | null;
  readonly combinedScore: number;
  readonly corpScore: number | null;
  readonly runnerScore: number | null;
}

export interface AbrPairing {
  readonly table: number;
  readonly player1: AbrSide;
  readonly player2: AbrSide;
  readonly intentionalDraw: boolean;
  readonly twoForOne: boolean;
  readonly eliminationGame: boolean;
}

export interface AbrTournament {
  readonly name: string;
  /** YYYY-MM-DD */
  readonly date: string;
  readonly cutToTop: number;
  readonly preliminaryRounds: number;
  readonly players: readonly AbrPlayer[];
  readonly eliminationPlayers: readonly never[];
  readonly rounds: readonly (readonly AbrPairing[])[];
  readonly uploadedFrom: string;
  readonly links: readonly { readonly rel: string; readonly href: string }[];
}

export interface AbrOptions {
  /** The event date (the core has no clock): YYYY-MM-DD. */
  readonly date: string;
  /** Identities by player, when the TO recorded them. */
  readonly identities?: ReadonlyMap<PlayerId, { readonly corp?: string; readonly runner?: string }>;
}

const points = (tenths: number): number => tenths / 10;
const decimal = (c: ExactCost): number => Number(formatDecimal(c, 6));

export const abrExport = (t: Tournament, opts: AbrOptions): AbrTournament => {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const doubleSided = t.settings.system === 'double-sided';
  const players = netrunnerStandings(t).map((s): AbrPlayer => ({
    id: s.player,
    name: names.get(s.player) ?? '',
    rank: s.rank,
    // ABR matches identities by name; straight quotes as Cobra sends them
    corpIdentity: opts.identities?.get(s.player)?.corp?.replace(/[“”]/g, '"') ?? null,
    runnerIdentity: opts.identities?.get(s.player)?.runner?.replace(/[“”]/g, '"') ?? null,
    matchPoints: points(s.points),
    strengthOfSchedule: decimal(s.sos),
    extendedStrengthOfSchedule: decimal(s.extendedSos),
  }));
  const rounds = t.rounds.map((round) => {
    const tables = round.pairings.map((p): AbrPairing => {
      const score = { first: { corp: 0, runner: 0 }, second: { corp: 0, runner: 0 } };
      p.games.forEach((g, i) => {
        if (g === null) return;
        const [c, r] = codesOf(g);
        const [corp, runner] = i % 2 === 0 ? [score.first, score.second] : [score.second, score.first];
        corp.corp += pointsForGame(c, t.scoring);
        runner.runner += pointsForGame(r, t.scoring);
      });
      const side = (id: PlayerId, { corp, runner }: { corp: number; runner: number }, isCorp: boolean): AbrSide =>
        doubleSided
          ? { id, combinedScore: points(corp + runner), corpScore: points(corp), runnerScore: points(runner) }
          : {
              id,
              role: isCorp ? 'corp' : 'runner',
              combinedScore: points(corp + runner),
              corpScore: isCorp ? points(corp) : null,
              runnerScore: isCorp ? null : points(runner),
            };
      return {
        table: p.board,
        player1: side(p.white, score.first, true),
        player2: side(p.black, score.second, false),
        intentionalDraw: false,
        twoForOne: false,
        eliminationGame: false,
      };
    });
    const byes = round.byes
      .filter((b) => b.kind === 'U' || b.kind === 'F')
      .map((b, i): AbrPairing => ({
        table: tables.length + i + 1,
        player1: { id: b.player, role: doubleSided ? undefined : null, combinedScore: points(pointsForBye(b.kind, t.scoring)), corpScore: null, runnerScore: null },
        player2: { id: null, role: doubleSided ? undefined : null, combinedScore: 0, corpScore: null, runnerScore: null },
        intentionalDraw: false,
        twoForOne: false,
        eliminationGame: false,
      }));
    return [...tables, ...byes];
  });
  return {
    name: t.name,
    date: opts.date,
    cutToTop: 0,
    preliminaryRounds: t.rounds.length,
    players,
    eliminationPlayers: [],
    rounds,
    uploadedFrom: 'Pairwise',
    links: [{ rel: 'schemaderivedfrom', href: 'http://steffens.org/nrtm/nrtm-schema.json' }],
  };
};
