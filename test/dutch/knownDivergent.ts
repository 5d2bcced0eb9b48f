/**
 * States of the reference corpus where Pairwise's Dutch pairing differs from bbpPairings', with
 * the reason for each. The conformance test asserts every other state is identical AND that each
 * state listed here still differs, so a fix forces this list to shrink.
 *
 * Key: fixture file name (test/fixtures/dutch or dutch-2017) -> reason.
 */
export const knownDivergent2026: Readonly<Record<string, string>> = {};
export const knownDivergent2017: Readonly<Record<string, string>> = {};
