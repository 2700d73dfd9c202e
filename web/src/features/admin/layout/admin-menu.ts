import { paths } from '../../../lib/paths';

/** The admin sidebar entries, in the order of spec 2. */
export const ADMIN_MENU = [
  { label: 'Landing Page', to: paths.admin.landingPage, end: true },
  { label: 'Users', to: paths.admin.users, end: true },
  { label: 'Avatars', to: paths.admin.avatars, end: false },
  { label: 'Matches', to: paths.admin.matches, end: false },
  { label: 'Event Types', to: paths.admin.eventTypes, end: false },
  { label: 'Realtime Match Events', to: paths.admin.events, end: false },
  { label: 'Visual Editor', to: paths.admin.visualEditor, end: false },
  { label: 'Lobbies', to: paths.admin.lobbies, end: false },
  { label: 'Audit', to: paths.admin.audit, end: false },
] as const;
