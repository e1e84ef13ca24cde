'use client';

import { Component, type ReactNode } from 'react';
import { ErrorBox } from './error-box.client';

interface Props {
  children: ReactNode;
  /** Called before rendering the children again, e.g. to retry a failed import. */
  onRetry?: () => void;
}

/** Catches a part that fails to load or render and offers the ErrorBox's Retry in its place. */
export class LoadBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    return this.state.error ? <ErrorBox error={this.state.error} retry={this.retry} /> : this.props.children;
  }
}
