import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountField } from './AmountField';

describe('AmountField, as a screen reader hears it', () => {
  it('its hint describes the input; with an error the input is invalid and described by the error, then the hint', () => {
    const noop = () => undefined;
    const { rerender } = render(<AmountField label="Amount" value="5" onChange={noop} hint="Available 100.00 USD" />);
    const input = screen.getByLabelText('Amount');
    expect(input.tagName).toBe('INPUT');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Available 100.00 USD');

    rerender(
      <AmountField
        label="Amount"
        value="5"
        onChange={noop}
        error="The amount must be at least 100.00 USD"
        hint="Available 100.00 USD"
      />,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The amount must be at least 100.00 USD Available 100.00 USD');
    // Both are on screen: the balance a user needs to correct the amount is not hidden by the error.
    expect(screen.getByRole('alert')).toHaveTextContent('The amount must be at least 100.00 USD');
    expect(screen.getByText('Available 100.00 USD')).toBeVisible();

    rerender(<AmountField label="Amount" value="5" onChange={noop} error="Enter an amount" />);
    expect(input).toHaveAccessibleDescription('Enter an amount');
  });
});
