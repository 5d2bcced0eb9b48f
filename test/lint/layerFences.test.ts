import { ESLint } from 'eslint';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers' fences (eslint.config.js `no-restricted-imports`): src/core pure, src/db persistence
 * only, src/ui through the repository and the worker client, src/worker through the repository;
 * and every src/core folder entered through its index.ts (`pairwise/core-folder-index`,
 * eslint-rules/coreFolderIndex.js). Each rule is shown to fire on a forbidden import and to let an
 * allowed one through.
 */
const messagesOf = async (code: string, filePath: string, ruleId: string): Promise<string[]> => {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
};
const restricted = (code: string, filePath: string): Promise<string[]> => messagesOf(code, filePath, 'no-restricted-imports');
const deepCore = (code: string, filePath: string): Promise<string[]> => messagesOf(code, filePath, 'pairwise/core-folder-index');
/** A module importing one name from each source (and using them, so only the fences speak). */
const importing = (sources: readonly string[]): string =>
  `${sources.map((source, i) => `import { name${i} } from '${source}';`).join('\n')}\nexport const used = [${sources.map((_, i) => `name${i}`).join(', ')}];\n`;

describe('layer fences', () => {
  it('src/core imports no UI, database, worker or Node built-in', async () => {
    const messages = await restricted(`
      import { useState } from 'react';
      import { appDb } from '../../db/appDb';
      import { readFile } from 'node:fs';
      export const x = [useState, appDb, readFile];
    `, 'src/core/systems/example.ts');
    expect(messages).toHaveLength(3);
    expect(await restricted(`import { chessScoring } from '../model';\nexport const x = chessScoring;\n`, 'src/core/systems/example.ts')).toEqual([]);
  });

  it('src/db imports no UI, worker or store', async () => {
    const messages = await restricted(`
      import { useUi } from '../store/ui';
      import { createPairingClient } from '../worker/client';
      import { RoundsView } from '../ui/features/rounds/RoundsView';
      import { useState } from 'react';
      export const x = [useUi, createPairingClient, RoundsView, useState];
    `, 'src/db/example.ts');
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatch(/src\/db must not import the UI, the worker, the store or the CLI/);
    expect(await restricted(`import { systemModule } from '../core/systems';\nexport const x = systemModule;\n`, 'src/db/example.ts')).toEqual([]);
  });

  it('src/ui reaches the database through the repository and the worker through its client', async () => {
    const messages = await restricted(`
      import { change } from '../../../db/change';
      import { saveRound } from '../../../db/rounds';
      import { pairRound } from '../../../worker/pairRound';
      export const x = [change, saveRound, pairRound];
    `, 'src/ui/features/rounds/Example.tsx');
    expect(messages).toHaveLength(3);
    expect(await restricted(`
      import { saveRound } from '../../../db/repository';
      import { createPairingClient } from '../../../worker/client';
      export const x = [saveRound, createPairingClient];
    `, 'src/ui/features/rounds/Example.tsx')).toEqual([]);
  });

  it('src/ui reaches the database through an allow-list: the repository and the app connection, no other db file', async () => {
    // db/schema and db/validate (row types, input checks) and files the old deny-list never named,
    // or that do not exist yet, are refused alike.
    const ui = 'src/ui/features/tournaments/Example.tsx';
    const messages = await restricted(importing(['../../../db/schema', '../../../db/validate', '../../../db/events', '../../../db/venueDocs', '../../../db/aFileAddedLater']), ui);
    expect(messages).toHaveLength(5);
    expect(messages[0]).toMatch(/src\/ui uses the database through src\/db\/repository/);
    expect(await restricted(importing(['../../../db/repository', '../../../db/appDb']), ui)).toEqual([]);
  });

  it('src/ui reaches the worker through an allow-list: its client and the requests\' protocol', async () => {
    const ui = 'src/ui/features/rounds/Example.tsx';
    expect(await restricted(importing(['../../../worker/snapshotCache', '../../../worker/pairAhead']), ui)).toHaveLength(2);
    expect(await restricted(importing(['../../../worker/client', '../../../worker/protocol']), ui)).toEqual([]);
  });

  it('src/worker reaches the database through the repository, never the page\'s connection or its internals', async () => {
    expect(await restricted(importing(['../db/schema', '../db/appDb', '../store/ui']), 'src/worker/example.ts')).toHaveLength(3);
    expect(await restricted(importing(['../db/repository']), 'src/worker/example.ts')).toEqual([]);
  });
});

describe('src/core folders are entered through their index.ts', () => {
  it('refuses a deep import into a core folder from the app', async () => {
    const messages = await deepCore(importing(['../../../core/trf/readTrf', '../../../core/timer/roundTimer', '../../../core/systems/engine-swiss']), 'src/ui/features/rounds/Example.tsx');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/'\.\.\/\.\.\/\.\.\/core\/trf\/readTrf' reaches into src\/core\/trf: import '\.\.\/\.\.\/\.\.\/core\/trf'/);
    // Re-exports and dynamic imports are imports too.
    expect(await deepCore(`export { readTrf } from '../core/trf/readTrf';\nexport * from '../core/timer/roundTimer';\n`, 'src/cli/example.ts')).toHaveLength(2);
    expect(await deepCore(`export const later = () => import('../core/trf/readTrf');\n`, 'src/worker/example.ts')).toHaveLength(1);
  });

  it('refuses a core folder reaching into another one', async () => {
    expect(await deepCore(importing(['../../standings/standingsWith', '../../random/rng']), 'src/core/systems/fide/example.ts')).toHaveLength(2);
  });

  it('lets the folder itself, its index and its own files through', async () => {
    expect(await deepCore(importing(['../../../core/trf', '../../../core/random/index', '../../../db/repository', 'react']), 'src/ui/features/rounds/Example.tsx')).toEqual([]);
    // Inside src/core/systems, a system's folder imports what the systems share (one core folder).
    expect(await deepCore(importing(['../fide/history', '../../standings', './rules']), 'src/core/systems/dutch/example.ts')).toEqual([]);
  });

  it('every src/core folder has an index.ts, its public API', () => {
    const core = join(process.cwd(), 'src', 'core');
    const folders = readdirSync(core).filter((name) => statSync(join(core, name)).isDirectory());
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((name) => !statSync(join(core, name, 'index.ts'), { throwIfNoEntry: false })?.isFile())).toEqual([]);
  });
});
