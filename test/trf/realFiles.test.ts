import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../src/core/model';
import { checkTournament } from '../../src/core/checker';
import { systemFor } from '../../src/core/systems';
import { convertTrf, readTrf, systemOfTrf, tournamentFromTrf, tournamentTrfText, writeTrf } from '../../src/core/trf';

/**
 * Real TRF files other programs wrote (test/fixtures/real/README.md: producer, source, licence).
 * Each is read (or refused naming the record), checked round by round, and written back: as read
 * (`pairwise convert`), and through the model with the file as base (the app's import → export).
 */
const dir = join(__dirname, '../fixtures/real');
const text = (name: string): string => readFileSync(join(dir, name), 'utf8');

interface RealFile {
  readonly name: string;
  /** The settings to check with when the file's 192 names none. */
  readonly settings: SystemSettings;
  /** Rounds the checker re-pairs differently (the file was paired under other rules), as recorded in the README. */
  readonly differing: readonly number[];
  readonly rounds: number;
}

const files: readonly RealFile[] = [
  { name: 'bbpPairings_issue_7.trf', settings: { system: 'dutch', rules: '2026' }, rounds: 14, differing: [] },
  // A hand-made round 1 (1-2, 3-4): the Dutch system pairs 1-3, 4-2 (C.04.3 S1 against S2).
  { name: 'sharly_indiv_299_bonus.trf', settings: { system: 'dutch', rules: '2026' }, rounds: 1, differing: [1] },
  { name: 'fsp_kd4_javafo_half_point_byes.trf', settings: { system: 'dutch', rules: '2026' }, rounds: 2, differing: [] },
  // Paired in 2010 by the organiser's program under the rules of that year; round 5 (its next round) is JaVaFo's and Pairwise's alike.
  { name: 'javafo_aum_gros_r5.trf', settings: { system: 'dutch', rules: '2017' }, rounds: 4, differing: [2, 4] },
  // Paired in 2012 under the Dutch rules of that year (JaVaFo 1.x): rounds 6 and 9 are paired differently by the 2017 rules.
  { name: 'javafo_aum_capo_d_orso_2012.trf', settings: { system: 'dutch', rules: '2017' }, rounds: 9, differing: [6, 9] },
];

describe('real TRF files from other programs', () => {
  for (const f of files) {
    describe(f.name, () => {
      const source = text(f.name);
      const read = readTrf(source);
      if (!read.ok) throw new Error(`${f.name}: ${read.error.line}:${read.error.column} ${read.error.message}`);
      const named = systemOfTrf(read.doc.settings);
      const settings = named.ok && named.settings !== null ? named.settings : f.settings;
      const built = tournamentFromTrf(read.doc, { settings });
      if (!built.ok) throw new Error(built.error.message);

      it('is read, every warning located', () => {
        for (const w of read.warnings) {
          expect(w.line).toBeGreaterThanOrEqual(1);
          expect(w.column).toBeGreaterThanOrEqual(1);
        }
        expect(built.tournament.rounds).toHaveLength(f.rounds);
      });

      it('is checked round by round (-c)', () => {
        const report = checkTournament(built.tournament, systemFor(settings));
        expect(report.rounds).toBe(f.rounds);
        expect(report.discrepancies.map((d) => d.round)).toEqual(f.differing);
      });

      it('is written back byte for byte as read (pairwise convert) and through import → export (the model, the file as base)', () => {
        expect(writeTrf(read.doc)).toBe(source);
        expect(tournamentTrfText(built.tournament, source)).toBe(source);
      });

      it('keeps its settings when converted to TRF-2026 records and back', () => {
        for (const format of ['trf26', 'trf16'] as const) {
          const again = readTrf(writeTrf(convertTrf(read.doc, format)));
          if (!again.ok) throw new Error(again.error.message);
          expect(again.doc.settings.totalRounds).toBe(read.doc.settings.totalRounds);
          expect(again.doc.settings.initialColour).toBe(read.doc.settings.initialColour);
          expect(again.doc.settings.scoring).toEqual(read.doc.settings.scoring);
          expect(again.doc.players.map((p) => p.source)).toEqual(read.doc.players.map((p) => p.source));
        }
      });
    });
  }

  it('reads title letters and birth dates other programs write, warning at the column and keeping them as written', () => {
    // Capo d'Orso (2012): birth dates written DDMMYY (120242) for players without a federation.
    const read = readTrf(text('javafo_aum_capo_d_orso_2012.trf'));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.warnings.map((w) => `${w.line}:${w.column}`)).toContain('56:70');
    expect(read.warnings[0]?.message).toBe('player 42: Birth date must look like 1973/03/09 (or 1973, 1973-03-09, 1973.03.09), not "120242"; kept as written');
    expect(read.doc.players.find((p) => p.startRank === 42)?.birthDate).toBe('120242');
    // Gros (2010): JaVaFo's sample writes IM as "m" (and GM "g", FM "f"): read without a warning.
    const gros = readTrf(text('javafo_aum_gros_r5.trf'));
    expect(gros.ok && gros.warnings).toEqual([]);
  });

  it('refuses a team tournament naming the record and its line (bbpPairings: "team tournaments are not supported")', () => {
    const read = readTrf(text('sharly_team_bye.trf'));
    expect(read).toEqual({ ok: false, error: { line: 13, column: 1, message: expect.stringContaining('team tournaments are not supported (record 310)') } });
  });
});
