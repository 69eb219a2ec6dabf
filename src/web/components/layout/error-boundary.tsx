import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload';
import { logError } from '../../lib/logger';

interface Props {
  children: ReactNode;
  /** Renders the fallback; `reset` clears the error and renders the children again. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches render errors below it. A page chunk that failed to load (spec §8) reloads the page
 * instead of showing the fallback, unless it just did (see chunk-reload.ts). Give it a `key`
 * that changes on navigation so a new page starts without the old error.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    logError('render error', { error, componentStack: info.componentStack });
  }

  reset = () => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback({ error: this.state.error, reset: this.reset });
  }
}
