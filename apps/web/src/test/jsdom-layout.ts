import { onTestFinished } from 'vitest';

/**
 * jsdom lays nothing out, so every element lacks an offsetParent; antd-mobile's InfiniteScroll only loads for a shown
 * one. Until the test ends, each element's offsetParent is its parent.
 */
export function pretendLaidOut() {
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  onTestFinished(() => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  });
}

/**
 * What antd-mobile's PullToRefresh needs that jsdom does not give, until the test ends: its px tester measures CSS
 * pixels (else every pull distance is 0), and the climb through scroll parents stops at the Window, which in vitest's
 * jsdom is no `instanceof Window`.
 */
export function pretendPullable() {
  const rect = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (!this.classList.contains('adm-px-tester')) return rect.call(this);
    const size = Number(this.style.getPropertyValue('--size'));
    return DOMRect.fromRect({ width: size, height: size });
  };
  Object.defineProperty(Window, Symbol.hasInstance, { configurable: true, value: (v: unknown) => v === window });
  onTestFinished(() => {
    HTMLElement.prototype.getBoundingClientRect = rect;
    Reflect.deleteProperty(Window, Symbol.hasInstance);
  });
}
