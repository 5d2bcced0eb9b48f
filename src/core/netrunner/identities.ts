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
 * The Standard identities, for the pick list the registration and late-entry forms offer per side
 * and for the faction the ABR export sends beside each identity.
 *
 * Source: NetrunnerDB card data (github.com/NetrunnerDB/netrunner-cards-json, `v2/cards/*.json`:
 * `title`, `side_id`, `faction_id`), read 2026-11-26 for the Null Signal sets that make up Standard:
 * System Gateway, System Update 2021, Borealis (Midnight Sun, Parhelion), Liberation (The Automata
 * Initiative, Rebellion Without Rehearsal) and Elevation. Sets printed after Elevation are not in
 * the copy of the card data this list was checked against: a TO types such an identity (the forms
 * accept any name) and its faction comes from its megacorp's name or stays null in the export.
 * Names are NetrunnerDB's titles with straight quotes (ABR matches identities by name).
 */
export const identities: readonly IdentityEntry[] = [
  // System Gateway
  { name: 'Haas-Bioroid: Precision Design', side: 'corp', faction: 'haas-bioroid' },
  { name: 'Jinteki: Restoring Humanity', side: 'corp', faction: 'jinteki' },
  { name: 'NBN: Reality Plus', side: 'corp', faction: 'nbn' },
  { name: 'Weyland Consortium: Built to Last', side: 'corp', faction: 'weyland-consortium' },
  { name: 'The Syndicate: Profit over Principle', side: 'corp', faction: 'neutral-corp' },
  { name: 'René "Loup" Arcemont: Party Animal', side: 'runner', faction: 'anarch' },
  { name: 'Zahya Sadeghi: Versatile Smuggler', side: 'runner', faction: 'criminal' },
  { name: 'Tāo Salonga: Telepresence Magician', side: 'runner', faction: 'shaper' },
  { name: 'The Catalyst: Convention Breaker', side: 'runner', faction: 'neutral-runner' },
  // System Update 2021
  { name: 'Haas-Bioroid: Architects of Tomorrow', side: 'corp', faction: 'haas-bioroid' },
  { name: 'Jinteki: Personal Evolution', side: 'corp', faction: 'jinteki' },
  { name: 'Near-Earth Hub: Broadcast Center', side: 'corp', faction: 'nbn' },
  { name: 'Weyland Consortium: Building a Better World', side: 'corp', faction: 'weyland-consortium' },
  { name: 'Quetzal: Free Spirit', side: 'runner', faction: 'anarch' },
  { name: 'Reina Roja: Freedom Fighter', side: 'runner', faction: 'anarch' },
  { name: 'Ken "Express" Tenma: Disappeared Clone', side: 'runner', faction: 'criminal' },
  { name: 'Steve Cambridge: Master Grifter', side: 'runner', faction: 'criminal' },
  { name: 'Ayla "Bios" Rahim: Simulant Specialist', side: 'runner', faction: 'shaper' },
  { name: 'Rielle "Kit" Peddler: Transhuman', side: 'runner', faction: 'shaper' },
  // Midnight Sun
  { name: 'Pravdivost Consulting: Political Solutions', side: 'corp', faction: 'nbn' },
  { name: 'Ob Superheavy Logistics: Extract. Export. Excel.', side: 'corp', faction: 'weyland-consortium' },
  { name: 'Esâ Afontov: Eco-Insurrectionist', side: 'runner', faction: 'anarch' },
  { name: 'Nyusha "Sable" Sintashta: Symphonic Prodigy', side: 'runner', faction: 'criminal' },
  { name: 'Captain Padma Isbister: Intrepid Explorer', side: 'runner', faction: 'shaper' },
  // Parhelion
  { name: 'Thule Subsea: Safety Below', side: 'corp', faction: 'haas-bioroid' },
  { name: 'Issuaq Adaptics: Sustaining Diversity', side: 'corp', faction: 'jinteki' },
  { name: 'Ampère: Cybernetics For Anyone', side: 'corp', faction: 'neutral-corp' },
  { name: 'Nova Initiumia: Catalyst & Impetus', side: 'runner', faction: 'neutral-runner' },
  // The Automata Initiative
  { name: 'A Teia: IP Recovery', side: 'corp', faction: 'jinteki' },
  { name: 'Epiphany Analytica: Nations Undivided', side: 'corp', faction: 'nbn' },
  { name: 'Mercury: Chrome Libertador', side: 'runner', faction: 'criminal' },
  { name: 'Arissana Rocha Nahu: Street Artist', side: 'runner', faction: 'shaper' },
  // Rebellion Without Rehearsal
  { name: 'Thunderbolt Armaments: Peace Through Power', side: 'corp', faction: 'haas-bioroid' },
  { name: 'Nuvem SA: Law of the Land', side: 'corp', faction: 'weyland-consortium' },
  { name: 'Sebastião Souza Pessoa: Activist Organizer', side: 'runner', faction: 'anarch' },
  // Elevation
  { name: 'LEO Construction: Labor Solutions', side: 'corp', faction: 'haas-bioroid' },
  { name: 'Poétrï Luxury Brands: All the Rage', side: 'corp', faction: 'haas-bioroid' },
  { name: 'AU Co.: The Gold Standard in Clones', side: 'corp', faction: 'jinteki' },
  { name: "PT Untaian: Life's Building Blocks", side: 'corp', faction: 'jinteki' },
  { name: 'Nebula Talent Management: Making Stars', side: 'corp', faction: 'nbn' },
  { name: 'Synapse Global: Faster than Thought', side: 'corp', faction: 'nbn' },
  { name: 'BANGUN: When Disaster Strikes', side: 'corp', faction: 'weyland-consortium' },
  { name: 'The Zwicky Group: Invisible Hands', side: 'corp', faction: 'weyland-consortium' },
  { name: 'Ryō "Phoenix" Ōno: Out of the Ashes', side: 'runner', faction: 'anarch' },
  { name: 'Topan: Ormas Leader', side: 'runner', faction: 'anarch' },
  { name: 'Barry "Baz" Wong: Tri-Maf Veteran', side: 'runner', faction: 'criminal' },
  { name: 'MuslihaT: Multifarious Marketeer', side: 'runner', faction: 'criminal' },
  { name: 'Dewi Subrotoputri: Pedagogical Dhalang', side: 'runner', faction: 'shaper' },
  { name: 'Magdalene Keino-Chemutai: Cryptarchitect', side: 'runner', faction: 'shaper' },
];

