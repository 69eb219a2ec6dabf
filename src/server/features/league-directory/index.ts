// What other parts of the app use of the public teams and players (decision 065: features meet through their index).
export { getPublicPlayer } from './public-players.service';
export { getPublicTeam } from './public-teams.service';
