import type { Colour, ProposedRound, Tournament } from '../model';
import type { DutchPlayer, DutchState } from '../systems/dutch/history';
import { buildDutchState, isAbsolutePreference, pointsOf } from '../systems/dutch/history';
import { buildBursteinState, pairBursteinState } from '../systems/burstein';

/** Tenths (or hundredths) as bbpPairings prints them: "4.5", "123.25". */
const decimal = (value: number, decimals: 1 | 2): string => {
  const unit = decimals === 1 ? 10 : 100;
  const whole = Math.floor(value / unit);
  return `${whole}.${String(value - whole * unit).padStart(decimals, '0')}`;
};

/** C.04.1 colour preference in bbpPairings' checklist notation: W/B absolute, (W)/(B) strong, w/b mild, A none. */
const preferenceText = (p: DutchPlayer): string => {
  const c = p.colourPreference;
  if (c === null) return 'A ';
  const letter = c === 'white' ? 'W' : 'B';
  if (isAbsolutePreference(p)) return `${letter} `;
  if (p.strongPreference) return `(${letter})`;
  return `${letter.toLowerCase()} `;
};

/**
 * Floats of the last two rounds (C.04.3 A.4): D when the player met a lower score (or had the
 * pairing-allocated bye), U when he met a higher score, - otherwise; the earlier round first.
 */
const floatsText = (state: DutchState, p: DutchPlayer): string => {
  const scoreBefore = (q: DutchPlayer, round: number): number => {
    let s = 0;
    for (let r = 0; r < round; r++) s += pointsOf(state, q, q.rounds[r]!);
    return s;
  };
  let out = '';
  for (let r = Math.max(0, state.playedRounds - 2); r < state.playedRounds; r++) {
    const rec = p.rounds[r]!;
    if (!rec.participated) out += '-';
    else if (rec.opponent === p.index) out += 'D';
    else {
      const mine = scoreBefore(p, r);
      const theirs = scoreBefore(state.players[rec.opponent]!, r);
      out += mine > theirs ? 'D' : mine < theirs ? 'U' : '-';
    }
  }
  return out;
};

/** The opponent and colour in the round being paired, bbpPairings' "Cur" column. */
const currentText = (id: number, round: ProposedRound | null): string => {
  if (round === null) return '';
  if (round.byes.some((b) => b.kind === 'U' && b.player === id)) return '(bye)';
  for (const p of round.pairs) {
    if (p.white === id) return `(${p.black}W)`;
    if (p.black === id) return `(${p.white}B)`;
  }
  return '';
};

const colourLetters = (p: DutchPlayer): string =>
  p.rounds.filter((r) => r.played && r.colour !== null).map((r) => ((r.colour as Colour) === 'white' ? 'W' : 'B')).join('');

/**
 * The check-list of one round (bbpPairings' `-l` file): one row per player to be paired, in
 * pairing order with a blank line between score groups: start rank, score (with acceleration),
 * colours played, colour preference, the system's own columns (Burstein: Sonneborn-Berger,
 * Buchholz score and tiebreak, median score and tiebreak; other systems: floats), the pairing
 * made ("Cur"), then the opponent of each round. Columns are right-aligned and tab-separated.
 */
export function checklist(t: Tournament, pairing: ProposedRound | null): string {
  const burstein = t.settings.system === 'burstein';
  const state = burstein ? null : buildDutchState(t);
  const bState = burstein ? buildBursteinState(t) : null;
  const base = bState?.base ?? state!;
  const scoreOf = (p: DutchPlayer): number => (bState ? bState.metrics[p.index]!.score : p.score + (p.accelerations[base.playedRounds] ?? 0));
  let ordered: DutchPlayer[];
  if (bState) {
    ordered = pairBursteinState(bState).ordered.map((i) => base.players[i]!);
  } else {
    ordered = base.players.filter((p) => p.toBePaired).sort((a, b) => scoreOf(b) - scoreOf(a) || a.rankIndex - b.rankIndex);
  }
  const special = burstein
    ? ['Sonneborn-Berger', 'Buchholz score', 'Buchholz tiebreak', 'Median score', 'Median tiebreak', 'Cur']
    : ['Flt', 'Cur'];
  const header = ['ID', 'Pts', '-'.repeat(base.playedRounds + 1), 'Pref', ...special, '', ...Array.from({ length: base.playedRounds }, (_, r) => `R${r + 1}`)];
  const rowOf = (p: DutchPlayer): string[] => {
    const extra = bState
      ? (() => {
          const m = bState.metrics[p.index]!;
          return [decimal(m.sonnebornBerger, 2), decimal(m.buchholz * m.score, 2), decimal(m.buchholz, 1), decimal(m.median * m.score, 2), decimal(m.median, 1)];
        })()
      : [floatsText(base, p)];
    return [
      String(p.id),
      decimal(scoreOf(p), 1),
      colourLetters(p),
      preferenceText(p),
      ...extra,
      currentText(p.id, pairing),
      '',
      ...p.rounds.slice(0, base.playedRounds).map((r) => (r.played ? String(base.players[r.opponent]!.id) : '')),
    ];
  };
  const rows = ordered.map(rowOf);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => `${c.padStart(widths[i]!, ' ')}\t`).join('');
  let out = `\n${line(header)}`;
  let previous: number | null = null;
  ordered.forEach((p, k) => {
    out += '\n';
    if (previous === null || previous !== scoreOf(p)) out += '\n';
    out += line(rows[k]!);
    previous = scoreOf(p);
  });
  return `${out}\n\n\n`;
}
