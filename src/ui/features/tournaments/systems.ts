import type { SystemSettings } from '../../../core/model';

/** The systems offered when creating a tournament, by the value of the <select>. */
export const systemChoices: readonly { readonly value: string; readonly label: string; readonly settings: SystemSettings }[] = [
  { value: 'tcec-single', label: 'TCEC Swiss (single rounds)', settings: { system: 'tcec', double: false } },
  { value: 'tcec-double', label: 'TCEC Swiss (double rounds)', settings: { system: 'tcec', double: true } },
  { value: 'dutch', label: 'FIDE Dutch (2026)', settings: { system: 'dutch', rules: '2026' } },
  { value: 'burstein', label: 'FIDE Burstein', settings: { system: 'burstein' } },
  { value: 'double-sided', label: 'Double-sided Swiss (Netrunner)', settings: { system: 'double-sided' } },
];

export const describeSystem = (s: SystemSettings): string => {
  switch (s.system) {
    case 'tcec': return s.double ? 'TCEC Swiss, double rounds' : 'TCEC Swiss, single rounds';
    case 'dutch': return `FIDE Dutch (${s.rules})`;
    case 'burstein': return 'FIDE Burstein';
    case 'sass': return 'Single-sided Swiss';
    case 'double-sided': return 'Double-sided Swiss';
    // Open on purpose: other helpers add SystemSettings variants; a new one shows its id until named here.
    default: return (s as { readonly system: string }).system;
  }
};
