export * from './readPlayersCsv';
export { duplicateFinder, samePlayer } from './duplicates';
