// What other features use of team invites (issue 23, decision 077; decision 065: features meet through their index).
export { countOpenInvites } from './team-invites.service';
export { teamInvitesRoutes } from './team-invites.routes';
