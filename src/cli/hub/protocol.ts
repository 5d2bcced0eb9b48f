/**
 * The numbers of the sync protocol the hub reads by hand (guard.ts, writeGuard.ts): Hocuspocus'
 * message types (@hocuspocus/server MessageType), its authentication sub-types, and y-protocols'
 * sync steps. One home, so both readers agree with the server they stand in front of.
 */
export const messageType = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3, syncReply: 4, stateless: 5, broadcastStateless: 6 } as const;
export const authType = { token: 0, permissionDenied: 1, authenticated: 2 } as const;
/** The sync steps that carry an update (step 1 carries a state vector). */
export const syncStep = { step1: 0, step2: 1, update: 2 } as const;
