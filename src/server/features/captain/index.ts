// What other features use of the captain area (decision 065: features meet through their index).
export { captainRoutes } from './captain.routes';
