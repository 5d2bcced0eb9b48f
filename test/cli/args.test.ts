import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/cli/args';

const request = (argv: string[]) => {
  const parsed = parseArgs(argv);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
};
const failure = (argv: string[]): string => {
  const parsed = parseArgs(argv);
  if (parsed.ok) throw new Error('expected a failure');
  return parsed.message;
};

describe('pairwise command line (bbpPairings / JaVaFo syntax)', () => {
  it('reads SYSTEM input-file -p [output-file] with system options anywhere', () => {
    const r = request(['--tcec', 'in.trf', '-p', 'out.txt', '--double']);
    expect(r.system?.flag).toBe('--tcec');
    expect(r.options.get('--double')).toBe(true);
    expect(r.operation).toEqual({ kind: 'pair', input: 'in.trf', output: 'out.txt' });
    expect(request(['--tcec', 'in.trf', '-p']).operation).toEqual({ kind: 'pair', input: 'in.trf', output: null });
  });

  it('takes a value for options that need one', () => {
    const r = request(['--sass', '--score-factor', '1.5', 'in.trf', '-p']);
    expect(r.options.get('--score-factor')).toBe('1.5');
    // An option of another system is not silently ignored.
    expect(failure(['--tcec', '--score-factor', '1.5', 'in.trf', '-p'])).toMatch(/--score-factor is not an option of --tcec \(it takes --double\)/);
    expect(failure(['--burstein', '--double', 'in.trf', '-p'])).toMatch(/--double is not an option of --burstein \(it takes --baku, --baku-groups\)/);
    expect(failure(['--tcec', 'in.trf', '-p', '--rules'])).toMatch(/--rules needs a value/);
  });

  it('reads -c, --standings, -g ... -o ... -s, -l and -r', () => {
    expect(request(['--tcec', 'in.trf', '-c', '-l', 'check.txt'])).toMatchObject({ operation: { kind: 'check', input: 'in.trf' }, checklist: 'check.txt' });
    expect(request(['--tcec', 'in.trf', '--standings']).operation).toEqual({ kind: 'standings', input: 'in.trf', output: null });
    expect(request(['--tcec', '-g', 'cfg.txt', '-o', 'out.trf', '-s', '12']).operation).toEqual({ kind: 'generate', model: null, config: 'cfg.txt', output: 'out.trf', seed: '12' });
    expect(request(['--tcec', 'model.trf', '-g', '-o', 'out.trf']).operation).toEqual({ kind: 'generate', model: 'model.trf', config: null, output: 'out.trf', seed: null });
    expect(request(['-r']).operation).toEqual({ kind: 'version' });
    expect(request(['-r', '--tcec', 'in.trf', '-p']).version).toBe(true);
  });

  it('refuses unknown options, two systems, a missing system or input, and two operations', () => {
    expect(failure(['--tcec', 'in.trf', '-p', '--frobnicate'])).toMatch(/unknown option --frobnicate/);
    expect(failure(['--tcec', '--tcec', 'in.trf', '-p'])).toMatch(/two pairing systems/);
    expect(failure(['in.trf', '-p'])).toMatch(/pairing system is required/);
    expect(failure(['--tcec', '-p'])).toMatch(/no input file/);
    expect(failure(['--tcec', 'in.trf', '-p', '-c'])).toMatch(/cannot be combined/);
    expect(failure(['--tcec', 'a.trf', 'b.trf', '-c'])).toMatch(/unexpected argument b.trf/);
    expect(failure(['--tcec', 'in.trf'])).toMatch(/nothing to do/);
  });

  it('reads the html verb\'s system and options as every verb does', () => {
    const html = request(['html', '--dutch', '--rules', '2017', 'in.trf', '-o', 'site.zip']);
    expect(html.system?.flag).toBe('--dutch');
    expect(html.options.get('--rules')).toBe('2017');
    expect(html.operation).toEqual({ kind: 'html', input: 'in.trf', output: 'site.zip', zip: true });
    expect(failure(['html', '--dutch', '--burstein', 'in.trf', '-o', 'site/'])).toMatch(/two pairing systems given: --dutch and --burstein/);
    expect(failure(['html', 'in.trf', '-o', 'site/', '--rules'])).toMatch(/--rules needs a value/);
    expect(failure(['html', '--rules', '2017', 'in.trf', '-o', 'site/'])).toMatch(/--rules needs the pairing system it belongs to/);
  });
});
