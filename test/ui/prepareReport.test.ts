import { describe, expect, it } from 'vitest';
import { prepareReport, reportOf, reportReady } from '../../src/ui/features/standings/report';
import { standingsReportOf } from '../../src/core/systems';
import { build } from '../standings/build';

const games = [['1-2 1-0', '3-4 =', '5-6 0-1'], ['6-1 =', '2-3 1-0', '4-5 1-0']];

describe('the standings prepared part by part behind another tab', () => {
  it('each part in its own task; once done the report is ready and is the one computed at once', async () => {
    const t = build(6, games);
    let tasks = 0;
    const stale = (): boolean => {
      tasks++; // asked once after each wait for a new task
      return false;
    };
    const preparing = prepareReport(t, stale);
    expect(reportReady(t)).toBe(false); // nothing is computed before the first task
    expect(await preparing).toBe(true);
    expect(tasks).toBe(1 + 4 + 1); // the records, BH/C1, BH, SB, WIN, then the ranking
    expect(reportReady(t)).toBe(true);
    expect(reportOf(t)).toEqual(standingsReportOf(build(6, games)));
  });

  it('stops when the snapshot is replaced, leaving its report to be computed when shown', async () => {
    const t = build(6, games);
    let asked = 0;
    expect(await prepareReport(t, () => ++asked > 2)).toBe(false);
    expect(asked).toBe(3);
    expect(reportReady(t)).toBe(false);
  });

  it('a report already computed is ready at once', async () => {
    const t = build(6, games);
    reportOf(t);
    expect(await prepareReport(t, () => true)).toBe(true);
  });
});
