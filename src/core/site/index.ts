/**
 * The public results site: a static site (index, players, pairings per round, standings,
 * crosstable) as a list of files, written from the documents the print uses (core/sheets).
 */
export { pageKinds, playerPath, resultsSite, roundPath } from './site';
export type { PageKind, SiteContext, SiteFile, SiteOptions, SitePage } from './site';
export { escapeHtml, html, Html } from './html';
export type { HtmlValue } from './html';
export { siteCss } from './style';
export { zipSite } from './zip';
