// What other features use of lineups and substitutes (decisions 079, 080; decision 065: features meet through their index).
export { lineupsRoutes, substitutesRoutes } from './lineups.routes';
export { positionsOf } from './lineup-read';
export { countOpenSubstituteRequests } from './substitute-requests-read';
export { confirmedSubstitutes } from './substitute-eligibility';
