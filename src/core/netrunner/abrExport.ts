import type { PlayerId, Tournament } from '../model';
import { systemModule } from '../systems';
import { codesOf, pointsForBye, pointsForGame } from '../model';
import type { ExactCost } from '../systems';
import { sosText } from '../standings';
import type { Faction } from './identities';
import { identityFaction, identityName } from './identities';
import type { CutSize } from './cutBracket';
import { cutProgress } from './singleElimination';
import type { SingleCutSize } from './singleElimination';
import { netrunnerStandings } from './netrunnerStandings';

/**
 * AlwaysBeRunning (ABR) upload: the NRTM JSON results format (schema derived from
 * steffens.org/nrtm/nrtm-schema.json, as Cobra uploads it): the Swiss rounds, and the top cut
 * when one is given (eliminationPlayers and one round per cut round, `winner` instead of scores).
 */
export interface AbrPlayer {
  readonly id: number;
  readonly name: string;
  readonly rank: number;
  readonly corpIdentity: string | null;
  readonly corpFaction: Faction | null;
  readonly runnerIdentity: string | null;
  readonly runnerFaction: Faction | null;
  readonly pronouns: string | null;
  readonly matchPoints: number;
  readonly strengthOfSchedule: number;
  readonly extendedStrengthOfSchedule: number;
}

export interface AbrSide {
  readonly id: number | null;
  /** Single-sided rounds: the side played; null for a bye. */
  readonly role?: 'corp' | 'runner' | null;
  readonly combinedScore?: number;
  readonly corpScore?: number | null;
  readonly runnerScore?: number | null;
  /** Cut games. */
  readonly winner?: boolean;
}

export interface AbrEliminationPlayer {
  readonly id: number;
  readonly name: string;
  readonly rank: number;
  readonly seed: number;
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
  /** Who ran the event (Cobra sends the TO's NetrunnerDB account). */
  readonly tournamentOrganiser: { readonly nrdbUsername: string | null };
  readonly preliminaryRounds: number;
  readonly players: readonly AbrPlayer[];
  readonly eliminationPlayers: readonly AbrEliminationPlayer[];
  readonly rounds: readonly (readonly AbrPairing[])[];
  readonly uploadedFrom: string;
  readonly links: readonly { readonly rel: string; readonly href: string }[];
}

export interface AbrOptions {
  /** The event date the TO set (the core has no clock): YYYY-MM-DD. */
  readonly date: string;
  /** The TO's NetrunnerDB username, when given. */
  readonly organiser?: string;
  /** The top cut, when there is one: its seeds (Swiss ranking order), results and sides by game. */
  readonly cut?: {
    readonly size: CutSize | SingleCutSize;
    /** Double elimination when absent. */
    readonly elimination?: 'single' | 'double';
    /** Single elimination: the third-place game was played (its winner ranks third). */
    readonly thirdPlace?: boolean;
    readonly seeds: readonly PlayerId[];
    readonly winners: ReadonlyMap<number, PlayerId>;
    readonly corpOf: ReadonlyMap<number, PlayerId>;
  };
}

const points = (tenths: number): number => tenths / 10;
/** SoS and ESoS as the standings show them (`sosText`: four decimals, as Cobra shows them). */
const decimal = (c: ExactCost): number => Number(sosText({ num: Number(c.numerator), den: Number(c.denominator) }));

export const abrExport = (t: Tournament, opts: AbrOptions): AbrTournament => {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const doubleSided = systemModule(t.settings).netrunner?.doubleSided ?? false;
  const players = netrunnerStandings(t).map((s): AbrPlayer => {
    const p = byId.get(s.player);
    return {
    id: s.player,
    // the registered name: ABR matches a player's claim by it (a drop is in the standings, not the name)
    name: names.get(s.player) ?? '',
    rank: s.rank,
    corpIdentity: identityName(p?.corpIdentity),
    corpFaction: identityFaction(p?.corpIdentity),
    runnerIdentity: identityName(p?.runnerIdentity),
    runnerFaction: identityFaction(p?.runnerIdentity),
    pronouns: p?.pronouns ?? null,
    matchPoints: points(s.points),
    strengthOfSchedule: decimal(s.sos),
    extendedStrengthOfSchedule: decimal(s.extendedSos),
    };
  });
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
        // NRTM's flags for an agreed result (Cobra sends its pairing's intentional_draw / two_for_one).
        intentionalDraw: p.agreement === 'intentional-draw',
        twoForOne: p.agreement === '241',
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
  const cut = opts.cut ? cutExport(opts.cut, names) : { players: [], rounds: [] };
  return {
    name: t.name,
    date: opts.date,
    cutToTop: opts.cut?.size ?? 0,
    tournamentOrganiser: { nrdbUsername: opts.organiser?.trim() || null },
    preliminaryRounds: t.rounds.length,
    players,
    eliminationPlayers: cut.players,
    rounds: [...rounds, ...cut.rounds],
    uploadedFrom: 'Pairwise',
    links: [{ rel: 'schemaderivedfrom', href: 'http://steffens.org/nrtm/nrtm-schema.json' }],
  };
};

const cutExport = (
  cut: NonNullable<AbrOptions['cut']>,
  names: ReadonlyMap<PlayerId, string>,
): { players: AbrEliminationPlayer[]; rounds: AbrPairing[][] } => {
  const format = cut.elimination === 'single'
    ? { elimination: 'single' as const, size: cut.size, thirdPlace: cut.thirdPlace ?? false }
    : cut.size === 3 ? null : { elimination: 'double' as const, size: cut.size };
  if (format === null) return { players: [], rounds: [] };
  const st = cutProgress(format, cut.seeds, cut.winners);
  if (!st.ok) return { players: [], rounds: [] };
  const seedOf = new Map(cut.seeds.map((p, i) => [p, i + 1]));
  // unfinished cut: seeds stand in for the final ranking
  const order = st.ranking ?? cut.seeds;
  const players = order.map((p, i) => ({ id: p, name: names.get(p) ?? '', rank: i + 1, seed: seedOf.get(p) ?? 0 }));
  const byRound = new Map<number, AbrPairing[]>();
  for (const g of st.games) {
    if (g.winner === null || g.a === null || g.b === null) continue;
    const corp = cut.corpOf.get(g.game.game);
    const side = (p: PlayerId): AbrSide => ({
      id: p,
      role: corp === undefined ? null : corp === p ? 'corp' : 'runner',
      winner: g.winner === p,
    });
    const list = byRound.get(g.game.round) ?? [];
    list.push({ table: g.game.game, player1: side(g.a), player2: side(g.b), intentionalDraw: false, twoForOne: false, eliminationGame: true });
    byRound.set(g.game.round, list);
  }
  return { players, rounds: [...byRound.entries()].sort(([a], [b]) => a - b).map(([, games]) => games) };
};
