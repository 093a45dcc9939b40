import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead, given a way to try again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called once per failure (e.g. to toast it). */
  onError?: (error: unknown) => void;
  /** Called by retry before the children render again (e.g. to load the query anew). */
  onRetry?: () => void;
  /** A new value (a new query) clears a failure: its children render again. */
  resetKey?: unknown;
  children: ReactNode;
}

type State = { failed: boolean; resetKey: unknown };

/** Catches a query that failed while rendering (usePreloadedQuery throws it) and shows the fallback. */
export class LoadBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
