import type { ByeKind, Pairing, Player, Tournament } from '../model';
import { adjustmentOf, assertNever, codesOf, tenths, titleFromFile } from '../model';
import { gamesPerBoard, sameSettings } from '../systems';
import { pointsForEntry, pointsFromRounds, readTrf } from './readTrf';
import { writeTrf } from './writeTrf';
import { absenceRunStart, byeKindOfEntry, inferInitialColour } from './tournamentFromTrf';
import type { NumberedLine } from './records';
import { systemOfTrf, systemRecords } from './systemOfTrf';
import { accelerationRecords, scoringRecord162, scoringRecordsBbp, settingsFromRecords, tieBreakListOf, tieBreakRecords } from './records';
import type { TrfDocument, TrfPlayer, TrfRecord, TrfRoundEntry } from './types';
import { headerLines, sameHeader } from './header';
import type { HeaderCode } from './header';

const blank: TrfRoundEntry = { opponent: null, colour: ' ', result: ' ' };

const byeEntry = (kind: ByeKind): TrfRoundEntry => {
  switch (kind) {
    case 'U': case 'F': case 'H': case 'Z': return { opponent: null, colour: '-', result: kind };
    case 'absent': return blank;
    default: return assertNever(kind);
  }
};

/** Games per round the TRF spreads over consecutive TRF rounds (TCEC double rounds, double-sided Swiss). */
export const gamesPerRoundOf = (t: Tournament): number => {
  const bySettings = gamesPerBoard(t, 1);
  return t.rounds.reduce((m, r) => r.pairings.reduce((n, p) => Math.max(n, p.games.length), m), bySettings);
};

/** The entry of one player in game j (0-based) of a pairing; game j's White is the pairing's White for even j. */
const gameEntry = (p: Pairing, player: number, j: number): TrfRoundEntry => {
  const gameWhite = j % 2 === 0 ? p.white : p.black;
  const isWhite = player === gameWhite;
  const opponent = player === p.white ? p.black : p.white;
  const result = p.games[j] ?? null;
  const code = result === null ? ' ' : codesOf(result)[isWhite ? 0 : 1];
  return { opponent, colour: isWhite ? 'w' : 'b', result: code };
};

/** Record codes grouped by the setting they carry; a regenerated group replaces the base's lines. */
const groups = {
  rounds: ['XXR', '142'],
  colour: ['XXC', '152'],
  scoring: ['BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU', '162', 'XXS'],
  system: ['192', 'PWS'],
  acceleration: ['XXA', '250'],
  forbidden: ['XXP'],
  byes: ['240', 'XXZ'],
  tieBreaks: ['202', '212'],
  asPaired: ['PWR'],
  withdrawals: ['PWW'],
  // The TRF-16 tournament section (header.ts), one group per record code.
  city: ['022'], federation: ['032'], startDate: ['042'], endDate: ['052'], playerCount: ['062'], ratedCount: ['072'],
  type: ['092'], chiefArbiter: ['102'], deputyArbiters: ['112'], timeControl: ['122'], roundDates: ['132'],
} as const;
const headerGroups = ['city', 'federation', 'startDate', 'endDate', 'playerCount', 'ratedCount', 'type', 'chiefArbiter', 'deputyArbiters', 'timeControl', 'roundDates'] as const;
type HeaderGroup = (typeof headerGroups)[number];
const isHeaderGroup = (g: string): g is HeaderGroup => (headerGroups as readonly string[]).includes(g);
type Group = keyof typeof groups;
const groupByCode = new Map<string, Group>(
  (Object.entries(groups) as [Group, readonly string[]][]).flatMap(([g, codes]) => codes.map((c) => [c, g] as const)),
);
// One map lookup per record (a file of many records was slow: the group search allocated per line).
const groupOf = (text: string): Group | null => groupByCode.get(text.slice(0, 3)) ?? null;

/** The base names exactly these settings (by 192 or PWS). */
const sameSystem = (base: TrfDocument, settings: Tournament['settings']): boolean => {
  const named = systemOfTrf(base.settings);
  return named.ok && named.settings !== null && sameSettings(named.settings, settings);
};

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((x, i) => x === b?.[i]);

