import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabStrip } from './TabStrip';

const ITEMS = [
  { key: 'a', title: 'Alpha' },
  { key: 'b', title: 'Beta' },
  { key: 'c', title: 'Gamma' },
] as const;

function Strip() {
  const [active, setActive] = useState<'a' | 'b' | 'c'>('a');
  return <TabStrip items={ITEMS} activeKey={active} onChange={setActive} />;
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('the tab strip', () => {
  it('is a tab list whose selected tab alone is in the tab order; a click selects another', () => {
    render(<Strip />);
    expect(screen.getByRole('tablist')).toBeVisible();
    expect(selected()).toHaveTextContent('Alpha');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    fireEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(selected()).toHaveTextContent('Gamma');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting and focusing the tab it moves to', () => {
    render(<Strip />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('Beta');
    expect(selected()).toHaveFocus();
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toHaveTextContent('Gamma');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('Alpha');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toHaveTextContent('Gamma');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toHaveTextContent('Alpha');
    expect(selected()).toHaveFocus();
  });
});
