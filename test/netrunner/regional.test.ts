import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../src/core/model';
import { playerId } from '../../src/core/model';
import { abrExport } from '../../src/core/netrunner/abrExport';
import { checkCutSeeds, cutSeeds } from '../../src/core/netrunner/cutSeeds';
import { formatSos, netrunnerStandings } from '../../src/core/netrunner/netrunnerStandings';
import { identityFaction } from '../../src/core/netrunner/identities';
import { fixedDecimal, rational, sosText, standingsCsv } from '../../src/core/standings';
import { standings, standingsName, systems } from '../../src/core/systems';
import { nrtmSchema, validate } from './nrtmSchema';
import { round, sassTournament } from '../sass/builder';

// 6 players, 2 rounds. R1: 1 beats 2, 3 beats 4, 5 beats 6. R2: 1 beats 3, 5 beats 2, 4 beats 6.
const base = sassTournament(6, [
  round(1, [[1, 2, 'corp'], [3, 4, 'corp'], [5, 6, 'corp']]),
  round(2, [[3, 1, 'runner'], [2, 5, 'runner'], [4, 6, 'corp']]),
]);
const withDrop = (t: Tournament, id: number, from: number): Tournament =>
  ({ ...t, players: t.players.map((p) => (p.id === id ? { ...p, withdrawnFromRound: from } : p)) });

describe('the top cut takes the players still in the event', () => {
  it('leaves out a dropped player however high they stand, and the next player still in takes the place', () => {
    const standingsOrder = netrunnerStandings(base).map((s) => s.player);
    expect(standingsOrder.slice(0, 2)).toEqual([1, 5]);
    const t = withDrop(base, 5, 3);
    expect(cutSeeds(t, 4)).toEqual([1, ...standingsOrder.slice(2, 5)]);
    expect(cutSeeds(t, 4)).not.toContain(5);
  });

  it('accepts the standings’ seeds without a reason; another list only with the TO’s reason; never a dropped player', () => {
    const t = withDrop(base, 5, 3);
    const auto = cutSeeds(t, 4);
    expect(checkCutSeeds(t, auto, '')).toEqual({ ok: true, overridden: false });
    const swapped = [auto[1], auto[0], auto[2], auto[3]].map((p) => playerId(p as number));
    const refused = checkCutSeeds(t, swapped, '  ');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.detail).toMatch(/give the reason/);
    expect(checkCutSeeds(t, swapped, 'Seed 1 must leave after one game; judge ruling')).toEqual({ ok: true, overridden: true });
    const dropped = checkCutSeeds(t, [playerId(5), ...auto.slice(1)], 'they asked');
    expect(!dropped.ok && dropped.detail).toBe('P5 dropped from round 3 and cannot advance to the cut; reinstate them first.');
  });
});

describe('"(dropped)" in every standings view and export', () => {
  it('marks a dropped Netrunner player in the standings name and the standings CSV; a chess withdrawal is marked in chess words', () => {
    const t = withDrop(base, 5, 3);
    expect(standingsName(t, playerId(5))).toBe('P5 (dropped)');
    expect(standingsName(t, playerId(1))).toBe('P1');
    const report = standings(t);
    if (!report.ok) throw new Error(report.detail);
    const csv = standingsCsv(t, report.rows, new Map(t.players.map((p) => [p.id, standingsName(t, p.id)])));
    expect(csv).toContain('P5 (dropped)');
    const chess = { ...t, settings: systems.dutch.defaults };
    expect(standingsName(chess, playerId(5))).toBe('P5 (withdrawn)');
    expect(standingsName(chess, playerId(1))).toBe('P1');
  });
});

describe('one SoS formatter', () => {
  it('rounds the exact value half up to four decimals, as Cobra shows SoS, where a binary float would not', () => {
    expect(sosText(rational(127, 80))).toBe('1.5875');
    expect(sosText(rational(2))).toBe('2.0000');
    // 167/160 is 1.04375 exactly: half up gives 1.0438; the float below it prints 1.0437 (the
    // "1.588 here, 1.587 there" of two formatters); 127/80 = 1.5875 printed with 3 decimals the same way
    expect(sosText(rational(167, 160))).toBe('1.0438');
    expect((167 / 160).toFixed(4)).toBe('1.0437');
    expect(fixedDecimal(rational(127, 80), 3)).toBe('1.588');
    expect((127 / 80).toFixed(3)).toBe('1.587');
    expect(fixedDecimal(rational(-1, 3), 3)).toBe('-0.333');
  });

  it('shows the same digits on the standings screen, the Netrunner panel and in the ABR export', () => {
    const report = standings(base);
    if (!report.ok) throw new Error(report.detail);
    const screen = new Map(report.rows.map((r) => [r.player, r.tieBreaks.map((v) => v.text)]));
    const panel = new Map(netrunnerStandings(base).map((s) => [s.player, [formatSos(s.sos), formatSos(s.extendedSos)]]));
    const abr = abrExport(base, { date: '2026-11-28' });
    for (const p of abr.players) {
      expect(screen.get(playerId(p.id))).toEqual(panel.get(playerId(p.id)));
      expect([p.strengthOfSchedule, p.extendedStrengthOfSchedule]).toEqual(panel.get(playerId(p.id))?.map(Number));
    }
  });
});

