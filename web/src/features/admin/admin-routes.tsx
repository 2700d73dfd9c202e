import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundScreen } from '../../components/not-found/not-found-screen';
import { useAreaInvalidations } from '../realtime';
import { adminInvalidations } from './api/admin-invalidations';
import { AuditRoute } from './audit/audit-route';
import { AvatarsListRoute } from './avatars/avatars-list-route';
import { ManageAvatarRoute } from './avatars/manage-avatar-route';
import { EventTypesRoute } from './event-types/event-types-route';
import { LandingPageRoute } from './landing-page/landing-page-route';
import { AdminLayout } from './layout/admin-layout';
import { LobbiesListRoute } from './lobby-oversight/lobbies-list-route';
import { LobbyRoute } from './lobby-oversight/lobby-route';
import { ManageMatchRoute } from './matches/manage-match-route';
import { MatchesListRoute } from './matches/matches-list-route';
import { ManageUserRoute } from './users/manage-user-route';
import { UsersListRoute } from './users/users-list-route';
import { VisualEditorRoute } from './visual-editor/visual-editor-route';

type AdminRoutesProps = {
  /** Realtime Match Updates (/admin/events), match-control's screen: the app hands it in, so admin never imports match-control, which uses admin's pieces. */
  matchEvents: ReactNode;
};

/** The admin screens under /admin (spec 2), loaded as their own bundle behind the admin guard. */
export function AdminRoutes({ matchEvents }: AdminRoutesProps) {
  useAreaInvalidations(adminInvalidations);
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<UsersListRoute />} />
        <Route path="landing-page" element={<LandingPageRoute />} />
        <Route path="manage-user/:id" element={<ManageUserRoute />} />
        <Route path="avatars" element={<AvatarsListRoute />} />
        <Route path="manage-avatar/:id" element={<ManageAvatarRoute />} />
        <Route path="matches" element={<MatchesListRoute />} />
        <Route path="manage-match/:id" element={<ManageMatchRoute />} />
        <Route path="event-types" element={<EventTypesRoute />} />
        <Route path="events" element={matchEvents} />
        <Route path="visual-editor" element={<VisualEditorRoute />} />
        <Route path="lobbies" element={<LobbiesListRoute />} />
        <Route path="lobbies/:id" element={<LobbyRoute />} />
        <Route path="audit" element={<AuditRoute />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
