import { Component, type ErrorInfo, type ReactNode } from 'react';
import { componentNameOf } from './component-name-of';
import { CrashScreen } from './crash-screen';
import { reportCrash } from './report-crash';

type CrashBoundaryProps = { children: ReactNode };
type CrashBoundaryState = { error: unknown; crashed: boolean };

/** Catches a render crash below it and shows the crash screen instead of a blank page. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null, crashed: false };

  static getDerivedStateFromError(error: unknown): CrashBoundaryState {
    return { error, crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // runs before the crash screen's own effects, so the first report names the component
    void reportCrash(error, componentNameOf(info.componentStack));
  }

  private readonly retry = () => this.setState({ error: null, crashed: false });

  override render() {
    if (this.state.crashed) return <CrashScreen error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
