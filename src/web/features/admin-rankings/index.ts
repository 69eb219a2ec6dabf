export { AdminRankingsPage } from './components/admin-rankings-page';
export { PublishRankingsPage } from './components/publish-rankings-page';
export { SeasonRankingsPage } from './components/season-rankings-page';
