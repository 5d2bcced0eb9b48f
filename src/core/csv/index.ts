export * from './readPlayersCsv';
export { duplicateFinder } from './duplicates';
