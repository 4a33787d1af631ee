import { Skeleton } from 'antd-mobile';
import { ListSkeleton } from '../ui/states';
import './screen-loading.css';

/**
 * What shows while a screen's code loads: the screen's frame (a title bar and a body) with the placeholder rows the
 * screens themselves show while their data loads, so the page is never blank and nothing jumps when the screen arrives.
 */
export function ScreenLoading() {
  return (
    <section className="screen" aria-busy="true">
      <header className="screen-header">
        <div className="screen-header-side" />
        <Skeleton animated className="skeleton-line screen-loading-title" />
        <div className="screen-header-side" />
      </header>
      <div className="screen-body">
        <ListSkeleton rows={8} />
      </div>
    </section>
  );
}
