import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers' fences (eslint.config.js `no-restricted-imports`): src/core pure, src/db persistence
 * only, src/ui through the repository and the worker client. Each rule is shown to fire on a
 * forbidden import and to let an allowed one through.
 */
const restricted = async (code: string, filePath: string): Promise<string[]> => {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

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
});
