import type { Agreement, BoardResult, Pairing } from '../model';

/**
 * Agreed results (core Pairing.agreement): what the games of a board record when the players
 * agree an intentional draw, and the mark the pairings and the printout show for it.
 *
 * Single-sided Swiss: Cobra's "Intentional Draw" preset scores the pairing as its "Tie" does (1
 * point each) and sets the pairing's intentional-draw flag; the one game is recorded as a tie.
 * Double-sided: `double-sided/doubleSidedResult` (an intentional draw is a win each, a 241 both
 * wins to one player).
 */
export const singleSidedIntentionalDraw: readonly BoardResult[] = ['draw'];

/** The short mark Cobra shows for the agreement ("ID", "241"). */
export const agreementMark = (a: Agreement): string => (a === 'intentional-draw' ? 'ID' : '241');

/** The agreement in words, for menus and screen readers. */
export const agreementWords = (a: Agreement): string => (a === 'intentional-draw' ? 'Intentional draw' : '241');

/** The board's result text with the agreement's mark after it: "Tie (ID)"; the text alone when played. */
export const withAgreementMark = (p: Pick<Pairing, 'agreement'>, text: string): string =>
  p.agreement === undefined || text === '' ? text : `${text} (${agreementMark(p.agreement)})`;
