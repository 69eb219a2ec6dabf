// The admin discipline feature's public entry (scripts/check-layers.mjs).
export { AdminDisciplinePage } from './components/admin-discipline-page';
