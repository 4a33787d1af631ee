import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './pull-to-refresh.css';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The head's height while refreshing, how far a pull must go to refresh, and how long "Updated" stays (as antd). */
const HEAD_PX = 40;
const THRESHOLD_PX = 60;
const COMPLETE_MS = 500;
/** The head's height animation back to rest (pull-to-refresh.css). */
const SETTLE_MS = 300;

/** A pull of `distance` px shown damped (antd-mobile's rubber band, constant 0.5, over five heads). */
const damped = (distance: number) => {
  const dimension = HEAD_PX * 5;
  return (distance * dimension * 0.5) / (dimension + 0.5 * distance);
};

/** Whether nothing around `target` (nor the page) is scrolled down: only then does a pull refresh. */
function atTop(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return window.scrollY <= 0;
}

/**
 * Pull down, at the top of the screen, to run `onRefresh` (docs/product.md §4): a head opens with the pull ("Pull to
 * refresh", then "Release to refresh" past 60 px), shows "Loading…" while `onRefresh` runs and "Updated" for half a
 * second after. Touch only, as antd-mobile's PullToRefresh, whose behaviour and texts it keeps without its animation
 * and gesture libraries (docs/decisions.md, Web delivery): the head eases back with a CSS transition.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('pulling');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ status, onRefresh });
  useEffect(() => {
    latest.current = { status, onRefresh };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let startY: number | null = null;
    let pulled = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const settle = () => {
      setDragging(false);
      setHeight(0);
      clearTimeout(timer);
      timer = setTimeout(() => live && setStatus('pulling'), SETTLE_MS);
    };
    const refresh = async () => {
      setDragging(false);
      setHeight(HEAD_PX);
      setStatus('refreshing');
      try {
        await latest.current.onRefresh();
      } catch {
        if (live) settle();
        return;
      }
      if (!live) return;
      setStatus('complete');
      timer = setTimeout(() => live && settle(), COMPLETE_MS);
    };
    const onStart = (event: TouchEvent) => {
      const busy = latest.current.status === 'refreshing' || latest.current.status === 'complete';
      startY = !busy && event.touches.length === 1 && atTop(event.target) ? (event.touches[0]?.clientY ?? null) : null;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const distance = (event.touches[0]?.clientY ?? startY) - startY;
      if (pulled === 0 && distance <= 0) {
        startY = null; // a scroll up, not a pull
        return;
      }
      if (event.cancelable) event.preventDefault();
      pulled = Math.max(damped(Math.max(distance, 0)), 0);
      setDragging(true);
      setHeight(Math.ceil(pulled));
      setStatus(pulled > THRESHOLD_PX ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (pulled > THRESHOLD_PX) void refresh();
      else if (pulled > 0) settle();
      pulled = 0;
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      live = false;
      clearTimeout(timer);
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = {
    pulling: t('states.pullToRefresh'),
    canRelease: t('states.releaseToRefresh'),
    refreshing: t('common.loading'),
    complete: t('states.refreshed'),
  }[status];

  return (
    <div ref={ref} className="pull-refresh">
      <div className={dragging ? 'pull-refresh-head' : 'pull-refresh-head settling'} style={{ height }}>
        <div className="pull-refresh-head-content" style={{ height: HEAD_PX }}>
          {text}
        </div>
      </div>
      <div className="pull-refresh-content">{children}</div>
    </div>
  );
}
