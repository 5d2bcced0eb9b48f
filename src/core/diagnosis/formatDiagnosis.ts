import type { PlayerId, Tournament } from '../model';
import { assertNever } from '../model';
import type { BlockedBye, BlockedPair, ByeBlock, PairBlock, PairingDiagnosis, UnpairableGroup } from '../model';

/** At most this many pairs are listed per rule; the rest are counted. */
const listed = 8;

/** The rule, in the system's words where it has them, else in plain words. */
export const pairRuleText = (d: Pick<PairingDiagnosis, 'ruleTexts'>, rule: PairBlock['rule']): string => {
  const own = d.ruleTexts?.[rule];
  if (own !== undefined) return own;
  switch (rule) {
    case 'rematch': return 'already met (no rematch)';
    case 'third-meeting': return 'already met twice (single-sided Swiss: no third meeting)';
    case 'forbidden-pair': return 'the TO forbade the pairing (TRF record 260)';
    case 'same-absolute-colour': return 'both must have the same colour (C.04.3 C3: same absolute colour preference)';
    case 'colour-balance': return 'their colours would be unbalanced (TCEC STEP 3: |WGD(p1) + WGD(p2)| ≤ 2)';
    case 'side-bias': return 'a rematch whose sides would worsen a side bias (SASS)';
    case 'side-cost': return 'every side assignment repeats a corp side or costs 100 or more (2025 model)';
    default: return assertNever(rule);
  }
};

export const byeRuleText = (d: Pick<PairingDiagnosis, 'ruleTexts'>, rule: ByeBlock['rule']): string => {
  const own = d.ruleTexts?.[rule];
  if (own !== undefined) return own;
  switch (rule) {
    case 'had-bye': return 'no second bye';
    case 'unplayed-win': return 'C.04.3 C2: no bye after a forfeit win';
    case 'win-without-playing': return 'C.04.3 C2: no bye after a win without playing';
    default: return assertNever(rule);
  }
};

const roundsText = (rounds: readonly number[]): string =>
  rounds.length === 0 ? '' : rounds.length === 1 ? `round ${rounds[0]}` : `rounds ${rounds.join(', ')}`;

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

const pairDetail = (b: PairBlock): string => {
  switch (b.rule) {
    case 'rematch': case 'third-meeting': case 'side-bias': return roundsText(b.rounds);
    case 'forbidden-pair': case 'side-cost': return '';
    case 'same-absolute-colour':
      return `both ${b.colour === 'white' ? 'White' : 'Black'}, colour differences ${signed(b.colourDifferences[0])} and ${signed(b.colourDifferences[1])}`;
    case 'colour-balance': return `WGD ${signed(b.whiteGameDifferences[0])} and ${signed(b.whiteGameDifferences[1])}`;
    default: return assertNever(b);
  }
};

const byeDetail = (b: ByeBlock): string => {
  switch (b.rule) {
    case 'had-bye': return `had it in ${roundsText(b.rounds)}`;
    case 'unplayed-win': return `won by forfeit in ${roundsText(b.rounds)}`;
    case 'win-without-playing': return `won without playing in ${roundsText(b.rounds)}`;
    default: return assertNever(b);
  }
};

/** "A", "A and B", "A, B and C". */
export const andList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const capped = (items: readonly string[]): string =>
  items.length <= listed ? items.join('; ') : `${items.slice(0, listed).join('; ')}; and ${items.length - listed} more`;

const groupText = (g: UnpairableGroup, name: (id: PlayerId) => string): string =>
  g.players.length === 0 ? 'the bye'
    : g.players.length === 1 && !g.withBye ? name(g.players[0]!)
      : `one of ${andList(g.players.map(name))}${g.withBye ? ' (or the bye)' : ''}`;

