/**
 * What a tie-break column's code means, under the standings (a bare "DE" or "WIN" says nothing to a
 * player): the C.07 2026 names (Art. 5 table) and the other systems' own.
 */
const names: Readonly<Record<string, string>> = {
  DE: 'direct encounter (the games between the tied players)',
  WIN: 'rounds with as many points as a win (C.07 7.1)',
  WON: 'games won over the board',
  BPG: 'games played with Black',
  BWG: 'games won with Black',
  PS: 'progressive score (the sum of the running scores)',
  REP: 'rounds the player chose to play',
  STD: 'standard points (1 for a win, ½ for a draw)',
  TPN: 'pairing number (lower first)',
  BH: 'Buchholz (the sum of the opponents’ scores)',
  AOB: 'average of the opponents’ Buchholz',
  FB: 'fore Buchholz (as if every last-round game were drawn)',
  SB: 'Sonneborn-Berger (opponents’ scores weighted by the result against them)',
  KS: 'Koya system (points against players with half the points or more)',
  ARO: 'average rating of the opponents',
  TPR: 'tournament performance rating',
  PTP: 'perfect tournament performance',
  APRO: 'average of the opponents’ performance ratings',
  APPO: 'average of the opponents’ perfect performances',
  RTNG: 'rating',
  BYES: 'byes received (fewer first)',
  SOS: 'strength of schedule (the opponents’ average points per round)',
  ESOS: 'extended strength of schedule (the opponents’ SoS)',
  SEED: 'seed (lower first)',
};

const modifierText = (m: string): string => {
  const n = m.slice(1);
  switch (m[0]) {
    case 'C': return `without the ${n === '1' ? 'lowest value' : `${n} lowest values`}`;
    case 'M': return `without the ${n === '1' ? 'highest and lowest value' : `${n} highest and ${n} lowest values`}`;
    case 'L': return `limited (${n})`;
    case 'P': return 'played games only';
    case 'F': return 'fore (last round as draws)';
    default: return m;
  }
};

export const tieBreakMeaning = (label: string): string => {
  const [code = '', ...mods] = label.split('/');
  const base = names[code.toUpperCase()] ?? code;
  return mods.length === 0 ? base : `${base}, ${mods.map(modifierText).join(', ')}`;
};

/** The legend of the tie-break columns shown, in column order. */
export function TieBreakLegend(props: { readonly codes: readonly string[]; readonly heading: (code: string) => string }) {
  if (props.codes.length === 0) return null;
  return (
    <dl className="tie-break-legend" aria-label="Tie-break columns">
      {props.codes.map((c) => (
        <div key={c}><dt>{props.heading(c)}</dt><dd>{tieBreakMeaning(c)}</dd></div>
      ))}
    </dl>
  );
}
