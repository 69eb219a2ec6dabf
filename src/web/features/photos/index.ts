// The photos feature's public entry (scripts/check-layers.mjs): what other features may use.
export { uploadPlayerPhoto, useUploadPlayerPhoto } from './api';
export { PhotoField, type PhotoFieldProps } from './components/photo-field';
export { PHOTO_MESSAGES } from './messages';
