// What other features use of photos (decision 009, decision 065: features meet through their index).
export { normalizePhoto } from './photo-image';
export { photoPrefix, safeFileStem, storedPhotoKey } from './photos.service';
