// What other parts of the app use of live drafts (decision 081; decision 065: features meet through their index).
export { draftsRoutes } from './drafts.routes';
export { runDraftClocks } from './draft-picks.service';
export { startDraftClockJob } from './draft-clock-job';
