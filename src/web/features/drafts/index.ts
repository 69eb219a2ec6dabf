// Live drafts on the web (decision 081).
export { DraftBoardPage } from './components/draft-board-page';
