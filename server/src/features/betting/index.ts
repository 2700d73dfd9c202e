/** What other features may use of this one; nobody imports its inner files. */
export { dealDueHands, dueDealsPending } from './deal-due-hands';