/**
 * The TRF of a tournament (TRF export, the CLI). With `base` (the document the tournament was
 * read from), its other records, layout, line ending and unchanged 001 lines are kept.
 *
 * - Rounds with two games (TCEC double, double-sided) take two TRF rounds each, colours reversed.
 * - Byes write `0000 - U/F/H/Z`; an 'absent' bye a blank entry; planned byes their round's entry.
 * - Points (81-84) count the paired rounds only (as the corpus's state files do; bbpPairings also
 *   accepts them with the planned byes included). Rank (86-89): the base's rank when the player's
 *   points are unchanged, otherwise 1 + the number of players with more points.
 * - Settings records are regenerated in the base's style (XXR/XXC/BB*, or 142/152/162 when the
 *   base used those): totalRounds, initialColour, scoring, acceleration (XXA), forbidden pairs
 *   (XXP, except pairs a kept 260 record already forbids). 240/XXZ are dropped: planned byes are
 *   written in the 001 lines.
 * - A withdrawn player: zero-point byes written ahead for the rounds still to be paired, and a
 *   PWW line where those do not say the withdrawal's round (a finished event).
 * - A result corrected after later rounds were paired: PWR lines keep what those rounds were
 *   paired from (Pairing.asPaired; one game per round only), so a checker can replay them.
 */
export interface TrfWriteOptions {
  /**
   * The rank column (86-89) of every player: the final standings rank with the tournament's
   * tie-breaks, as the standings screen shows it (the rating report). Absent: the base's rank
   * while the points are unchanged, else 1 + the number of players with more points.
   */
  readonly ranks?: ReadonlyMap<number, number>;
  /**
   * Write every header record the details give, 062 and 072 included, also where the base had
   * none (the rating report). Without it, an imported file gains no 062/072 it did not have.
   */
  readonly fullHeader?: boolean;
}

