import type { PlayerId, ScoringRule, Tenths, Tournament } from '../model';
import { chessScoring, codesOf, formatTenths } from '../model';
import { sameSettings } from '../systems';
import { headerLines, sameHeader } from './header';
import type { HeaderCode } from './header';
import { absenceRunStart, inferInitialColour } from './inferred';
import { tieBreakListOf } from './recordReaders';
import type { SettingName } from './recordTable';
import { systemOfTrf, systemRecords } from './systemOfTrf';
import type { TrfDocument, TrfPlayer } from './types';

/*
 * The writers of the settings records, one function an entry of recordTable.ts: each gives the
 * lines its setting is written as — the base's own lines while the event did not change the
 * setting (byte for byte), else lines regenerated in the style the base used for it.
 */

/** What every writer may look at: the tournament, the file it was read from, the 001 lines. */
export interface Writing {
  readonly t: Tournament;
  readonly base: TrfDocument | undefined;
  /** TRF rounds per tournament round (2 for TCEC double rounds and double-sided Swiss). */
  readonly g: number;
  /** The 001 lines being written. */
  readonly players: readonly TrfPlayer[];
  /** Write every header record the details give, 062 and 072 included (the rating report). */
  readonly fullHeader: boolean;
  /** "player:round" of the planned byes the base's 240/XXZ lines still say (plannedKeptAsRecords). */
  readonly keptPlanned: ReadonlySet<string>;
  /** The base's lines of a setting (recordTable's entry), in file order. */
  readonly baseLines: (setting: SettingName) => string[];
  /** Whether the base has a line of this code. */
  readonly uses: (code: string) => boolean;
}

export type SettingWriter = (w: Writing) => string[];

const anyOf = (w: Writing, codes: readonly string[]): boolean => codes.some(w.uses);
const bbpCodes = ['BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU'];
const scoringCodes = [...bbpCodes, '162', 'XXS'];
/** The base wrote some setting in TRF-2026 style: settings it did not write are written so too. */
const style2026 = (w: Writing): boolean => w.uses('142') || w.uses('152') || w.uses('162');

const pts = (t: Tenths): string => formatTenths(t).padStart(4);

/** BB* lines for every value that differs from its default (bbpPairings writes "BBW  3.0"). */
export const scoringRecordsBbp = (s: ScoringRule): string[] => {
  const out: string[] = [];
  const d = chessScoring;
  if (s.win !== d.win) out.push(`BBW ${pts(s.win)}`);
  if (s.draw !== d.draw) out.push(`BBD ${pts(s.draw)}`);
  if (s.loss !== d.loss) out.push(`BBL ${pts(s.loss)}`);
  if (s.zeroPointBye !== d.zeroPointBye) out.push(`BBZ ${pts(s.zeroPointBye)}`);
  if (s.forfeitLoss !== d.forfeitLoss) out.push(`BBF ${pts(s.forfeitLoss)}`);
  if (s.pairingAllocatedBye !== s.win) out.push(`BBU ${pts(s.pairingAllocatedBye)}`);
  return [...out, ...xxsRest(s, s.forfeitLoss)];
};

/** XXS for what BB* and 162 cannot say: a forfeit win, full- or half-point bye off the win/draw value. */
const xxsRest = (s: ScoringRule, forfeitLossAsWritten: Tenths): string[] => {
  const items: string[] = [];
  const v = (t: Tenths): string => formatTenths(t);
  if (s.forfeitWin !== s.win) items.push(`FW=${v(s.forfeitWin)}`);
  if (s.fullPointBye !== s.win) items.push(`FPB=${v(s.fullPointBye)}`);
  if (s.halfPointBye !== s.draw) items.push(`HPB=${v(s.halfPointBye)}`);
  if (s.forfeitLoss !== forfeitLossAsWritten) items.push(`FL=${v(s.forfeitLoss)}`);
  return items.length === 0 ? [] : [`XXS ${items.join(' ')}`];
};

/** One TRF-2026 162 line for the values that differ from the defaults, or none. */
export const scoringRecord162 = (s: ScoringRule): string[] => {
  const d = chessScoring;
  const items: [string, Tenths][] = [];
  if (s.win !== d.win) items.push(['W', s.win]);
  if (s.draw !== d.draw) items.push(['D', s.draw]);
  if (s.loss !== d.loss) items.push(['L', s.loss]);
  if (s.zeroPointBye !== d.zeroPointBye) items.push(['A', s.zeroPointBye]);
  if (s.pairingAllocatedBye !== s.win) items.push(['P', s.pairingAllocatedBye]);
  const line162 = items.length === 0 ? [] : ['162 ' + items.map(([c, v]) => ` ${c}${pts(v)}`).join('   ')];
  // 162's A is both the zero-point bye and the forfeit loss.
  return [...line162, ...xxsRest(s, s.zeroPointBye)];
};

