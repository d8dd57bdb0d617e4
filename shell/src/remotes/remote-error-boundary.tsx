import { Component, type ErrorInfo, type ReactNode } from 'react';

import { RemoteUnavailable } from './remote-unavailable';

type TRemoteErrorBoundaryProps = { remote: string; children: ReactNode };
type TRemoteErrorBoundaryState = { hasFailed: boolean };

/** Catches a remote page that throws while rendering, so only its area shows the fallback. */
export class RemoteErrorBoundary extends Component<
  TRemoteErrorBoundaryProps,
  TRemoteErrorBoundaryState
> {
  override state: TRemoteErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): TRemoteErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasFailed) return <RemoteUnavailable remote={this.props.remote} />;
    return this.props.children;
  }
}
