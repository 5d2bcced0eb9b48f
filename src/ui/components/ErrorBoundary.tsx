import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

/** Shows an unexpected failure instead of a blank page; stored data is untouched. */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="error">
        <h1>Something went wrong</h1>
        <p>{this.state.error.message}</p>
        <p>Your tournaments are stored on this device and were not changed. <button type="button" onClick={() => location.reload()}>Reload</button></p>
      </div>
    );
  }
}
