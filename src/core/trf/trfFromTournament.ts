import type { ByeKind, Pairing, Player, Tournament } from '../model';
import { assertNever, codesOf, tenths } from '../model';
import { gamesPerBoard, sameSettings } from '../systems';
import { pointsFromRounds } from './readTrf';
import { inferInitialColour } from './tournamentFromTrf';
import type { NumberedLine } from './records';
import { systemOfTrf, systemRecords } from './systemOfTrf';
import { accelerationRecords, scoringRecord162, scoringRecordsBbp, settingsFromRecords, tieBreakListOf, tieBreakRecords } from './records';
import type { TrfDocument, TrfPlayer, TrfRecord, TrfRoundEntry } from './types';

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
} as const;
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
 * - A result corrected after later rounds were paired: PWR lines keep what those rounds were
 *   paired from (Pairing.asPaired; one game per round only), so a checker can replay them.
 */
export const trfFromTournament = (t: Tournament, base?: TrfDocument): TrfDocument => {
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

  const entriesOf = (player: Player): TrfRoundEntry[] => {
    const entries: TrfRoundEntry[] = [];
    for (const { pairingOf, byeOf } of index) {
      const pairing = pairingOf.get(player.id);
      const bye = byeOf.get(player.id);
      for (let j = 0; j < g; j++) {
        entries.push(pairing ? gameEntry(pairing, player.id, j) : bye !== undefined ? byeEntry(bye) : blank);
      }
    }
    const planned = t.plannedByes.filter((b) => b.player === player.id && b.round > t.rounds.length);
    for (const b of [...planned].sort((a, c) => a.round - c.round)) {
      while (entries.length < (b.round - 1) * g) entries.push(blank);
      for (let j = 0; j < g; j++) entries.push(byeEntry(b.kind));
    }
    while (entries.length > 0 && entries[entries.length - 1] === blank) entries.pop();
    return entries;
  };

  const withRounds = [...t.players]
    .sort((a, b) => a.id - b.id)
    .map((p) => {
      const rounds = entriesOf(p);
      return { p, rounds, points: pointsFromRounds(rounds.slice(0, paired), t.scoring) };
    });

  // 1 + the number of players with more points.
  const sortedPoints = withRounds.map((w) => w.points).sort((a, b) => b - a);
  const competitionRank = (points: number): number => {
    let lo = 0, hi = sortedPoints.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if ((sortedPoints[mid] ?? 0) > points) lo = mid + 1; else hi = mid; }
    return lo + 1;
  };
  const players: TrfPlayer[] = withRounds.map(({ p, rounds, points }) => {
    const old = baseByRank.get(p.id);
    const rank = old !== undefined && old.points === points && old.rank !== null ? old.rank : competitionRank(points);
    return {
      startRank: p.id,
      sex: p.sex ?? '',
      title: p.title ?? '',
      name: p.name,
      rating: p.rating,
      federation: p.federation ?? '',
      fideId: p.fideId ?? '',
      birthDate: p.birthDate ?? '',
      points: tenths(points),
      rank,
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
  const generated: Record<Group, string[]> = {
    rounds: t.totalRounds > 0 && !roundsImplicit ? [roundsIn2026 ? `142 ${t.totalRounds * g}` : `XXR ${t.totalRounds * g}`] : [],
    colour: t.initialColour === undefined || colourImplicit
      ? (base?.settings.pairByRank ? ['XXC rank'] : [])
      : colourIn2026
        ? [`152 ${t.initialColour === 'white' ? 'W' : 'B'}`]
        : [`XXC ${base?.settings.pairByRank ? 'rank ' : ''}${t.initialColour === 'white' ? 'white1' : 'black1'}`],
    scoring: scoringIn2026 ? scoringRecord162(t.scoring) : scoringRecordsBbp(t.scoring),
    acceleration: t.acceleration && t.acceleration.size > 0 ? accelerationRecords(t.acceleration) : [],
    forbidden: [],
    byes: [],
    // TRF-2026 202/212: the base's own lines while the list is unchanged (same bytes), else regenerated.
    tieBreaks: base && sameList(tieBreakListOf(base.settings), t.tieBreaks)
      ? baseRecords.filter((r) => groupOf(r.text) === 'tieBreaks').map((r) => r.text)
      : tieBreakRecords(t.tieBreaks),
    asPaired: g === 1 ? resultsAsPairedRecords(t) : [],
    // 192 (and PWS): the base's lines while they name the same settings (same bytes), none when the
    // base had none (an imported file is written back as it was), else regenerated.
    system: base && sameSystem(base, t.settings)
      ? baseRecords.filter((r) => groupOf(r.text) === 'system').map((r) => r.text)
      : base && !anyOf(groups.system) ? [] : systemRecords(t.settings),
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
  for (const [a, b] of t.forbiddenPairs ?? []) {
    if (!covered.has(`${Math.min(a, b)}-${Math.max(a, b)}`)) generated.forbidden.push(`XXP ${a} ${b}`);
  }

  const records: TrfRecord[] = [];
  const placed = new Set<Group>();
  if (!baseRecords.some((r) => r.text.startsWith('012'))) records.push({ text: `012 ${t.name}`, playersBefore: 0 });
  for (const r of baseRecords) {
    const grp = groupOf(r.text);
    if (grp === null) { records.push({ text: r.text, playersBefore: Math.min(r.playersBefore, players.length) }); continue; }
    if (placed.has(grp)) continue;
    placed.add(grp);
    for (const text of generated[grp]) records.push({ text, playersBefore: Math.min(r.playersBefore, players.length) });
  }
  for (const grp of Object.keys(groups) as Group[]) {
    if (placed.has(grp)) continue;
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
