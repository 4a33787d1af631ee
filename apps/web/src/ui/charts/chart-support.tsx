import { Component, type ReactNode } from 'react';

/** lightweight-charts needs a 2D canvas, matchMedia (for the pixel ratio) and ResizeObserver; without them, no chart. */
export const canDrawCharts = () =>
  typeof window.matchMedia === 'function' &&
  typeof CanvasRenderingContext2D !== 'undefined' &&
  typeof window.ResizeObserver === 'function';

/** A chart that cannot draw leaves the rest of the screen working (showing `fallback`, or nothing). */
export class ChartBoundary extends Component<{ fallback?: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
