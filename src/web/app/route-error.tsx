import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '../components/layout/error-fallback';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload';
import { logError } from '../lib/logger';

/**
 * Last resort for errors outside a page (in the shell itself). Pages have their own boundary
 * in the layout, which keeps the header on screen.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    logError('route error', error);
  }, [error]);
  return <ErrorFallback error={error} onRetry={() => window.location.reload()} />;
}
