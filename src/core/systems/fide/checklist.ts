import type { Colour, ProposedRound } from '../../model';
import type { SwissPlayer, SwissState } from './history';
import { isAbsolutePreference, pointsOf } from './history';

/** Tenths (or hundredths) as bbpPairings prints them: "4.5", "123.25". */
export const decimal = (value: number, decimals: 1 | 2): string => {
  const unit = decimals === 1 ? 10 : 100;
  const whole = Math.floor(value / unit);
  return `${whole}.${String(value - whole * unit).padStart(decimals, '0')}`;
};

/** C.04.1 colour preference in bbpPairings' checklist notation: W/B absolute, (W)/(B) strong, w/b mild, A none. */
const preferenceText = (p: SwissPlayer): string => {
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
export const floatsText = (state: SwissState, p: SwissPlayer): string => {
  const scoreBefore = (q: SwissPlayer, round: number): number => {
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

const colourLetters = (p: SwissPlayer): string =>
  p.rounds.filter((r) => r.played && r.colour !== null).map((r) => ((r.colour as Colour) === 'white' ? 'W' : 'B')).join('');

/**
 * What a FIDE system shows of the players in its check-list: the players to pair in its pairing
 * order, their score as it pairs them, and its own columns (Burstein: its index; Dutch: floats).
 */
export interface ChecklistView {
  readonly state: SwissState;
  readonly ordered: readonly SwissPlayer[];
  readonly scoreOf: (p: SwissPlayer) => number;
  readonly columns: readonly string[];
  readonly cells: (p: SwissPlayer) => readonly string[];
}

/**
 * The check-list of one round (bbpPairings' `-l` file): one row per player to be paired, in
 * pairing order with a blank line between score groups: start rank, score (with acceleration),
 * colours played, colour preference, the system's own columns, the pairing made ("Cur"), then
 * the opponent of each round. Columns are right-aligned and tab-separated.
 */
export function fideChecklist(view: ChecklistView, pairing: ProposedRound | null): string {
  const { state: base, ordered, scoreOf } = view;
  const header = ['ID', 'Pts', '-'.repeat(base.playedRounds + 1), 'Pref', ...view.columns, 'Cur', '', ...Array.from({ length: base.playedRounds }, (_, r) => `R${r + 1}`)];
  const rowOf = (p: SwissPlayer): string[] => [
    String(p.id),
    decimal(scoreOf(p), 1),
    colourLetters(p),
    preferenceText(p),
    ...view.cells(p),
    currentText(p.id, pairing),
    '',
    ...p.rounds.slice(0, base.playedRounds).map((r) => (r.played ? String(base.players[r.opponent]!.id) : '')),
  ];
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
