export { fideRatedEvent, playerCard, playerCards } from './playerCard';
export type { CardGame, CardPlayer, CardRatedGame, CardRating, CardRound, CardStanding, CardTieBreak, CardTieBreakPart, PlayerCard, PlayerCardOptions } from './playerCard';
export { eventStatistics, ratingBand } from './statistics';
export type { AbsentLine, BoardLine, ByeLine, ColourResults, CountRow, EventStatistics, RatingGroup, RoundStatistics, StatPlayer } from './statistics';
export { playerCardsCsv } from './csv';
export { playerCardWords, statisticsWords } from './words';
export type { PlayerCardWords, StatisticsWords } from './words';
export { cardPartsWithoutRound, cardPlayerLine, cardRatingLine, cardRatingTotalText, cardStandingLine, roundOpponentText, roundTieBreakText, roundRatingText, roundResultText, roundSeatText, statisticsListLines } from './text';
export type { StatisticsListLine } from './text';