const headline = (d: PairingDiagnosis, name: (id: PlayerId) => string): string => {
  const u = d.unpairable;
  switch (u.kind) {
    case 'no-opponent':
      return `${name(u.player)} cannot be paired with anybody${u.byeExists ? ' and may not have the bye' : ''}`;
    case 'no-bye':
      return 'the number of players is odd and nobody may have the bye';
    case 'odd-group': {
      const ps = andList(u.group.players.map(name));
      return u.group.withBye
        ? `the bye may only go to ${u.group.players.length === 1 ? ps : `one of ${ps}`}, who can otherwise only meet ${u.group.players.length === 1 ? 'nobody' : 'one another'}, so the other players, an odd number, cannot all be paired`
        : `${ps} can only be paired with one another, and they are an odd number${u.byeExists ? ', none of whom may have the bye' : ''}`;
    }
    case 'too-few-opponents': {
      const seats = [...u.opponents.map(name), ...(u.byeIsOpponent ? ['the bye'] : [])];
      const singles = u.groups.every((g) => g.players.length === 1 && !g.withBye);
      const who = singles ? andList(u.groups.map((g) => name(g.players[0]!))) : andList(u.groups.map((g) => groupText(g, name)));
      return `${who} can only be paired with ${andList(seats).replace(/ and ([^,]*)$/, ' or $1')}: ${u.groups.length} ${singles ? 'players' : 'groups'} for ${seats.length} ${seats.length === 1 ? 'place' : 'places'}` +
        (u.groups.some((g) => g.players.length > 1) ? ' (a group of several players is an odd number who can otherwise only meet one another)' : '');
    }
    default: return assertNever(u);
  }
};

const blockedPairsText = (d: PairingDiagnosis, blocked: readonly BlockedPair[], name: (id: PlayerId) => string): string[] => {
  const byRule = new Map<PairBlock['rule'], string[]>();
  const seen = new Set<string>();
  for (const b of blocked) {
    const key = b.player < b.opponent ? `${b.player}-${b.opponent}` : `${b.opponent}-${b.player}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const detail = pairDetail(b.block);
    const items = byRule.get(b.block.rule) ?? [];
    items.push(`${name(b.player)}–${name(b.opponent)}${detail ? ` (${detail})` : ''}`);
    byRule.set(b.block.rule, items);
  }
  return [...byRule].map(([rule, items]) => `${pairRuleText(d, rule)}: ${capped(items)}`);
};

const blockedByesText = (d: PairingDiagnosis, blocked: readonly BlockedBye[], name: (id: PlayerId) => string): string[] => {
  const byRule = new Map<ByeBlock['rule'], string[]>();
  for (const b of blocked) byRule.set(b.block.rule, [...(byRule.get(b.block.rule) ?? []), `${name(b.player)} (${byeDetail(b.block)})`]);
  return [...byRule].map(([rule, items]) => `may not have the bye (${byeRuleText(d, rule)}): ${capped(items)}`);
};

/**
 * The diagnosis in plain words for the TO, e.g. "Round 4 cannot be paired: Dan (4) cannot be paired
 * with anybody and may not have the bye. Already played each other (C.04.3 C1: no rematch): ..."
 */
export const formatDiagnosis = (
  d: PairingDiagnosis,
  name: (id: PlayerId) => string,
  /** Between sentences: ' ' (one line, the CLI) or '\n' (one rule per line, the app). */
  separator = ' ',
): string => {
  const sentences = [
    `Round ${d.round} cannot be paired: ${headline(d, name)}${d.byeGivenTo === undefined ? '' : ` (${name(d.byeGivenTo)} has the bye, ${d.ruleTexts?.['bye-given'] ?? 'the lowest eligible player'})`}.`,
    ...blockedPairsText(d, d.blockedPairs, name),
    ...blockedByesText(d, d.blockedByes, name),
  ];
  return sentences.map((s, i) => (i === 0 ? s : `${s.charAt(0).toUpperCase()}${s.slice(1)}.`)).join(separator);
};

/** Names as the TO sees them: "Ann Lee (3)", by start rank. */
export const playerNames = (t: Pick<Tournament, 'players'>): ((id: PlayerId) => string) => {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  return (id) => (names.get(id) ? `${names.get(id)} (${id})` : `player ${id}`);
};
