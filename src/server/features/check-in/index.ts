// What other features use of check-in and the player pass (issue 24, decision 083; decision 065: features meet through their index).
export { checkInRoutes } from './check-in.routes';