/** XXA lines: id at 5-8, round r's points at column 10+5(r-1). */
export const accelerationRecords = (acc: ReadonlyMap<PlayerId, readonly Tenths[]>): string[] =>
  [...acc.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, values]) => `XXA ${String(id).padStart(4)}` + values.map((v) => ` ${pts(v)}`).join(''));

/** TRF-2026 202 and 212 lines for a tie-break list (212 = PTS followed by the 202 codes). */
export const tieBreakRecords = (list: readonly string[] | undefined): string[] =>
  list && list.length > 0 ? [`202 ${list.join(',')}`, `212 PTS,${list.join(',')}`] : [];

/**
 * A tournament-section record (header.ts): the base's lines while they say what the tournament's
 * details say (byte for byte), else written from the details; a tournament without details (made
 * before the details screen) keeps the base's header as it is. 062/072 are counts: written
 * (recounted) for the rating report only; otherwise as the base had them.
 */
export const writeHeader = (code: HeaderCode, setting: SettingName, derived = false): SettingWriter => (w) => {
  const mine = w.baseLines(setting);
  return w.t.details === undefined || (derived ? !w.fullHeader : mine.length > 0 && sameHeader(code, mine, w.t)) ? mine : headerLines(code, w.t);
};

/** XXR or 142; none for a base without one (a finished tournament's TRF) unless the number changed. */
export const writeRounds: SettingWriter = (w) => {
  const { t, base, g } = w;
  const bs = base?.settings;
  if (bs !== undefined && bs.totalRounds !== undefined && bs.totalRounds === t.totalRounds * g) return w.baseLines('rounds');
  const lastPlanned = t.plannedByes.reduce((m, b) => Math.max(m, b.round), 0);
  const implicit = base !== undefined && !anyOf(w, ['XXR', '142']) && t.totalRounds === Math.max(t.rounds.length, lastPlanned);
  const in2026 = w.uses('142') || (!w.uses('XXR') && style2026(w));
  return t.totalRounds > 0 && !implicit ? [in2026 ? `142 ${t.totalRounds * g}` : `XXR ${t.totalRounds * g}`] : [];
};

/** XXC (with "rank" when the base pairs by rank) or 152; none when the base had none and the rounds imply it (152). */
export const writeColour: SettingWriter = (w) => {
  const { t, base } = w;
  const bs = base?.settings;
  if (bs !== undefined && bs.initialColour !== undefined && bs.initialColour === t.initialColour) return w.baseLines('colour');
  const implicit = base !== undefined && !anyOf(w, ['XXC', '152']) && t.initialColour === inferInitialColour(w.players);
  const in2026 = (w.uses('152') || (!w.uses('XXC') && style2026(w))) && !base?.settings.pairByRank;
  if (t.initialColour === undefined || implicit) return base?.settings.pairByRank ? ['XXC rank'] : [];
  return in2026
    ? [`152 ${t.initialColour === 'white' ? 'W' : 'B'}`]
    : [`XXC ${base?.settings.pairByRank ? 'rank ' : ''}${t.initialColour === 'white' ? 'white1' : 'black1'}`];
};

const sameScoring = (a: Tournament['scoring'], b: Tournament['scoring']): boolean =>
  (Object.keys(a) as (keyof Tournament['scoring'])[]).every((k) => a[k] === b[k]);

/** BB* (plus XXS) or 162 (plus XXS). */
export const writeScoring: SettingWriter = (w) => {
  const bs = w.base?.settings;
  if (bs !== undefined && anyOf(w, scoringCodes) && sameScoring(bs.scoring, w.t.scoring)) return w.baseLines('scoring');
  const in2026 = w.uses('162') || (!anyOf(w, bbpCodes) && style2026(w));
  return in2026 ? scoringRecord162(w.t.scoring) : scoringRecordsBbp(w.t.scoring);
};

/** The base names exactly these settings (by 192 or PWS). */
const sameSystem = (base: TrfDocument, settings: Tournament['settings']): boolean => {
  const named = systemOfTrf(base.settings);
  return named.ok && named.settings !== null && sameSettings(named.settings, settings);
};

/**
 * 192 (and PWS): the base's lines while they name the same settings (same bytes), none when the
 * base had none (an imported file is written back as it was), else regenerated.
 */
export const writeSystem: SettingWriter = (w) => {
  const { base, t } = w;
  if (base && sameSystem(base, t.settings)) return w.baseLines('system');
  return base && !anyOf(w, ['192', 'PWS']) ? [] : systemRecords(t.settings);
};

