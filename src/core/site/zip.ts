import { strToU8, zipSync } from 'fflate';
import type { SiteFile } from './site';

/**
 * The site as one zip file (fflate), its files at the zip's top level so that unpacking it anywhere
 * gives a folder that works as it is. Deflated; the date of every entry fixed (1 January 2000) so
 * that the same event always gives the same bytes (src/core reads no clock).
 */
export const zipSite = (files: readonly SiteFile[]): Uint8Array =>
  zipSync(Object.fromEntries(files.map((f) => [f.path, [strToU8(f.contents), { level: 6, mtime: new Date(2000, 0, 1) }]])));