export const trfFromTournament = (t: Tournament, base?: TrfDocument, options: TrfWriteOptions = {}): TrfDocument => {
  const g = gamesPerRoundOf(t);
  const paired = t.rounds.length * g;
  const baseByRank = new Map((base?.players ?? []).map((p) => [p.startRank, p] as const));

  // Per round: each player's pairing and bye.
  const index = t.rounds.map((round) => {
    const pairingOf = new Map<number, Pairing>();
    for (const p of round.pairings) { pairingOf.set(p.white, p); pairingOf.set(p.black, p); }
    const byeOf = new Map<number, ByeKind>(round.byes.map((b) => [b.player, b.kind]));
    return { pairingOf, byeOf };
  });

  // Planned byes the base's own 240/XXZ lines still say are written back as those lines, not as
  // 001 entries (lossless round trip); computed below with the records.
  const keptPlanned = plannedKeptAsRecords(t, base, g);
  const entriesOf = (player: Player): TrfRoundEntry[] => {
    const entries: TrfRoundEntry[] = [];
    for (const { pairingOf, byeOf } of index) {
      const pairing = pairingOf.get(player.id);
      const bye = byeOf.get(player.id);
      for (let j = 0; j < g; j++) {
        entries.push(pairing ? gameEntry(pairing, player.id, j) : bye !== undefined ? byeEntry(bye) : blank);
      }
    }
    const planned = t.plannedByes.filter((b) => b.player === player.id && b.round > t.rounds.length && !keptPlanned.has(`${b.player}:${b.round}`));
    for (const b of [...planned].sort((a, c) => a.round - c.round)) {
      while (entries.length < (b.round - 1) * g) entries.push(blank);
      for (let j = 0; j < g; j++) entries.push(byeEntry(b.kind));
    }
    // A withdrawn player's rounds still to be paired: zero-point byes written ahead, the way a
    // TRF(x) tells a pairing program (bbpPairings, JaVaFo) not to pair a player again.
    const w = player.withdrawnFromRound;
    if (w !== undefined) {
      for (let r = Math.max(w, t.rounds.length + 1); r <= t.totalRounds; r++) {
        while (entries.length < (r - 1) * g) entries.push(blank);
        if (entries.length === (r - 1) * g) for (let j = 0; j < g; j++) entries.push(byeEntry('Z'));
      }
    }
    while (entries.length > 0 && entries[entries.length - 1] === blank) entries.pop();
    return entries;
  };

  const withRounds = [...t.players]
    .sort((a, b) => a.id - b.id)
    .map((p) => {
      const old = baseByRank.get(p.id);
      const fresh = entriesOf(p);
      const rounds = old === undefined ? fresh : asWritten(fresh, old.rounds, t.scoring);
      // An unchanged line keeps the points it lists (which may count a bye decided ahead, as
      // bbpPairings accepts); a changed one lists the paired rounds plus any 299 adjustment.
      const unchanged = old !== undefined && rounds.length === old.rounds.length && rounds.every((e, i) => e === old.rounds[i]);
      const points = unchanged ? old.points : tenths(pointsFromRounds(rounds.slice(0, paired), t.scoring) + adjustmentOf(t.pointAdjustments, p.id, t.rounds.length));
      return { p, rounds, points, unchanged };
    });

  // 1 + the number of players with more points.
  const sortedPoints = withRounds.map((w) => w.points).sort((a, b) => b - a);
  const competitionRank = (points: number): number => {
    let lo = 0, hi = sortedPoints.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if ((sortedPoints[mid] ?? 0) > points) lo = mid + 1; else hi = mid; }
    return lo + 1;
  };
  const players: TrfPlayer[] = withRounds.map(({ p, rounds, points, unchanged }) => {
    const old = baseByRank.get(p.id);
    const rank = options.ranks?.get(p.id) ?? (old !== undefined && (unchanged || old.points === points) ? old.rank : competitionRank(points));
    // A field the event did not change is written as the file wrote it (sex f, title m, 1969.12.06).
    const kept = <K extends 'sex' | 'title' | 'federation' | 'fideId' | 'birthDate'>(key: K, same: (written: string) => boolean, value: string): string =>
      old !== undefined && same(old[key]) ? old[key] : value;
    return {
      startRank: p.id,
      sex: kept('sex', (w) => sexFromFile(w) === p.sex, p.sex ?? ''),
      title: kept('title', (w) => titleFromFile(w) === (p.title ?? ''), p.title ?? ''),
      name: old !== undefined && old.name.trim() === p.name ? old.name : p.name,
      rating: p.rating,
      federation: kept('federation', (w) => w.toUpperCase() === (p.federation ?? ''), p.federation ?? ''),
      fideId: kept('fideId', (w) => w === (p.fideId ?? ''), p.fideId ?? ''),
      birthDate: kept('birthDate', (w) => w === (p.birthDate ?? ''), p.birthDate ?? ''),
      points: tenths(points),
      rank: rank ?? null,
      rounds,
      ...(old?.source !== undefined ? { source: old.source } : {}),
    };
  });

  // Settings records, each group in the style the base used for it (TRF(x)/TRF(bx) codes by default).
  const baseRecords = base?.records ?? [];
  const uses = (code: string): boolean => baseRecords.some((r) => r.text.startsWith(code));
  const anyOf = (codes: readonly string[]): boolean => codes.some(uses);
  const style2026 = uses('142') || uses('152') || uses('162');
  const roundsIn2026 = uses('142') || (!uses('XXR') && style2026);
  const colourIn2026 = (uses('152') || (!uses('XXC') && style2026)) && !base?.settings.pairByRank;
  const scoringIn2026 = uses('162') || (!anyOf(['BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU']) && style2026);
  // A base without a rounds record (a finished tournament's TRF) gets none unless the number changed.
  const lastPlanned = t.plannedByes.reduce((m, b) => Math.max(m, b.round), 0);
  const roundsImplicit = base !== undefined && !anyOf(groups.rounds) && t.totalRounds === Math.max(t.rounds.length, lastPlanned);
  // Nor a colour record when the base had none and the colour is the one its rounds imply (152).
  const colourImplicit = base !== undefined && !anyOf(groups.colour) && t.initialColour === inferInitialColour(players);
  const baseLines = (grp: Group): string[] => baseRecords.filter((r) => groupOf(r.text) === grp).map((r) => r.text);
  const bs = base?.settings;
  // A setting the event did not change keeps the base's own lines, byte for byte (142 and XXR
  // both, XXC rank, the way 162 was spaced, ...).
  const unchangedGroup: Record<'rounds' | 'colour' | 'scoring' | 'acceleration' | 'forbidden' | 'byes', boolean> = {
    rounds: bs !== undefined && bs.totalRounds !== undefined && bs.totalRounds === t.totalRounds * g,
    colour: bs !== undefined && bs.initialColour !== undefined && bs.initialColour === t.initialColour,
    scoring: bs !== undefined && anyOf(groups.scoring) && sameScoring(bs.scoring, t.scoring),
    acceleration: bs !== undefined && bs.accelerationGiven && sameAcceleration(bs.acceleration, t.acceleration),
    forbidden: base !== undefined && anyOf(groups.forbidden) && sameForbidden(base, t),
    byes: keptPlanned.size > 0,
  };
  const generated: Record<Group, string[]> = {
    rounds: unchangedGroup.rounds ? baseLines('rounds') : t.totalRounds > 0 && !roundsImplicit ? [roundsIn2026 ? `142 ${t.totalRounds * g}` : `XXR ${t.totalRounds * g}`] : [],
    colour: unchangedGroup.colour ? baseLines('colour') : t.initialColour === undefined || colourImplicit
      ? (base?.settings.pairByRank ? ['XXC rank'] : [])
      : colourIn2026
        ? [`152 ${t.initialColour === 'white' ? 'W' : 'B'}`]
        : [`XXC ${base?.settings.pairByRank ? 'rank ' : ''}${t.initialColour === 'white' ? 'white1' : 'black1'}`],
    scoring: unchangedGroup.scoring ? baseLines('scoring') : scoringIn2026 ? scoringRecord162(t.scoring) : scoringRecordsBbp(t.scoring),
    acceleration: unchangedGroup.acceleration ? baseLines('acceleration') : t.acceleration && t.acceleration.size > 0 ? accelerationRecords(t.acceleration) : [],
    forbidden: unchangedGroup.forbidden ? baseLines('forbidden') : [],
    byes: unchangedGroup.byes ? baseLines('byes') : [],
    // TRF-2026 202/212: the base's own lines while the list is unchanged (same bytes), else regenerated.
    tieBreaks: base && sameList(tieBreakListOf(base.settings), t.tieBreaks)
      ? baseRecords.filter((r) => groupOf(r.text) === 'tieBreaks').map((r) => r.text)
      : tieBreakRecords(t.tieBreaks),
    asPaired: g === 1 ? resultsAsPairedRecords(t) : [],
    withdrawals: withdrawalRecords(t, g),
    // 192 (and PWS): the base's lines while they name the same settings (same bytes), none when the
    // base had none (an imported file is written back as it was), else regenerated.
    system: base && sameSystem(base, t.settings)
      ? baseRecords.filter((r) => groupOf(r.text) === 'system').map((r) => r.text)
      : base && !anyOf(groups.system) ? [] : systemRecords(t.settings),
    ...headerRecordsOf(t, baseLines, options.fullHeader === true),
  };
  // Forbidden pairs a kept 260 record already covers are not repeated as XXP.
  const kept260 = baseRecords.filter((r) => r.text.startsWith('260'));
  const covered = new Set<string>();
  if (kept260.length > 0 && base) {
    for (const grp of base.settings.forbidden) {
      if (grp.firstRound === undefined) continue;
      grp.players.forEach((a, i) => grp.players.slice(i + 1).forEach((b) => covered.add(`${Math.min(a, b)}-${Math.max(a, b)}`)));
    }
  }
  for (const [a, b] of unchangedGroup.forbidden ? [] : t.forbiddenPairs ?? []) {
    if (!covered.has(`${Math.min(a, b)}-${Math.max(a, b)}`)) generated.forbidden.push(`XXP ${a} ${b}`);
  }

  const records: TrfRecord[] = [];
  const placed = new Set<Group>();
  if (!baseRecords.some((r) => r.text.startsWith('012'))) records.push({ text: `012 ${t.name}`, playersBefore: 0 });
  // A group written as the base wrote it keeps each line where it was.
  const inPlace = (grp: Group): boolean => {
    const mine = baseLines(grp);
    return mine.length > 0 && generated[grp].length === mine.length && generated[grp].every((x, i) => x === mine[i]);
  };
  for (const r of baseRecords) {
    const grp = groupOf(r.text);
    if (grp === null || inPlace(grp)) {
      if (grp !== null) placed.add(grp);
      records.push({ text: r.text, playersBefore: Math.min(r.playersBefore, players.length) });
      continue;
    }
    if (placed.has(grp)) continue;
    placed.add(grp);
    for (const text of generated[grp]) records.push({ text, playersBefore: Math.min(r.playersBefore, players.length) });
  }
  for (const grp of Object.keys(groups) as Group[]) {
    if (placed.has(grp)) continue;
    if (isHeaderGroup(grp)) {
      // A header line the base did not have goes with the header, after its last line at the top.
      let at = 0;
      records.forEach((r, i) => { if (r.playersBefore === 0 && (r.text.startsWith('012') || isHeaderGroup(groupOf(r.text) ?? ''))) at = i + 1; });
      records.splice(at, 0, ...generated[grp].map((text) => ({ text, playersBefore: 0 })));
      continue;
    }
    for (const text of generated[grp]) records.push({ text, playersBefore: players.length });
  }

  let line = 0;
  const numbered: NumberedLine[] = records.map((r) => ({ text: r.text, line: ++line }));
  const read = settingsFromRecords(numbered, new Set(players.map((p) => p.startRank)));
  if (!read.ok) throw new Error(`trfFromTournament wrote a record it cannot read back: ${read.error.message}`);

  return {
    players,
    records,
    settings: read.settings,
    lineEnding: base?.lineEnding ?? '\n',
    finalLineEnding: base?.finalLineEnding ?? true,
  };
};

