/**
 * The kinds of event the new-event form starts from, in the order it offers them. Each system
 * module names its kind (`SystemModule.kind`); a kind with no module yet is not offered.
 */
export const eventKinds = ['chess-swiss', 'chess-round-robin', 'netrunner', 'engine'] as const;
export type EventKind = (typeof eventKinds)[number];

/** What the form says about each kind: a label and one line. */
export const eventKindText: { readonly [K in EventKind]: { readonly label: string; readonly description: string } } = {
  'chess-swiss': { label: 'Chess Swiss', description: 'A rated or club open: FIDE Swiss systems, colours, byes, tie-breaks.' },
  'chess-round-robin': { label: 'Chess round robin', description: 'Everyone plays everyone, by the FIDE (Berger) tables.' },
  netrunner: { label: 'Netrunner', description: 'A Netrunner Swiss: Corp and Runner sides, identities, the top cut and the ABR export.' },
  engine: { label: 'Engine event', description: 'Engines: TCEC Swiss, matches on openings, or a rolling ladder.' },
};

/**
 * Rounds a Swiss needs to find a sole winner among `players` (⌈log2 n⌉, at least 1): the rounds the
 * new-event form suggests for a Swiss system that does not say otherwise. For Netrunner it is also
 * the table of the Netrunner Tournament Protocol v98.4 §1.2 (B. Massey, 1998): 2 players 1 round,
 * 3–4: 2, 5–8: 3, 9–16: 4, 17–32: 5, 33–64: 6, 65–128: 7, 129–256: 8. No table of rounds or cut
 * size by players from Null Signal Games' current Organized Play Policies could be found to cite
 * (searched November 2026), so the app suggests no cut size.
 */
export const swissRounds = (players: number): number => Math.max(1, Math.ceil(Math.log2(Math.max(2, Math.floor(players)))));

/** Where a double-sided Netrunner Swiss's suggested rounds come from, as the new-event form says it. */
export const netrunnerRoundsBasis = '⌈log₂ n⌉, the table of rounds of the 1998 Netrunner Tournament Protocol, §1.2';

/**
 * What the new-event form says of a single-sided Swiss's suggested rounds. The 1998 table was
 * written for rounds of two games (one per side); the single-sided Swiss document (Ysengrin, "Single
 * Sided Swiss: How it Works") gives no number of rounds, only that playing the same number
 * of games takes longer. So the form says plainly that the number is the two-game table's.
 */
export const singleSidedRoundsBasis = '⌈log₂ n⌉ from the 1998 Netrunner Tournament Protocol’s table, which was written for two-game (double-sided) rounds; no source gives a number of single-sided rounds, so choose your own';
