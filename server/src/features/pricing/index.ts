/** What other features may use of this one; nobody imports its inner files. */
export { matchesToPricePending, priceDueMatches } from './price-due-matches';
export { pricingRoutes } from './pricing-routes';
export { requestRepricing } from './request-repricing';