/**
 * PWW lines (TrfWithdrawal): the withdrawals the 001 lines cannot say. A player absent from the
 * last round paired whose every remaining round is written as a zero-point bye ahead reads back
 * as withdrawn from those entries alone (tournamentFromTrf); a withdrawal in a finished event, from
 * the round still to be paired, or whose run of absences starts before it, needs the line.
 */
const withdrawalRecords = (t: Tournament, g: number): string[] => {
  const pad = (n: number, w: number): string => String(n).padStart(w, ' ');
  const k = t.rounds.length;
  return [...t.players].sort((a, b) => a.id - b.id).flatMap((p) => {
    const w = p.withdrawnFromRound;
    if (w === undefined || w > t.totalRounds) return [];
    const readBack = t.totalRounds > k && w <= k ? absenceRunStart(t.rounds, p.id, k) : undefined;
    return readBack === w ? [] : [`PWW ${pad((w - 1) * g + 1, 3)} ${pad(p.id, 4)}`];
  });
};

/** PWR lines (TrfResultAsPaired): for each corrected board, both players' earlier codes. */
const resultsAsPairedRecords = (t: Tournament): string[] => {
  const lines: string[] = [];
  const pad = (n: number, w: number): string => String(n).padStart(w, ' ');
  for (const r of t.rounds) {
    for (const p of r.pairings) {
      for (const e of p.asPaired ?? []) {
        const result = e.games[0] ?? null;
        const [w, b] = result === null ? ['*', '*'] : codesOf(result);
        for (const [player, code] of [[p.white, w], [p.black, b]] as const) {
          lines.push(`PWR ${pad(r.number, 3)} ${pad(player, 4)} ${pad(e.pairedThrough, 3)} ${code}`);
        }
      }
    }
  }
  return lines.sort((x, y) => x.localeCompare(y));
};