describe('the AlwaysBeRunning export', () => {
  const identified: Tournament = {
    ...base,
    players: base.players.map((p, i) => ({
      ...p,
      corpIdentity: ['Haas-Bioroid: Precision Design', 'Jinteki: Restoring Humanity', 'NBN: Reality Plus', 'Weyland Consortium: Built to Last', 'Jinteki: Personal Evolution', 'AgInfusion: New Miracles for a New World'][i],
      runnerIdentity: ['Zahya Sadeghi: Versatile Smuggler', 'Tāo Salonga: Telepresence Magician', 'René “Loup” Arcemont: Party Animal', 'The Catalyst: Convention Breaker', 'Zahya Sadeghi: Versatile Smuggler', 'Nobody: Unknown'][i],
      ...(i === 0 ? { pronouns: 'she/her' } : {}),
    })),
  };

  it('sends every player’s identities, factions and pronouns, the organiser and the date the TO set', () => {
    const abr = abrExport(identified, { date: '2026-11-28', organiser: 'store_to' });
    expect(abr.date).toBe('2026-11-28');
    expect(abr.tournamentOrganiser).toEqual({ nrdbUsername: 'store_to' });
    const p1 = abr.players.find((p) => p.id === 1);
    expect(p1).toMatchObject({
      corpIdentity: 'Haas-Bioroid: Precision Design', corpFaction: 'haas-bioroid',
      runnerIdentity: 'Zahya Sadeghi: Versatile Smuggler', runnerFaction: 'criminal', pronouns: 'she/her',
    });
    expect(abr.players.find((p) => p.id === 3)).toMatchObject({ runnerIdentity: 'René "Loup" Arcemont: Party Animal', runnerFaction: 'anarch' });
    // a corp identity named after its megacorp gets that faction; an identity the list does not know keeps its name, faction null
    expect(abr.players.find((p) => p.id === 5)?.corpFaction).toBe('jinteki');
    expect(abr.players.find((p) => p.id === 6)).toMatchObject({ corpIdentity: 'AgInfusion: New Miracles for a New World', corpFaction: null, runnerFaction: null });
    expect(abr.players.every((p) => p.corpIdentity !== null && p.runnerIdentity !== null)).toBe(true);
  });

  it('validates against the NRTM schema (Swiss rounds, byes, and a cut)', () => {
    const withBye = { ...identified, rounds: [...identified.rounds, round(3, [[1, 5, 'tie'], [2, 3, 'corp']], [4, 6])] };
    const seeds = cutSeeds(withBye, 4);
    const abr = abrExport(withBye, {
      date: '2026-11-28', organiser: 'store_to',
      cut: { size: 4, seeds, winners: new Map([[1, seeds[0]!]]), corpOf: new Map([[1, seeds[3]!]]) },
    });
    expect(validate(nrtmSchema, JSON.parse(JSON.stringify(abr)))).toEqual([]);
    // the check has teeth: a misspelt key, a missing identity key and a text SoS all fail it
    const broken = JSON.parse(JSON.stringify(abr)) as { players: Record<string, unknown>[] };
    const first = broken.players[0]!;
    first.strengthOfSchedule = '1.5';
    delete first.corpIdentity;
    first.runnerIdentiy = 'typo';
    expect(validate(nrtmSchema, broken)).toEqual([
      '$.players[0].corpIdentity: missing',
      '$.players[0].runnerIdentiy: not in the schema',
      '$.players[0].strengthOfSchedule: not a number ("1.5")',
    ]);
  });

  it('knows the factions of the starter identities as written with curly or straight quotes', () => {
    expect(identityFaction('René "Loup" Arcemont: Party Animal')).toBe('anarch');
    expect(identityFaction('rené “loup” arcemont: party animal')).toBe('anarch');
    expect(identityFaction(undefined)).toBeNull();
  });
});

describe('a double-sided Swiss bye is two game wins', () => {
  it('scores 6 points (NSG rules, Cobra), in the standings and the ABR export', () => {
    const t: Tournament = {
      ...base, settings: { system: 'double-sided' }, scoring: systems['double-sided'].scoring,
      players: base.players.slice(0, 3),
      rounds: [{ number: 1, pairings: [{ board: 1, white: playerId(1), black: playerId(2), games: ['white-wins', 'white-wins'] }], byes: [{ player: playerId(3), kind: 'U' }] }],
    };
    const rows = new Map(netrunnerStandings(t).map((s) => [s.player, s.points]));
    expect(rows.get(playerId(3))).toBe(60);
    expect(rows.get(playerId(1))).toBe(30);
    const bye = abrExport(t, { date: '2026-11-28' }).rounds[0]?.[1];
    expect(bye?.player1).toMatchObject({ id: 3, combinedScore: 6 });
    expect(systems.sass.scoring.pairingAllocatedBye).toBe(30);
  });
});
