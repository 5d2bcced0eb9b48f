import type { Args, Result } from './protocol';
import type { Context } from './handlers';

/**
 * The `import-rating-list` handler. The reading code (fflate's unzip, the list readers) is loaded
 * only when a list is imported, so the pairing worker starts without it.
 */
export const importRatingList = async (args: Args<'import-rating-list'>, ctx: Context<'import-rating-list'>): Promise<Result<'import-rating-list'>> => {
  const { readRatingListFile } = await import('./ratingListFile');
  return readRatingListFile(args, ctx);
};
