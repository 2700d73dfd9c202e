export { ResultMoment } from './result-moment';
export { penaltyText } from './round-result';
