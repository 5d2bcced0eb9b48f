import { describe, expect, it } from 'vitest';
import type { Player } from '../../src/core/model';
import { standingsWith } from '../../src/core/standings';
import { describeGroup, everyone, groupRows } from '../../src/core/standings';
import { build } from './build';

// R1: 1-2 =, 3-4 =, R2: 1-3 1-0, 2-4 1-0 → P1 1½, P2 1½, P3 ½, P4 ½ (shared places 1 and 3 with no tie-breaks).
const base = build(4, [['1-2 =', '3-4 ='], ['1-3 1-0', '2-4 1-0']], { ratings: [2200, 1800, 1650, 0] });
const extra: Record<number, Partial<Player>> = { 2: { sex: 'w', birthDate: '2011/05/01' }, 3: { sex: 'w', birthDate: '2008' }, 4: { birthDate: '2012/01/01' } };
const t = { ...base, players: base.players.map((p) => ({ ...p, ...extra[p.id] })) };
const players = new Map(t.players.map((p) => [p.id, p]));
const rows = standingsWith(t, []);
const view = (g: Parameters<typeof groupRows>[2]) => groupRows(rows, players, g).map((r) => `${r.player}:${r.rank}/${r.groupPlace}`).join(' ');

describe('prize groups', () => {
  it('everyone: the group place is the rank', () => {
    expect(view(everyone)).toBe('1:1/1 2:1/1 3:3/3 4:3/3');
  });
  it('women: places inside the group, shared when the overall rank is shared', () => {
    expect(view({ women: true })).toBe('2:1/1 3:3/2');
  });
  it('a rating section is inclusive; unrated players count as rating 0', () => {
    expect(view({ women: false, ratingFrom: 1650, ratingTo: 1800 })).toBe('2:1/1 3:3/2');
    expect(view({ women: false, ratingTo: 1700 })).toBe('3:3/1 4:3/1');
  });
  it('juniors by birth year (players without a birth date are left out); conditions combine', () => {
    expect(view({ women: false, bornFrom: 2010 })).toBe('2:1/1 4:3/2');
    expect(view({ women: true, bornFrom: 2010 })).toBe('2:1/1');
    expect(describeGroup({ women: true, ratingFrom: 1600, bornFrom: 2010 })).toBe('women, rating 1600+, born 2010 or later');
  });
});
