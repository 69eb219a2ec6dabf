// What other features use of trades (issue 24, decision 082; decision 065: features meet through their index).
export { countPendingTrades } from './pending-trades';
export { tradesRoutes } from './trades.routes';
