import { describe, expect, it } from 'vitest';
import { corpFactions, identities, identitiesOfSide, identityFaction, identityKey, identityName, runnerFactions } from '../../src/core/netrunner/identities';

describe('the shipped identity list', () => {
  it('gives every identity a faction of its own side, and no name twice', () => {
    for (const i of identities) {
      const sideFactions: readonly string[] = i.side === 'corp' ? corpFactions : runnerFactions;
      expect(sideFactions, i.name).toContain(i.faction);
    }
    expect(new Set(identities.map((i) => identityKey(i.name))).size).toBe(identities.length);
  });

  it('offers each side only its own identities, by name', () => {
    const corp = identitiesOfSide('corp');
    expect(corp.every((i) => i.side === 'corp')).toBe(true);
    expect(corp.map((i) => i.name)).toContain('Thule Subsea: Safety Below');
    expect(identitiesOfSide('runner').map((i) => i.name)).toContain('Topan: Ormas Leader');
    expect(corp.length + identitiesOfSide('runner').length).toBe(identities.length);
  });

  it('knows the faction of an identity typed without accents, with curly quotes or in lower case', () => {
    expect(identityFaction('Esa Afontov: Eco-Insurrectionist')).toBe('anarch');
    expect(identityFaction('ryō “phoenix” ōno: out of the ashes')).toBe('anarch');
    expect(identityFaction('A Teia: IP Recovery')).toBe('jinteki');
    expect(identityFaction('Thunderbolt Armaments: Peace Through Power')).toBe('haas-bioroid');
    // not on the list: a megacorp's name still gives the faction; anything else stays unknown
    expect(identityFaction('Jinteki: Some Future Division')).toBe('jinteki');
    expect(identityFaction('Someone New: Unknown Runner')).toBeNull();
  });

  it('exports the list title for a listed identity, and a missing one as typed', () => {
    expect(identityName('esa afontov: eco-insurrectionist')).toBe('Esâ Afontov: Eco-Insurrectionist');
    expect(identityName('Someone “New”: Runner')).toBe('Someone "New": Runner');
    expect(identityName(undefined)).toBeNull();
  });
});
