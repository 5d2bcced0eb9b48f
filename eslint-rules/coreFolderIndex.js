import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `pairwise/core-folder-index`: each folder of src/core (`src/core/<folder>/`) is entered through
 * its `index.ts`, its public API. An import from outside the folder names the folder
 * (`../../core/trf`), never one of its files (`../../core/trf/readTrf`); files inside the folder
 * import each other freely. Resolved against the importing file's own path, so it holds for
 * src/ui, src/db, src/worker, src/cli, src/venue and for core folders importing each other
 * (`../../standings/standingsWith` from src/core/systems/fide is refused too).
 * test/lint/layerFences.test.ts shows it fires and lets the index through.
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const core = path.join(root, 'src', 'core');

const folderOf = (file) => {
  const rel = path.relative(core, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep);
};

export const coreFolderIndex = {
  meta: {
    type: 'problem',
    docs: { description: 'import a src/core folder through its index.ts, not its files' },
    schema: [],
    messages: {
      deep: "'{{source}}' reaches into src/core/{{folder}}: import '{{index}}' (its index.ts, the folder's public API); export what you need from there.",
    },
  },
  create(context) {
    const importer = folderOf(path.resolve(context.filename));
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = folderOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.length < 2) return;
      const [folder, ...inside] = target;
      if (importer && importer.length > 1 && importer[0] === folder) return;
      if (inside.length === 1 && inside[0] === 'index') return;
      const index = source.slice(0, source.length - inside.join('/').length - 1);
      context.report({ node, messageId: 'deep', data: { source, folder, index } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'core-folder-index': coreFolderIndex } };
