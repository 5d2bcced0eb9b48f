// The round timer as data (the time is passed in).
export { adjustTimer, defaultRoundMs, formatClock, newTimer, pauseTimer, readRoundTimer, remainingMs, resetTimer, setRoundLength, showOnProjector, startTimer } from './roundTimer';
export type { RoundTimer } from './roundTimer';
