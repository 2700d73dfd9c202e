export { TeamRoute } from './team-route';
