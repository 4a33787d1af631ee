import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlashValue } from './FlashValue';

const shown = (value: string, className?: string) => (
  <FlashValue value={value} testId="price" className={className}>
    {value}
  </FlashValue>
);

/** The flash classes on the number: its colour, and which of the two identical fades runs (quotes.css). */
function flash() {
  const classes = screen.getByTestId('price').classList;
  return {
    colour: classes.contains('flash-up') ? 'up' : classes.contains('flash-down') ? 'down' : 'none',
    again: classes.contains('flash-again'),
  };
}

describe('FlashValue', () => {
  it('flashes in the colour of each change and starts the fade again at every change, also of the same colour', () => {
    const { rerender } = render(shown('10.00'));
    expect(flash()).toEqual({ colour: 'none', again: false });

    rerender(shown('10.50'));
    const first = flash();
    expect(first.colour).toBe('up');

    // A second rise while the first fades: the same colour, the other fade (a new animation name restarts it).
    rerender(shown('10.75'));
    expect(flash()).toEqual({ colour: 'up', again: !first.again });

    // A fall: the down colour, and the fade starts again too.
    rerender(shown('10.25'));
    expect(flash()).toEqual({ colour: 'down', again: first.again });

    // The same value again (a re-render without a change) flashes nothing new.
    rerender(shown('10.250'));
    expect(flash()).toEqual({ colour: 'down', again: first.again });
  });

  it('starts the fade again when the change also turns the trend colour (React replaces the element’s classes)', () => {
    const { rerender } = render(shown('10.00', 'trend-up'));
    rerender(shown('10.50', 'trend-up'));
    const first = flash();
    rerender(shown('9.50', 'trend-down'));
    expect(screen.getByTestId('price').classList.contains('trend-down')).toBe(true);
    expect(flash()).toEqual({ colour: 'down', again: !first.again });
  });
});
