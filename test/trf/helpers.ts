import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TrfDocument } from '../../src/core/trf';

export const fixtureDir = join(__dirname, '..', 'fixtures', 'trf');
export const fixtureNames = readdirSync(fixtureDir).filter((n) => n.endsWith('.trf')).sort();
export const fixture = (name: string): string => readFileSync(join(fixtureDir, name), 'utf8');

/** The document without the lines as read, so writeTrf must format every 001 line itself. */
export const canonical = (doc: TrfDocument): TrfDocument => ({
  ...doc,
  players: doc.players.map(({ source: _source, ...p }) => p),
});

export const playerLines = (text: string): string[] => text.split(/\r\n|\r|\n/).filter((l) => l.startsWith('001'));
