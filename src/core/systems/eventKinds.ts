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
 * new-event form suggests for a Swiss system that does not say otherwise.
 */
export const swissRounds = (players: number): number => Math.max(1, Math.ceil(Math.log2(Math.max(2, Math.floor(players)))));
