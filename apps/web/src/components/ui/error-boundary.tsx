import { Component, type ReactNode } from 'react';
import { CrashFallback } from './crash-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A change of this value (the location, say) clears a shown crash. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  render(): ReactNode {
    if (this.state.error) return <CrashFallback error={this.state.error} onReset={this.reset} />;
    return this.props.children;
  }
}
