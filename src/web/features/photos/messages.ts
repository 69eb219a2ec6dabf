/** Spec §8 photo messages, to the character. A title and a description where the spec has both. */
export const PHOTO_MESSAGES = {
  cameraError: { title: 'Camera Error', message: 'Could not access the camera. Please ensure permissions are granted.' },
  processingError: { title: 'Processing Error', message: 'Could not process the captured photo.' },
  backgroundFailed: { title: 'Background Removal Failed', message: 'Could not remove background. Using original photo.' },
  backgroundRemoved: 'Background Removed',
  cropped: 'Image cropped successfully!',
  cropFailed: 'Failed to crop image.',
  saved: 'Photo Saved.',
  saveFailed: { title: 'Photo Save Failed', message: 'Failed to save the photo. Please try again.' },
  uploadFailed: 'Failed to upload photo. Please try again.',
} as const;
