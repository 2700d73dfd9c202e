export { PreviousResults } from './previous-results';
