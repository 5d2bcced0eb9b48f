import type { Transaction } from 'dexie';
import { schemaV1 } from './schemaV1';
import { schemaV2 } from './schemaV2';
import { upgradeToV2 } from './upgradeToV2';
import { schemaV3 } from './schemaV3';
import { upgradeToV3 } from './upgradeToV3';
import { schemaV4 } from './schemaV4';
import { upgradeToV4 } from './upgradeToV4';

/**
 * Every schema version Pairwise has shipped, oldest first. The list only grows: to change the
 * schema, append `{ version: n + 1, stores: schemaVn1, upgrade: upgradeToVn1 }` where
 * `upgradeToVn1` is a named function that rewrites the rows of version n (and has its own test that
 * opens a version-n database, upgrades it and reads the rows back).
 *
 * Version 1 has no upgrade: it is the first schema. Version 2 gives every row a global id
 * (upgradeToV2.ts). Version 3 adds the venue network's shared documents (schemaV3.ts). Version 4 adds the FIDE
 * rating list (schemaV4.ts).
 */
export interface SchemaVersion {
  readonly version: number;
  readonly stores: Readonly<Record<string, string | null>>;
  readonly upgrade?: (tx: Transaction) => Promise<void>;
}

export const schemaVersions: readonly SchemaVersion[] = [
  { version: 1, stores: schemaV1 },
  { version: 2, stores: schemaV2, upgrade: upgradeToV2 },
  { version: 3, stores: schemaV3, upgrade: upgradeToV3 },
  { version: 4, stores: schemaV4, upgrade: upgradeToV4 },
];

export const currentSchemaVersion: number = schemaVersions[schemaVersions.length - 1]?.version ?? 1;
