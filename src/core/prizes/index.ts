export { readPrizeList, tieRules, prizeLimits, formatMoney, parseMoney } from './prizeList';
export type { PrizeList, PrizeGroupDefinition, TieRule, PrizeListRead } from './prizeList';
export { awardPrizes, placesText } from './awards';
export type { PrizeAward, PrizeOutcome, PrizeStanding } from './awards';
export { prizeListCsv } from './csv';
