import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../i18n';
import { PullToRefresh } from './PullToRefresh';

const pull = (element: Element, from: number, to: number) => {
  fireEvent.touchStart(element, { touches: [{ clientY: from }] });
  fireEvent.touchMove(element, { touches: [{ clientY: to }] });
};

describe('pull to refresh', () => {
  it('says "Release to refresh" past the threshold, refreshes on release and says "Updated" when done', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>rows</p>
      </PullToRefresh>,
    );
    const content = screen.getByText('rows');
    pull(content, 100, 130);
    expect(screen.getByText('Pull to refresh')).toBeInTheDocument();
    fireEvent.touchMove(content, { touches: [{ clientY: 400 }] });
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    finish();
    expect(await screen.findByText('Updated')).toBeInTheDocument();
  });

  it('does not refresh on a short pull, nor when the page is scrolled down', () => {
    const onRefresh = vi.fn(async () => {});
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>rows</p>
      </PullToRefresh>,
    );
    const content = screen.getByText('rows');
    pull(content, 100, 140);
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();

    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    pull(content, 100, 500);
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
