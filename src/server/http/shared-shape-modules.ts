// Every module of shared shapes, for the names of the document's components (openapi-components.ts).
// A test checks that each file of src/shared/api and src/shared/schemas is listed here.
import * as apiAdminSchedule from '../../shared/api/admin-schedule';
import * as apiAnnouncements from '../../shared/api/announcements';
import * as apiAuth from '../../shared/api/auth';
import * as apiAvailability from '../../shared/api/availability';
import * as apiCalendar from '../../shared/api/calendar';
import * as apiCaptain from '../../shared/api/captain';
import * as apiCheckIn from '../../shared/api/check-in';
import * as apiDashboard from '../../shared/api/dashboard';
import * as apiDiscipline from '../../shared/api/discipline';
import * as apiDiscountCodes from '../../shared/api/discount-codes';
import * as apiDivisions from '../../shared/api/divisions';
import * as apiGallery from '../../shared/api/gallery';
import * as apiGames from '../../shared/api/games';
import * as apiHome from '../../shared/api/home';
import * as apiLeaderboard from '../../shared/api/leaderboard';
import * as apiLeagueDirectory from '../../shared/api/league-directory';
import * as apiLineups from '../../shared/api/lineups';
import * as apiLive from '../../shared/api/live';
import * as apiNotifications from '../../shared/api/notifications';
import * as apiOutbox from '../../shared/api/outbox';
import * as apiPage from '../../shared/api/page';
import * as apiPayments from '../../shared/api/payments';
import * as apiPhotos from '../../shared/api/photos';
import * as apiPlayerMerge from '../../shared/api/player-merge';
import * as apiPlayers from '../../shared/api/players';
import * as apiProfile from '../../shared/api/profile';
import * as apiRankings from '../../shared/api/rankings';
import * as apiReferee from '../../shared/api/referee';
import * as apiRegistrations from '../../shared/api/registrations';
import * as apiSchedule from '../../shared/api/schedule';
import * as apiScheduleGenerator from '../../shared/api/schedule-generator';
import * as apiScheduleImport from '../../shared/api/schedule-import';
import * as apiSeasons from '../../shared/api/seasons';
import * as apiSession from '../../shared/api/session';
import * as apiSettings from '../../shared/api/settings';
import * as apiTeamChat from '../../shared/api/team-chat';
import * as apiDrafts from '../../shared/api/drafts';
import * as apiTeamInvites from '../../shared/api/team-invites';
import * as apiTeams from '../../shared/api/teams';
import * as apiTrades from '../../shared/api/trades';
import * as apiUsers from '../../shared/api/users';
import * as apiWaitlist from '../../shared/api/waitlist';
import * as apiWaivers from '../../shared/api/waivers';
import * as schemasAdminPlayers from '../../shared/schemas/admin-players';
import * as schemasAdminSchedule from '../../shared/schemas/admin-schedule';
import * as schemasAdminTeams from '../../shared/schemas/admin-teams';
import * as schemasAdminUsers from '../../shared/schemas/admin-users';
import * as schemasAdminWaitlist from '../../shared/schemas/admin-waitlist';
import * as schemasAdminWaivers from '../../shared/schemas/admin-waivers';
import * as schemasAnnouncements from '../../shared/schemas/announcements';
import * as schemasAuth from '../../shared/schemas/auth';
import * as schemasAvailability from '../../shared/schemas/availability';
import * as schemasCalendarDate from '../../shared/schemas/calendar-date';
import * as schemasCaptain from '../../shared/schemas/captain';
import * as schemasDiscipline from '../../shared/schemas/discipline';
import * as schemasDiscountCodes from '../../shared/schemas/discount-codes';
import * as schemasDivisions from '../../shared/schemas/divisions';
import * as schemasEligibility from '../../shared/schemas/eligibility';
import * as schemasFormats from '../../shared/schemas/formats';
import * as schemasGallery from '../../shared/schemas/gallery';
import * as schemasGameEvents from '../../shared/schemas/game-events';
import * as schemasIds from '../../shared/schemas/ids';
import * as schemasLineups from '../../shared/schemas/lineups';
import * as schemasLiveMessage from '../../shared/schemas/live-message';
import * as schemasMoney from '../../shared/schemas/money';
import * as schemasNotifications from '../../shared/schemas/notifications';
import * as schemasPlayerMerge from '../../shared/schemas/player-merge';
import * as schemasProfile from '../../shared/schemas/profile';
import * as schemasRankings from '../../shared/schemas/rankings';
import * as schemasRegistrations from '../../shared/schemas/registrations';
import * as schemasScheduleGenerator from '../../shared/schemas/schedule-generator';
import * as schemasScheduleImport from '../../shared/schemas/schedule-import';
import * as schemasSeasons from '../../shared/schemas/seasons';
import * as schemasSettings from '../../shared/schemas/settings';
import * as schemasCheckIn from '../../shared/schemas/check-in';
import * as schemasTeamChat from '../../shared/schemas/team-chat';
import * as schemasDrafts from '../../shared/schemas/drafts';
import * as schemasDraftStream from '../../shared/schemas/draft-stream';
import * as schemasTeamChatMessage from '../../shared/schemas/team-chat-message';
import * as schemasTeamInvites from '../../shared/schemas/team-invites';
import * as schemasText from '../../shared/schemas/text';
import * as schemasTrades from '../../shared/schemas/trades';
import * as schemasWaitlist from '../../shared/schemas/waitlist';

