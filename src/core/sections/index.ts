export { quads, quadSections, readEventMembership, nameProblem } from './sections';
export type { EventMembership, MembershipRead, QuadSection } from './sections';