/** Two entries that mean the same (same opponent and result code; a bye of the same kind and points; an unplayed game's colour). */
const sameMeaning = (fresh: TrfRoundEntry, written: TrfRoundEntry, scoring: Tournament['scoring']): boolean => {
  if (fresh.opponent !== written.opponent) return false;
  if (fresh.opponent === null) {
    // A bye or absence: the same kind and the same points (lichess-style "0000 - -" for Z, blank for absent).
    return byeKindOfEntry(fresh) === byeKindOfEntry(written) && pointsForEntry(fresh, scoring) === pointsForEntry(written, scoring);
  }
  if (fresh.result !== written.result) return false;
  if (fresh.colour === written.colour) return true;
  // An unplayed game (forfeit) written without colours keeps none (C.04.1: colours of unplayed games do not count).
  const unplayed = fresh.result === '+' || fresh.result === '-';
  return unplayed && written.colour !== 'w' && written.colour !== 'b';
};

/**
 * The entries to write: each regenerated entry that means what the base's entry says is written as
 * the base wrote it; the base's trailing entries that mean "nothing" (blank) are kept too.
 */
const asWritten = (fresh: readonly TrfRoundEntry[], written: readonly TrfRoundEntry[], scoring: Tournament['scoring']): TrfRoundEntry[] => {
  const out: TrfRoundEntry[] = [];
  for (let i = 0; i < Math.max(fresh.length, written.length); i++) {
    const f = fresh[i] ?? blank;
    const w = written[i];
    out.push(w !== undefined && sameMeaning(f, w, scoring) ? w : f);
  }
  while (out.length > fresh.length && out[out.length - 1] === blank) out.pop();
  return out;
};