/** The list's identities of one side, by name: what a side's pick list offers. */
export const identitiesOfSide = (side: 'corp' | 'runner'): readonly IdentityEntry[] =>
  identities.filter((i) => i.side === side).slice().sort((a, b) => a.name.localeCompare(b.name));

/** The four megacorps: an identity named "<corporation>: <title>" belongs to its corporation's faction. */
const corporations: readonly (readonly [prefix: string, faction: Faction])[] = [
  ['Haas-Bioroid:', 'haas-bioroid'],
  ['Jinteki:', 'jinteki'],
  ['NBN:', 'nbn'],
  ['Weyland Consortium:', 'weyland-consortium'],
];

/**
 * Curly quotes as straight ones, accents dropped and spaces collapsed: ABR matches identities by
 * name, and a TO typing "Esa Afontov" means NetrunnerDB's "Esâ Afontov" (its `stripped_title`).
 */
export const identityKey = (name: string): string =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

/** The faction of an identity as the TO wrote it, or null when the list does not know it. */
export const identityFaction = (name: string | undefined): Faction | null => {
  if (!name) return null;
  const key = identityKey(name);
  const known = identities.find((i) => identityKey(i.name) === key);
  if (known) return known.faction;
  return corporations.find(([prefix]) => key.startsWith(prefix.toLowerCase()))?.[1] ?? null;
};

/**
 * The name the ABR export sends: the list's NetrunnerDB title when the typed name is one of its
 * identities (whatever the quotes, accents or case), else the name as typed with straight quotes.
 */
export const identityName = (name: string | undefined): string | null => {
  if (!name) return null;
  const key = identityKey(name);
  return identities.find((i) => identityKey(i.name) === key)?.name ?? name.replace(/[“”]/g, '"');
};
