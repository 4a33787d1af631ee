import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlashValue } from './FlashValue';

const shown = (value: string) => (
  <FlashValue value={value} testId="price">
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
});
