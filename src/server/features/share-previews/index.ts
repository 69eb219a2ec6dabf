// Link previews and schema.org data of the public game, team and player pages (decision 089).
export { withPreview, type PagePreview } from './page-head';
export { previewFor } from './share-previews';
