export * from './readPlayersCsv';
