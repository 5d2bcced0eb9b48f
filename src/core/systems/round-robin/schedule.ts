import type { SettingsOf } from '../systemModule';
import type { BergerSchedule } from './berger';

export type RoundRobinSettings = SettingsOf<'round-robin'>;

/** The smallest and largest field Pairwise pairs by the Berger tables (the Berger tables the app carries, 3 to 24 players; the Annex has no upper limit). */
export const minPlayers = 3;
export const maxPlayers = 24;

/** The schedule the settings name: one or two cycles, the first cycle's last two rounds exchanged or not. */
export const scheduleOf = (s: RoundRobinSettings): BergerSchedule => ({ cycles: s.double ? 2 : 1, exchangeLastRounds: s.double && s.exchangeLastRounds });
