import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AREA_ROLES } from '../../shared/roles';
import { RequireRole } from '../features/auth/components/require-role';
import { RootLayout } from './layout/root-layout';
import { captainChildRoutes } from './routes/captain/routes';

// Every page is its own chunk (spec: small first load on phones).
const HomeRoute = lazy(() => import('./routes/public/home'));
const LoginRoute = lazy(() => import('./routes/public/login'));
const RegisterRoute = lazy(() => import('./routes/public/register'));
const PaymentSuccessRoute = lazy(() => import('./routes/public/payment-success'));
const PaymentCanceledRoute = lazy(() => import('./routes/public/payment-canceled'));
const ResetPasswordRoute = lazy(() => import('./routes/public/reset-password'));
const WaitlistRoute = lazy(() => import('./routes/public/waitlist'));
const WaiverRoute = lazy(() => import('./routes/public/waiver'));
const RulesRoute = lazy(() => import('./routes/public/rules'));
const TeamsPublicRoute = lazy(() => import('./routes/public/teams-public'));
const TeamRoute = lazy(() => import('./routes/public/team'));
const PlayersPublicRoute = lazy(() => import('./routes/public/players-public'));
const PlayerRoute = lazy(() => import('./routes/public/player'));
const GalleryRoute = lazy(() => import('./routes/public/gallery'));
const ScheduleRoute = lazy(() => import('./routes/public/schedule'));
const GameRoute = lazy(() => import('./routes/public/game'));
const MyScheduleRoute = lazy(() => import('./routes/player/my-schedule'));
const PlayerChatRoute = lazy(() => import('./routes/player/chat'));
const PlayerChatTeamRoute = lazy(() => import('./routes/player/chat-team'));
const LiveRoute = lazy(() => import('./routes/public/live'));
const RankingsRoute = lazy(() => import('./routes/public/rankings'));
const RankingsEnhancedRoute = lazy(() => import('./routes/public/rankings-enhanced'));
const LeaderboardRoute = lazy(() => import('./routes/public/leaderboard'));
const JoinTeamRoute = lazy(() => import('./routes/public/join-team'));
const NotFoundRoute = lazy(() => import('./routes/public/not-found'));
const ProfileRoute = lazy(() => import('./routes/account/profile'));
const AdminLayoutRoute = lazy(() => import('./routes/admin/layout'));
const AdminDashboardRoute = lazy(() => import('./routes/admin/dashboard'));
const AdminActivityRoute = lazy(() => import('./routes/admin/activity'));
const AdminWaitlistRoute = lazy(() => import('./routes/admin/waitlist'));
const AdminSettingsRoute = lazy(() => import('./routes/admin/settings'));
const AdminAnnouncementsRoute = lazy(() => import('./routes/admin/announcements'));
const AdminPlayersRoute = lazy(() => import('./routes/admin/players'));
const AdminUsersRoute = lazy(() => import('./routes/admin/users'));
const AdminSeasonsRoute = lazy(() => import('./routes/admin/seasons'));
const AdminDivisionsRoute = lazy(() => import('./routes/admin/divisions'));
const AdminTeamsRoute = lazy(() => import('./routes/admin/teams'));
const AdminTeamRoute = lazy(() => import('./routes/admin/team'));
const AdminWaiversRoute = lazy(() => import('./routes/admin/waivers'));
const AdminDiscountCodesRoute = lazy(() => import('./routes/admin/discount-codes'));
const AdminRegistrationRoute = lazy(() => import('./routes/admin/registration'));
const AdminReturningPlayersRoute = lazy(() => import('./routes/admin/returning-players'));
const AdminPlayerMergeRoute = lazy(() => import('./routes/admin/player-merge'));
const AdminDraftsRoute = lazy(() => import('./routes/admin/drafts'));
const AdminDivisionDraftsRoute = lazy(() => import('./routes/admin/division-drafts'));
const AdminDraftManageRoute = lazy(() => import('./routes/admin/draft-manage'));
const AdminDraftBoardRoute = lazy(() => import('./routes/admin/draft-board'));
const AdminDivisionScheduleRoute = lazy(() => import('./routes/admin/division-schedule'));
const AdminScheduleRoute = lazy(() => import('./routes/admin/schedule'));
const AdminRankingsRoute = lazy(() => import('./routes/admin/rankings'));
const AdminPublishRankingsRoute = lazy(() => import('./routes/admin/publish-rankings'));
const AdminSeasonRankingsRoute = lazy(() => import('./routes/admin/season-rankings'));
const AdminDisciplineRoute = lazy(() => import('./routes/admin/discipline'));
const AdminTradesRoute = lazy(() => import('./routes/admin/trades'));
const CheckInAreaRoute = lazy(() => import('./routes/admin/check-in-area'));
const AdminCheckInRoute = lazy(() => import('./routes/admin/check-in'));
const CaptainLayoutRoute = lazy(() => import('./routes/captain/layout'));
const RefereeDashboardRoute = lazy(() => import('./routes/referee/dashboard'));
const RefereeGameRoute = lazy(() => import('./routes/referee/game'));

/**
 * Guarded areas wrap their element in RequireRole. Paths not listed (pages of later issues
 * included, such as /admin/drafts) show the not-found page.
 *
 * The routes are matched by react-router's declarative mode (useRoutes under BrowserRouter,
 * see main.tsx), not its data router: the app loads its data with TanStack Query, and the data
 * router would add about 17 KB gzip to every page's first load (issue 3's budget).
 */
