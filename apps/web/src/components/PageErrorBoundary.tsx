import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

/**
 * Catches what a page throws while rendering or loading its code (often a stale chunk after a
 * deployment) and shows RouteError instead of a blank screen. Keyed by the location by its parent,
 * so that going elsewhere starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
