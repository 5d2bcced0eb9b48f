export * from './points';
export * from './outcome';
export * from './tournament';
export * from './pairingSystem';
export * from './pairingDiagnosis';
export * from './playerFields';
export * from './tournamentDetails';
export * from './calendarDay';
