import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** "User-provided text never reaches innerHTML": the ESLint rule over src/ refuses every HTML sink. */
describe('no HTML sinks in src (eslint.config.js)', () => {
  const lint = async (code: string, filePath = 'src/ui/features/print/Example.tsx'): Promise<string[]> => {
    const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it('refuses dangerouslySetInnerHTML, srcDoc, innerHTML, outerHTML, insertAdjacentHTML and document.write', async () => {
    const messages = await lint(`
      export const A = (p: { name: string }) => <div dangerouslySetInnerHTML={{ __html: p.name }} />;
      export const B = (p: { name: string }) => <iframe srcDoc={p.name} />;
      export const c = (el: HTMLElement, name: string) => { el.innerHTML = name; el.outerHTML = name; el.insertAdjacentHTML('beforeend', name); document.write(name); };
    `);
    expect(messages.map((m) => m.split(':')[0])).toEqual([
      'no dangerouslySetInnerHTML', 'no srcDoc', 'no innerHTML/outerHTML', 'no innerHTML/outerHTML', 'no HTML parsing of strings', 'no document.write',
    ]);
  });

  it('lets text through React children and textContent', async () => {
    expect(await lint(`
      export const A = (p: { name: string }) => <td title={p.name}>{p.name}</td>;
      export const b = (el: HTMLElement, name: string) => { el.textContent = name; };
    `)).toEqual([]);
  });
});