const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', element: <LoginRoute /> },
      { path: 'register', element: <RegisterRoute /> },
      { path: 'payment-success', element: <PaymentSuccessRoute /> },
      { path: 'payment-canceled', element: <PaymentCanceledRoute /> },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      { path: 'waitlist', element: <WaitlistRoute /> },
      { path: 'waiver', element: <WaiverRoute /> },
      { path: 'rules', element: <RulesRoute /> },
      { path: 'teams-public', element: <TeamsPublicRoute /> },
      { path: 'team/:teamId', element: <TeamRoute /> },
      { path: 'players-public', element: <PlayersPublicRoute /> },
      { path: 'player/:playerId', element: <PlayerRoute /> },
      { path: 'gallery', element: <GalleryRoute /> },
      { path: 'schedule', element: <ScheduleRoute /> },
      // Not in the spec's list of routes: issue 13's public game page, opened from the schedule.
      { path: 'games/:gameId', element: <GameRoute /> },
      {
        path: 'player/my-schedule',
        element: (
          <RequireRole allowed={AREA_ROLES.playerArea}>
            <MyScheduleRoute />
          </RequireRole>
        ),
      },
      {
        path: 'player/chat',
        element: (
          <RequireRole allowed={AREA_ROLES.playerArea}>
            <PlayerChatRoute />
          </RequireRole>
        ),
      },
      {
        path: 'player/chat/:teamId',
        element: (
          <RequireRole allowed={AREA_ROLES.playerArea}>
            <PlayerChatTeamRoute />
          </RequireRole>
        ),
      },
      { path: 'live', element: <LiveRoute /> },
      { path: 'rankings', element: <RankingsRoute /> },
      { path: 'rankings-enhanced', element: <RankingsEnhancedRoute /> },
      { path: 'leaderboard', element: <LeaderboardRoute /> },
      { path: 'join-team/:inviteToken', element: <JoinTeamRoute /> },
      {
        path: 'profile',
        element: (
          <RequireRole>
            <ProfileRoute />
          </RequireRole>
        ),
      },
      {
        // /admin/check-in: admins (in the admin layout) and referees for their own games (decision 083).
        element: (
          <RequireRole allowed={AREA_ROLES.checkInArea}>
            <CheckInAreaRoute />
          </RequireRole>
        ),
        children: [{ path: 'admin/check-in', element: <AdminCheckInRoute /> }],
      },
      {
        // The draft board (decision 081): admins and captains, full width for the big screen.
        path: 'admin/draft-board',
        element: (
          <RequireRole allowed={AREA_ROLES.captainArea} notifyUnauthorized>
            <AdminDraftBoardRoute />
          </RequireRole>
        ),
      },
      {
        // A layout without a path of its own: /admin itself stays unrouted until its page exists.
        element: (
          <RequireRole allowed={AREA_ROLES.adminArea}>
            <AdminLayoutRoute />
          </RequireRole>
        ),
        children: [
          // /admin itself opens the dashboard (the admin area's home).
          { path: 'admin', element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'admin/dashboard', element: <AdminDashboardRoute /> },
          { path: 'admin/activity', element: <AdminActivityRoute /> },
          { path: 'admin/schedule', element: <AdminScheduleRoute /> },
          // Not in the sidebar (the spec's list); linked from /admin/rankings.
          { path: 'admin/discipline', element: <AdminDisciplineRoute /> },
          { path: 'admin/rankings', element: <AdminRankingsRoute /> },
          { path: 'admin/publish-rankings', element: <AdminPublishRankingsRoute /> },
          { path: 'admin/season-rankings', element: <AdminSeasonRankingsRoute /> },
          { path: 'admin/trades', element: <AdminTradesRoute /> },
          { path: 'admin/waitlist', element: <AdminWaitlistRoute /> },
          { path: 'admin/settings', element: <AdminSettingsRoute /> },
          { path: 'admin/announcements', element: <AdminAnnouncementsRoute /> },
          { path: 'admin/players', element: <AdminPlayersRoute /> },
          { path: 'admin/users', element: <AdminUsersRoute /> },
          { path: 'admin/seasons', element: <AdminSeasonsRoute /> },
          { path: 'admin/divisions', element: <AdminDivisionsRoute /> },
          { path: 'admin/teams', element: <AdminTeamsRoute /> },
          { path: 'admin/teams/:teamId', element: <AdminTeamRoute /> },
          { path: 'admin/waivers', element: <AdminWaiversRoute /> },
          { path: 'admin/discount-codes', element: <AdminDiscountCodesRoute /> },
          { path: 'admin/players/registration/:registrationId', element: <AdminRegistrationRoute /> },
          { path: 'admin/returning-players', element: <AdminReturningPlayersRoute /> },
          { path: 'admin/player-merge', element: <AdminPlayerMergeRoute /> },
          { path: 'admin/drafts', element: <AdminDraftsRoute /> },
          { path: 'admin/drafts/:draftId/manage', element: <AdminDraftManageRoute /> },
          { path: 'admin/seasons/:seasonId/divisions/:divisionId/drafts', element: <AdminDivisionDraftsRoute /> },
          { path: 'admin/seasons/:seasonId/divisions/:divisionId/schedule', element: <AdminDivisionScheduleRoute /> },
        ],
      },
      {
        // Spec §4: the captain layout sends anyone not captain or admin home, saying "Unauthorized" and their role.
        element: (
          <RequireRole allowed={AREA_ROLES.captainArea} notifyUnauthorized>
            <CaptainLayoutRoute />
          </RequireRole>
        ),
        children: captainChildRoutes,
      },
      // Spec §6: referees and admins; statisticians too (product.md: stats mode, the Stats list).
      {
        path: 'referee/dashboard',
        element: (
          <RequireRole allowed={AREA_ROLES.gameDayArea}>
            <RefereeDashboardRoute />
          </RequireRole>
        ),
      },
      {
        path: 'referee/:gameId',
        element: (
          <RequireRole allowed={AREA_ROLES.gameDayArea}>
            <RefereeGameRoute />
          </RequireRole>
        ),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
