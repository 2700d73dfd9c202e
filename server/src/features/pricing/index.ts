/** What other features may use of this one; nobody imports its inner files. */
export { openDueBetting } from './open-due-betting';
export { matchesToPricePending, priceDueMatches } from './price-due-matches';
export { pricingRoutes } from './pricing-routes';
export { repriceMatch } from './reprice-match';
export { requestRepricing } from './request-repricing';
