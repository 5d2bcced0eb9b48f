/**
 * Netrunner identities and their factions, shipped with the app (no network): what the ABR export
 * needs to send a faction beside each identity, as Cobra's NRTM export does. Faction codes are
 * NetrunnerDB's (`haas-bioroid`, `jinteki`, `nbn`, `weyland-consortium`, `anarch`, `criminal`,
 * `shaper`, the mini-factions `adam`, `apex`, `sunny-lebeau`, and `neutral-corp` /
 * `neutral-runner`).
 */
export const corpFactions = ['haas-bioroid', 'jinteki', 'nbn', 'weyland-consortium', 'neutral-corp'] as const;
export const runnerFactions = ['anarch', 'criminal', 'shaper', 'adam', 'apex', 'sunny-lebeau', 'neutral-runner'] as const;
export type Faction = (typeof corpFactions)[number] | (typeof runnerFactions)[number];

export interface IdentityEntry {
  readonly name: string;
  readonly side: 'corp' | 'runner';
  readonly faction: Faction;
}

/**
 * The identities of the System Gateway starter decks (NetrunnerDB pack `sg`): the list the pick
 * list offers first. A TO can type any identity missing here; its faction then comes from its
 * corporation's name when it starts with one ("Jinteki: …"), or stays unknown (null in the export).
 */
export const identities: readonly IdentityEntry[] = [
  { name: 'Haas-Bioroid: Precision Design', side: 'corp', faction: 'haas-bioroid' },
  { name: 'Jinteki: Restoring Humanity', side: 'corp', faction: 'jinteki' },
  { name: 'NBN: Reality Plus', side: 'corp', faction: 'nbn' },
  { name: 'Weyland Consortium: Built to Last', side: 'corp', faction: 'weyland-consortium' },
  { name: 'The Syndicate: Profit over Principle', side: 'corp', faction: 'neutral-corp' },
  { name: 'René "Loup" Arcemont: Party Animal', side: 'runner', faction: 'anarch' },
  { name: 'Zahya Sadeghi: Versatile Smuggler', side: 'runner', faction: 'criminal' },
  { name: 'Tāo Salonga: Telepresence Magician', side: 'runner', faction: 'shaper' },
  { name: 'The Catalyst: Convention Breaker', side: 'runner', faction: 'neutral-runner' },
];

/** The four megacorps: an identity named "<corporation>: <title>" belongs to its corporation's faction. */
const corporations: readonly (readonly [prefix: string, faction: Faction])[] = [
  ['Haas-Bioroid:', 'haas-bioroid'],
  ['Jinteki:', 'jinteki'],
  ['NBN:', 'nbn'],
  ['Weyland Consortium:', 'weyland-consortium'],
];

/** Curly quotes as straight ones and spaces collapsed: ABR matches identities by name. */
export const identityKey = (name: string): string => name.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

/** The faction of an identity as the TO wrote it, or null when the list does not know it. */
export const identityFaction = (name: string | undefined): Faction | null => {
  if (!name) return null;
  const key = identityKey(name);
  const known = identities.find((i) => identityKey(i.name) === key);
  if (known) return known.faction;
  return corporations.find(([prefix]) => key.startsWith(prefix.toLowerCase()))?.[1] ?? null;
};
