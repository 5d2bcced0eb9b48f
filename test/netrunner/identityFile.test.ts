import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { identities } from '../../src/core/netrunner/identities';
import { listedIdentities, readIdentityFile, storedIdentityList } from '../../src/core/netrunner/identityFile';

const fixture = readFileSync(join(__dirname, '../fixtures/netrunner/nrdb-cards-v2.json'), 'utf8');

describe('identities from a NetrunnerDB card-data file', () => {
  it('reads the identities of the API v2 shape, each once, and the formats its card pools say', () => {
    const r = readIdentityFile(fixture, 'cards.json');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.list.identities.map((i) => i.name).sort()).toEqual([
      'Fixture Labs: Tomorrow\'s Standard', 'Quinn "Fixture" Okafor: Invented Runner', 'Retired Runner: Only in Eternal', 'Sample Syndicate: Made Up for Tests',
    ]);
    expect(r.list.identities.find((i) => i.name.startsWith('Sample'))).toEqual({ name: 'Sample Syndicate: Made Up for Tests', side: 'corp', faction: 'neutral-corp' });
    expect(r.list.formats.map((f) => f.name)).toEqual(['Standard (fixture)', 'Eternal (fixture)']);
    // Standard: the runner of the old set is not in it.
    const standard = { ...r.list, format: 'standard_fixture' };
    expect(listedIdentities(standard, identities, 'runner').map((i) => i.name)).toEqual(['Quinn "Fixture" Okafor: Invented Runner']);
    expect(listedIdentities({ ...r.list, format: null }, identities, 'runner')).toHaveLength(2);
    // Kept in the database and read back as it was.
    expect(storedIdentityList(JSON.parse(JSON.stringify(standard)))).toEqual(standard);
  });

  it('reads netrunner-cards-json v2 cards (side_id, faction_id with underscores, card_type_id)', () => {
    const r = readIdentityFile(JSON.stringify([
      { id: 'fixture_corp', title: 'Fixture Corp: V2 Layout', card_type_id: 'corp_identity', side_id: 'corp', faction_id: 'weyland_consortium' },
      { id: 'fixture_ice', title: 'Fixture Wall', card_type_id: 'ice', side_id: 'corp', faction_id: 'weyland_consortium' },
    ]), 'v2.json');
    expect(r).toEqual({ ok: true, list: { source: 'v2.json', identities: [{ name: 'Fixture Corp: V2 Layout', side: 'corp', faction: 'weyland-consortium' }], formats: [], format: null } });
  });

  it('refuses a file that is not card data, saying where and why', () => {
    expect(readIdentityFile('{ not json', 'x.json')).toMatchObject({ ok: false, detail: expect.stringMatching(/^x\.json is not JSON/) });
    expect(readIdentityFile('{"players": []}', 'x.json')).toMatchObject({ ok: false, detail: expect.stringMatching(/not NetrunnerDB card data/) });
    expect(readIdentityFile('{"data": [{"title": "Program", "type_code": "program", "side_code": "runner", "faction_code": "shaper"}]}', 'x.json'))
      .toMatchObject({ ok: false, detail: expect.stringMatching(/no identity cards/) });
    expect(readIdentityFile('{"data": [{"title": "Odd: Corp", "type_code": "identity", "side_code": "corp", "faction_code": "shaper"}]}', 'x.json'))
      .toEqual({ ok: false, detail: 'x.json, card 1 (Odd: Corp): faction shaper is not a corp faction.' });
    expect(readIdentityFile('{"data": [{"title": "A: B", "type_code": "identity", "side_code": "corp", "faction_code": "nbn"}], "card_pools": [{"id": "s"}]}', 'x.json'))
      .toMatchObject({ ok: false, detail: expect.stringMatching(/card pool 1: needs an id, a name and card_set_ids/) });
    expect(storedIdentityList({ source: 'x', identities: [{ name: 'A', side: 'up', faction: 'nbn' }], formats: [] })).toBeNull();
  });

  it('without a loaded file, the pick list is the bundled one', () => {
    expect(listedIdentities(null, identities, 'corp').length).toBe(identities.filter((i) => i.side === 'corp').length);
  });
});