const sameAcceleration = (a: TrfDocument['settings']['acceleration'], b: Tournament['acceleration']): boolean => {
  if (b === undefined) return a.size === 0;
  const trim = (v: readonly number[]): string => JSON.stringify(v.slice(0, v.length - [...v].reverse().findIndex((x) => x !== 0)));
  return a.size === b.size && [...a].every(([id, v]) => b.has(id) && trim(v) === trim(b.get(id) ?? []));
};

/** XXA for every player with virtual points (a base's XXA/250 lines while they say the same). */
export const writeAcceleration: SettingWriter = (w) => {
  const { t } = w;
  const bs = w.base?.settings;
  if (bs !== undefined && bs.accelerationGiven && sameAcceleration(bs.acceleration, t.acceleration)) return w.baseLines('acceleration');
  return t.acceleration && t.acceleration.size > 0 ? accelerationRecords(t.acceleration) : [];
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

/** XXP for each forbidden pair, except pairs a kept 260 record already forbids. */
export const writeForbidden: SettingWriter = (w) => {
  const { base, t } = w;
  if (base !== undefined && w.uses('XXP') && sameForbidden(base, t)) return w.baseLines('forbidden');
  // Forbidden pairs a kept 260 record already covers are not repeated as XXP.
  const covered = new Set<string>();
  if (base && base.records.some((r) => r.text.startsWith('260'))) {
    for (const grp of base.settings.forbidden) {
      if (grp.firstRound === undefined) continue;
      grp.players.forEach((a, i) => grp.players.slice(i + 1).forEach((b) => covered.add(`${Math.min(a, b)}-${Math.max(a, b)}`)));
    }
  }
  return (t.forbiddenPairs ?? []).filter(([a, b]) => !covered.has(`${Math.min(a, b)}-${Math.max(a, b)}`)).map(([a, b]) => `XXP ${a} ${b}`);
};

/** "player:round" of the planned byes the base's 240/XXZ lines say, when every one of them is still planned. */
export const plannedKeptAsRecords = (t: Tournament, base: TrfDocument | undefined, g: number): ReadonlySet<string> => {
  if (base === undefined || base.settings.plannedByes.length === 0) return new Set();
  const k = t.rounds.length;
  const said = base.settings.plannedByes.map((b) => ({ key: `${b.player}:${b.round === null ? k + 1 : Math.ceil(b.round / g)}`, kind: b.kind }));
  const planned = new Map<string, string>(t.plannedByes.map((b) => [`${b.player}:${b.round}`, b.kind] as const));
  return said.every((x) => planned.get(x.key) === x.kind) ? new Set(said.map((x) => x.key)) : new Set();
};

/** 240/XXZ: the base's lines while every bye they say is still planned; else none (the 001 lines say them). */
export const writePlannedByes: SettingWriter = (w) => (w.keptPlanned.size > 0 ? w.baseLines('byes') : []);

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((x, i) => x === b?.[i]);

/** TRF-2026 202/212: the base's own lines while the list is unchanged (same bytes), else regenerated. */
export const writeTieBreaks: SettingWriter = (w) =>
  w.base && sameList(tieBreakListOf(w.base.settings), w.t.tieBreaks) ? w.baseLines('tieBreaks') : tieBreakRecords(w.t.tieBreaks);

/** PWR lines (TrfResultAsPaired): for each corrected board, both players' earlier codes (one game per round only). */
export const writeResultsAsPaired: SettingWriter = ({ t, g }) => {
  if (g !== 1) return [];
  const lines: string[] = [];
  const pad = (n: number, width: number): string => String(n).padStart(width, ' ');
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

/**
 * PWW lines (TrfWithdrawal): the withdrawals the 001 lines cannot say. A player absent from the
 * last round paired whose every remaining round is written as a zero-point bye ahead reads back
 * as withdrawn from those entries alone (tournamentFromTrf); a withdrawal in a finished event, from
 * the round still to be paired, or whose run of absences starts before it, needs the line.
 */
export const writeWithdrawals: SettingWriter = ({ t, g }) => {
  const pad = (n: number, width: number): string => String(n).padStart(width, ' ');
  const k = t.rounds.length;
  return [...t.players].sort((a, b) => a.id - b.id).flatMap((p) => {
    const w = p.withdrawnFromRound;
    if (w === undefined || w > t.totalRounds) return [];
    const readBack = t.totalRounds > k && w <= k ? absenceRunStart(t.rounds, p.id, k) : undefined;
    return readBack === w ? [] : [`PWW ${pad((w - 1) * g + 1, 3)} ${pad(p.id, 4)}`];
  });
};
