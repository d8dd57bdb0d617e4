import { Component, type ErrorInfo, type ReactNode } from 'react';

import { RevealWhenDrawn } from '../prerender/reveal-when-drawn';
import { CrashScreen } from './crash-screen';

type TAppErrorBoundaryProps = { children: ReactNode };
type TAppErrorBoundaryState = { hasCrashed: boolean };

export class AppErrorBoundary extends Component<TAppErrorBoundaryProps, TAppErrorBoundaryState> {
  override state: TAppErrorBoundaryState = { hasCrashed: false };

  static getDerivedStateFromError(): TAppErrorBoundaryState {
    return { hasCrashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The app crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasCrashed) return this.props.children;
    return (
      <>
        <CrashScreen />
        <RevealWhenDrawn />
      </>
    );
  }
}