const sexFromFile = (s: string): string | undefined => {
  const l = s.toLowerCase();
  return l === 'm' ? 'm' : l === 'w' || l === 'f' ? 'w' : undefined;
};

const sameScoring = (a: Tournament['scoring'], b: Tournament['scoring']): boolean =>
  (Object.keys(a) as (keyof Tournament['scoring'])[]).every((k) => a[k] === b[k]);

const sameAcceleration = (a: TrfDocument['settings']['acceleration'], b: Tournament['acceleration']): boolean => {
  if (b === undefined) return a.size === 0;
  const trim = (v: readonly number[]): string => JSON.stringify(v.slice(0, v.length - [...v].reverse().findIndex((x) => x !== 0)));
  return a.size === b.size && [...a].every(([id, v]) => b.has(id) && trim(v) === trim(b.get(id) ?? []));
};

/** The base's XXP groups forbid exactly the event's pairs (less those a kept 260 covers). */
const sameForbidden = (base: TrfDocument, t: Tournament): boolean => {
  const key = (a: number, b: number): string => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const xxp = new Set<string>();
  const ranged = new Set<string>();
  for (const g of base.settings.forbidden) {
    g.players.forEach((a, i) => g.players.slice(i + 1).forEach((b) => (g.firstRound === undefined ? xxp : ranged).add(key(a, b))));
  }
  const mine = new Set((t.forbiddenPairs ?? []).map(([a, b]) => key(a, b)).filter((k) => !ranged.has(k) || xxp.has(k)));
  return mine.size === xxp.size && [...xxp].every((k) => mine.has(k));
};

/** "player:round" of the planned byes the base's 240/XXZ lines say, when every one of them is still planned. */
const plannedKeptAsRecords = (t: Tournament, base: TrfDocument | undefined, g: number): ReadonlySet<string> => {
  if (base === undefined || base.settings.plannedByes.length === 0) return new Set();
  const k = t.rounds.length;
  const said = base.settings.plannedByes.map((b) => ({ key: `${b.player}:${b.round === null ? k + 1 : Math.ceil(b.round / g)}`, kind: b.kind }));
  const planned = new Map<string, string>(t.plannedByes.map((b) => [`${b.player}:${b.round}`, b.kind] as const));
  return said.every((x) => planned.get(x.key) === x.kind) ? new Set(said.map((x) => x.key)) : new Set();
};

/**
 * The TRF text of a tournament (Export TRF): with the text of the file it was imported from, that
 * file's records, layout and unchanged lines are kept (a file that no longer reads is not used).
 */
export const tournamentTrfText = (t: Tournament, source?: string, options: TrfWriteOptions = {}): string => {
  const read = source === undefined ? null : readTrf(source);
  return writeTrf(trfFromTournament(t, read !== null && read.ok ? read.doc : undefined, options));
};

/**
 * The header groups' lines: the base's own while they say what the tournament's details say
 * (byte for byte), else written from the details; a tournament without details (made before the
 * details screen) keeps the base's header as it is.
 */
const headerRecordsOf = (t: Tournament, baseLines: (grp: Group) => string[], full: boolean): Record<HeaderGroup, string[]> => {
  const out = {} as Record<HeaderGroup, string[]>;
  for (const grp of headerGroups) {
    const code = groups[grp][0] as HeaderCode;
    const mine = baseLines(grp);
    const derived = grp === 'playerCount' || grp === 'ratedCount';
    // 062/072 are counts: written (recounted) for the rating report only; otherwise as the base had them.
    out[grp] = t.details === undefined || (derived ? !full : mine.length > 0 && sameHeader(code, mine, t)) ? mine : headerLines(code, t);
  }
  return out;
};
