import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts for
// fonts that finish loading. An event target is all it needs.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

// findBy… waits for what a person would see; on a busy two-core machine a lazy chunk (the
// waitlist wizard) can take longer to arrive than the default second.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library unmounts after each test by itself only when the test runner's globals are
// on; ours are imported, so the component project says it here.
// The toasts' store outlives a render: a toast of one test must not show in the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
