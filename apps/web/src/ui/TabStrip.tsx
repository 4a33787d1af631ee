import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import './tab-strip.css';

export interface TabStripItem<K extends string> {
  key: K;
  title: ReactNode;
}

interface TabStripProps<K extends string> {
  items: readonly TabStripItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  className?: string;
}

/**
 * A row of tabs that scrolls sideways when wider than the screen (the WAI-ARIA tabs pattern: a `tablist` of `tab`
 * buttons, the selected one `aria-selected` and the only one in the tab order; the arrow keys, Home and End move to
 * and select another). It does what antd-mobile's Tabs did for the screens people open first, without its animation
 * library, which would otherwise be part of the first load (docs/decisions.md, Web delivery): the active tab is
 * underlined at once instead of the line sliding, and it is kept in view (centred where the row can scroll).
 */
export function TabStrip<K extends string>({ items, activeKey, onChange, className }: TabStripProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const focusActive = useRef(false);

  // A row that opens on its first tab is already scrolled to it: reading the layout then would make the browser lay out
  // the whole screen inside React's commit, the opening screen's longest task.
  const opensOnFirst = useRef(items[0]?.key === activeKey);

  useLayoutEffect(() => {
    if (opensOnFirst.current) {
      opensOnFirst.current = false;
      return;
    }
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    if (list.scrollWidth > list.clientWidth) {
      const centred = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
      list.scrollLeft = Math.max(0, Math.min(centred, list.scrollWidth - list.clientWidth));
    }
    if (focusActive.current) {
      focusActive.current = false;
      tab.focus();
    }
  }, [activeKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === activeKey);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    focusActive.current = true;
    if (item.key !== activeKey) onChange(item.key);
    else listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  };

  return (
    <div
      ref={listRef}
      className={className ? `tab-strip ${className}` : 'tab-strip'}
      role="tablist"
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className="tab-strip-tab"
            onClick={() => {
              if (!active) onChange(item.key);
            }}
          >
            {item.title}
          </button>
        );
      })}
    </div>
  );
}
