import { chessScoring, tenths } from '../../model';
import type { ScoringRule } from '../../model';
import type { SettingsOf, SystemModule } from '../systemModule';
import { readFields } from '../settingsFields';
import { chessResultText, chessSeats } from '../wording';
import { roundRobinRounds } from './berger';
import { roundRobinSystem } from './pairing';
import { explainRoundRobin } from './explain';
import { maxPlayers, minPlayers, scheduleOf } from './schedule';
import { roundRobinStandings, roundRobinTieBreaks } from './standings';

export { bergerRound, scheduledRound, roundRobinRounds, roundsPerCycle, tableSize } from './berger';
export type { BergerPair, BergerRound, BergerSchedule } from './berger';
export { pairRoundRobin, roundRobinSystem } from './pairing';
export { roundRobinWithdrawals, withoutAnnulled, describeWithdrawal } from './withdrawal';
export type { RoundRobinWithdrawal } from './withdrawal';
export { roundRobinStandings, roundRobinTieBreaks } from './standings';
export { minPlayers, maxPlayers, scheduleOf } from './schedule';

type RoundRobinSettings = SettingsOf<'round-robin'>;

/** Chess points; the bye of an odd field is a round without a game and scores nothing. */
export const roundRobinScoring: ScoringRule = { ...chessScoring, pairingAllocatedBye: tenths(0) };

const single: RoundRobinSettings = { system: 'round-robin', double: false, exchangeLastRounds: false };
const double: RoundRobinSettings = { system: 'round-robin', double: true, exchangeLastRounds: true };

/**
 * TRF-2026 192 codes (FIDE's Tournament-Type Code Table): BERGER_ROUNDROBIN_Gn is the Berger
 * table played n times (BERGER_ROUNDROBIN and FIDE_ROUNDROBIN: once; BERGER_DOUBLEROUNDROBIN:
 * twice); FIDE_DOUBLEROUNDROBIN plays the first cycle with its last two rounds in reverse order.
 */
const readCode = (code: string): RoundRobinSettings | null => {
  switch (code.trim().toUpperCase()) {
    case 'BERGER_ROUNDROBIN': case 'BERGER_ROUNDROBIN_G1': case 'FIDE_ROUNDROBIN': return single;
    case 'BERGER_DOUBLEROUNDROBIN': case 'BERGER_ROUNDROBIN_G2': return { ...double, exchangeLastRounds: false };
    case 'FIDE_DOUBLEROUNDROBIN': return double;
    default: return null;
  }
};

/** Round robin by the Berger tables (FIDE C.05 Annex 1), single or double, 3 to 24 players. */
export const roundRobin: SystemModule<RoundRobinSettings> = {
  id: 'round-robin',
  name: 'Round robin',
  description: 'Every player meets every other (once, or twice with colours reversed), in the rounds and colours of the FIDE Berger tables (C.05 Annex 1); 3 to 24 players.',
  game: 'chess',
  kind: 'chess-round-robin',
  rounds: {
    // Every player meets every other: N - 1 rounds a cycle (the bye's round included when N is odd).
    suggested: (players) => Math.max(2, players + (players % 2) - 1),
    fixed: (s, players) => (players >= 2 ? roundRobinRounds(players, scheduleOf(s)) : null),
  },
  defaults: single,
  presets: [
    { key: 'round-robin', label: 'Round robin (Berger tables)', settings: single },
    { key: 'round-robin-double', label: 'Double round robin (Berger tables)', settings: double },
  ],
  readSettings: (raw) => readFields(raw, (f) => {
    const isDouble = f.bool('double', 'Double round robin');
    // The first cycle's last two rounds: exchanged as C.05 Annex 1 recommends unless the TO says no.
    const exchange = f.has('exchangeLastRounds') ? f.bool('exchangeLastRounds', 'Exchanging the last two rounds of the first cycle') : isDouble;
    return { system: 'round-robin', double: isDouble, exchangeLastRounds: isDouble && exchange };
  }),
  describe: (s) => (s.double ? `Double round robin (Berger tables${s.exchangeLastRounds ? ', last two rounds of the first cycle exchanged' : ''})` : 'Round robin (Berger tables)'),
  scoring: roundRobinScoring,
  gamesPerBoard: () => 1,
  seats: (_s, games) => chessSeats(games),
  resultText: chessResultText,
  trf: { code: (s) => (s.double ? (s.exchangeLastRounds ? 'FIDE_DOUBLEROUNDROBIN' : 'BERGER_DOUBLEROUNDROBIN') : 'BERGER_ROUNDROBIN'), read: readCode },
  // Pairing numbers are drawn by lot (the seeding screen's random draw, reproducible from the
  // tournament's seed), or given by the arbiter on the same screen.
  seeding: () => ({ method: 'random' }),
  standings: { report: roundRobinStandings, tieBreakList: () => roundRobinTieBreaks, tieBreaksEditable: true, mainView: 'crosstable' },
  pairing: roundRobinSystem,
  // The table is a function of the number of players alone: every round can be replayed and compared.
  checker: {},
  explain: (t, s, q) => explainRoundRobin(t, s, q),
  cli: {
    flag: '--round-robin',
    usage: `round robin by the Berger tables (FIDE C.05 Annex 1; ${minPlayers}-${maxPlayers} players, the TRF's start numbers as pairing numbers; --double for a double round robin, --no-exchange to keep the first cycle's last two rounds in table order)`,
    options: { '--double': 0, '--no-exchange': 0 },
    fromFlags: (o) => {
      if (o.has('--no-exchange') && !o.has('--double')) return { ok: false, field: '--no-exchange', message: '--no-exchange is for a double round robin (--double)' };
      return { ok: true, settings: o.has('--double') ? { ...double, exchangeLastRounds: !o.has('--no-exchange') } : single };
    },
  },
  chosen: 'before-round-1',
  // A player who withdrew stays in the standings and the lists, marked, so no one reads the place as still playing.
  dropMark: '(withdrawn)',
};
