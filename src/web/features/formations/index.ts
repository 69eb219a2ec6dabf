// Formations and substitutes on the web (decisions 079, 080): what other features and routes use.
export { MyGamePosition } from './components/my-game-position';
export { OpenSubstituteRequests } from './components/open-substitute-requests';
export { FormationPage } from './components/formation-page';
export { SelectFormationContextPage } from './components/select-formation-context-page';
