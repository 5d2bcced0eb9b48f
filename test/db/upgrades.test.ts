import { describe, expect, it } from 'vitest';
import { currentSchemaVersion, schemaVersions } from '../../src/db/upgrades';
import { freshDb } from './helpers';

describe('schema versions', () => {
  it('only grow: versions are 1, 2, 3, … and every version after the first has a named upgrade', () => {
    expect(schemaVersions.map((v) => v.version)).toEqual(schemaVersions.map((_, i) => i + 1));
    for (const v of schemaVersions.slice(1)) {
      expect(v.upgrade, `version ${v.version}`).toBeTypeOf('function');
      expect(v.upgrade?.name, `version ${v.version}`).toMatch(/^upgradeToV\d+$/);
    }
  });

  it('opens a fresh database at the current version with every table', async () => {
    const db = freshDb();
    await db.open();
    expect(db.verno).toBe(currentSchemaVersion);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['audit', 'byes', 'pairings', 'players', 'rounds', 'systemState', 'tournaments']);
  });
});
