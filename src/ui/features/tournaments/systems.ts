import { tenths } from '../../../core/model';
import type { SystemSettings } from '../../../core/model';

/** The systems offered when creating a tournament, by the value of the <select>. */
export const systemChoices: readonly { readonly value: string; readonly label: string; readonly settings: SystemSettings }[] = [
  { value: 'tcec-single', label: 'TCEC Swiss (single rounds)', settings: { system: 'tcec', double: false } },
  { value: 'tcec-double', label: 'TCEC Swiss (double rounds)', settings: { system: 'tcec', double: true } },
  { value: 'dutch', label: 'FIDE Dutch (2026)', settings: { system: 'dutch', rules: '2026' } },
  { value: 'burstein', label: 'FIDE Burstein', settings: { system: 'burstein' } },
  // Netrunner: the cost model, score factor and bye points come from the form's Netrunner options.
  { value: 'sass', label: 'Single-sided Swiss (Netrunner)', settings: { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: tenths(0) } },
  { value: 'double-sided', label: 'Double-sided Swiss (Netrunner)', settings: { system: 'double-sided' } },
  // Its options (games per match, seed groups, openings...) come from the form's engine Swiss fields.
  {
    value: 'engine-swiss', label: 'Engine Swiss (matches, openings)',
    settings: { system: 'engine-swiss', gamesPerMatch: 2, seedGroupCount: 1, rematchesConfirmed: false, allowExtraPairsOnTie: true, uniquePerMatchOnly: true, randomOpenings: true, openings: [] },
  },
];

export const describeSystem = (s: SystemSettings): string => {
  switch (s.system) {
    case 'tcec': return s.double ? 'TCEC Swiss, double rounds' : 'TCEC Swiss, single rounds';
    case 'dutch': return `FIDE Dutch (${s.rules})`;
    case 'burstein': return 'FIDE Burstein';
    case 'sass': return s.model === '2025' ? 'Single-sided Swiss (Cobra 2025 costs)' : `Single-sided Swiss (SASS, score factor ${s.scoreFactor})`;
    case 'double-sided': return 'Double-sided Swiss';
    case 'engine-swiss': return `Engine Swiss, ${s.gamesPerMatch}-game matches${s.openings.length > 0 ? `, ${s.openings.length} openings` : ''}`;
    case 'ladder': return 'Rolling round-robin ladder';
    // Open on purpose: other helpers add SystemSettings variants; a new one shows its id until named here.
    default: return (s as { readonly system: string }).system;
  }
};
