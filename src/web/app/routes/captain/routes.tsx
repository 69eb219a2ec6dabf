import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

// Every page is its own chunk (spec: small first load on phones).
const CaptainDashboardRoute = lazy(() => import('./dashboard'));
const CaptainManageRosterRoute = lazy(() => import('./manage-roster'));
const CaptainNotesRoute = lazy(() => import('./notes'));
const CaptainTradesRoute = lazy(() => import('./trades'));
const CaptainTeamScheduleRoute = lazy(() => import('./team-schedule'));
const CaptainChatRoute = lazy(() => import('./chat'));
const CaptainChatTeamRoute = lazy(() => import('./chat-team'));
const SelectFormationContextRoute = lazy(() => import('./select-formation-context'));
const FormationRoute = lazy(() => import('./formation'));
const CaptainDraftRoute = lazy(() => import('./draft'));

/**
 * The captain area's pages, under its layout and guard (src/web/app/router.tsx) — THE one list:
 * a page that gets built adds its route here and its sidebar entry in
 * src/web/features/captain/sections.ts. Paths not listed show the not-found page.
 */
export const captainChildRoutes: RouteObject[] = [
  // /captain itself opens the dashboard (spec: "index and /captain/dashboard").
  { path: 'captain', element: <Navigate to="/captain/dashboard" replace /> },
  { path: 'captain/dashboard', element: <CaptainDashboardRoute /> },
  { path: 'captain/manage-roster', element: <CaptainManageRosterRoute /> },
  { path: 'captain/notes', element: <CaptainNotesRoute /> },
  { path: 'captain/trades', element: <CaptainTradesRoute /> },
  { path: 'captain/team-schedule', element: <CaptainTeamScheduleRoute /> },
  { path: 'captain/chat', element: <CaptainChatRoute /> },
  { path: 'captain/chat/:teamId', element: <CaptainChatTeamRoute /> },
  { path: 'captain/select-formation-context', element: <SelectFormationContextRoute /> },
  { path: 'captain/formation/:gameId', element: <FormationRoute /> },
  { path: 'captain/draft', element: <CaptainDraftRoute /> },
];
