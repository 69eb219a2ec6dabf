import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { takeUnanswered } from './fake-api';

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts for
// fonts that finish loading. An event target is all it needs.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

// findBy… waits for what a person would see; on a busy two-core machine a lazy chunk (the
// waitlist wizard) can take longer to arrive than the default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // Testing Library unmounts by itself only when the runner's globals are on; ours are imported.
  cleanup();
  // The toasts' store outlives a render: a toast of one test must not show in the next.
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A request the test's fakeApi did not answer fails the test, naming the request.
  const unanswered = takeUnanswered();
  if (unanswered.length > 0) throw new Error(`No fakeApi handler answered: ${unanswered.join(', ')}`);
});