/** Each module's exports, under the module's path (the name of a clash's loser says where it comes from). */
export const SHARED_SHAPE_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'api/admin-schedule': apiAdminSchedule,
  'api/announcements': apiAnnouncements,
  'api/auth': apiAuth,
  'api/availability': apiAvailability,
  'api/calendar': apiCalendar,
  'api/captain': apiCaptain,
  'api/dashboard': apiDashboard,
  'api/discipline': apiDiscipline,
  'api/discount-codes': apiDiscountCodes,
  'api/divisions': apiDivisions,
  'api/gallery': apiGallery,
  'api/games': apiGames,
  'api/home': apiHome,
  'api/leaderboard': apiLeaderboard,
  'api/league-directory': apiLeagueDirectory,
  'api/lineups': apiLineups,
  'api/live': apiLive,
  'api/notifications': apiNotifications,
  'api/outbox': apiOutbox,
  'api/page': apiPage,
  'api/payments': apiPayments,
  'api/photos': apiPhotos,
  'api/player-merge': apiPlayerMerge,
  'api/players': apiPlayers,
  'api/profile': apiProfile,
  'api/rankings': apiRankings,
  'api/referee': apiReferee,
  'api/registrations': apiRegistrations,
  'api/schedule': apiSchedule,
  'api/schedule-generator': apiScheduleGenerator,
  'api/schedule-import': apiScheduleImport,
  'api/seasons': apiSeasons,
  'api/session': apiSession,
  'api/settings': apiSettings,
  'api/team-chat': apiTeamChat,
  'api/check-in': apiCheckIn,
  'api/drafts': apiDrafts,
  'api/team-invites': apiTeamInvites,
  'api/teams': apiTeams,
  'api/trades': apiTrades,
  'api/users': apiUsers,
  'api/waitlist': apiWaitlist,
  'api/waivers': apiWaivers,
  'schemas/admin-players': schemasAdminPlayers,
  'schemas/admin-schedule': schemasAdminSchedule,
  'schemas/admin-teams': schemasAdminTeams,
  'schemas/admin-users': schemasAdminUsers,
  'schemas/admin-waitlist': schemasAdminWaitlist,
  'schemas/admin-waivers': schemasAdminWaivers,
  'schemas/announcements': schemasAnnouncements,
  'schemas/auth': schemasAuth,
  'schemas/availability': schemasAvailability,
  'schemas/calendar-date': schemasCalendarDate,
  'schemas/captain': schemasCaptain,
  'schemas/discipline': schemasDiscipline,
  'schemas/discount-codes': schemasDiscountCodes,
  'schemas/divisions': schemasDivisions,
  'schemas/eligibility': schemasEligibility,
  'schemas/formats': schemasFormats,
  'schemas/gallery': schemasGallery,
  'schemas/game-events': schemasGameEvents,
  'schemas/ids': schemasIds,
  'schemas/lineups': schemasLineups,
  'schemas/live-message': schemasLiveMessage,
  'schemas/money': schemasMoney,
  'schemas/notifications': schemasNotifications,
  'schemas/player-merge': schemasPlayerMerge,
  'schemas/profile': schemasProfile,
  'schemas/rankings': schemasRankings,
  'schemas/registrations': schemasRegistrations,
  'schemas/schedule-generator': schemasScheduleGenerator,
  'schemas/schedule-import': schemasScheduleImport,
  'schemas/seasons': schemasSeasons,
  'schemas/settings': schemasSettings,
  'schemas/team-chat': schemasTeamChat,
  'schemas/check-in': schemasCheckIn,
  'schemas/drafts': schemasDrafts,
  'schemas/draft-stream': schemasDraftStream,
  'schemas/team-chat-message': schemasTeamChatMessage,
  'schemas/team-invites': schemasTeamInvites,
  'schemas/text': schemasText,
  'schemas/trades': schemasTrades,
  'schemas/waitlist': schemasWaitlist,
};
