import { Component, type ErrorInfo, type ReactNode } from "react";
import { PageError } from "@/components/PageError/PageError";
import { paths } from "@/lib/paths";

interface RouteErrorBoundaryProps {
  /** A new key (the path) clears the error, so leaving a broken screen works without a reload. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/** A failed screen (say, a chunk that did not load) shows the error page and keeps the frame. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("The page failed to render", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageError homeHref={paths.home()} onRetry={() => window.location.reload()} />;
  }
}
