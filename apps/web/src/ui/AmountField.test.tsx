import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocale } from '../lib/locale';
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

describe('AmountField, in the language’s decimal mark', () => {
  afterEach(() => formatLocale.set('en'));

  it('reads 0,00 in Indonesian, shows the amount with a comma and takes a comma or a point, handing on 12.5', () => {
    formatLocale.set('id');
    const onChange = vi.fn();
    const { rerender } = render(<AmountField label="Jumlah" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Jumlah');
    expect(input).toHaveAttribute('placeholder', '0,00');
    fireEvent.change(input, { target: { value: '12,5' } });
    expect(onChange).toHaveBeenLastCalledWith('12.5');
    fireEvent.change(input, { target: { value: '12.75' } });
    expect(onChange).toHaveBeenLastCalledWith('12.75');
    rerender(<AmountField label="Jumlah" value="12.5" onChange={onChange} />);
    expect(input).toHaveValue('12,5');
  });

  it('in Indonesian reads a point typed beside a comma as grouping, and shows a refused value as it holds it', () => {
    formatLocale.set('id');
    const onChange = vi.fn();
    const { rerender } = render(<AmountField label="Jumlah" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Jumlah');
    fireEvent.change(input, { target: { value: '1.234,5' } });
    expect(onChange).toHaveBeenLastCalledWith('1234.5');
    // Two decimal marks are no amount: the value keeps both (the form refuses it) and the field shows both, as typed.
    fireEvent.change(input, { target: { value: '1,2,3' } });
    expect(onChange).toHaveBeenLastCalledWith('1.2.3');
    rerender(<AmountField label="Jumlah" value="1.2.3" onChange={onChange} />);
    expect(input).toHaveValue('1,2,3');
  });

  it('stays 0.00 with a point in English and Chinese, where a comma is not a decimal mark', () => {
    const onChange = vi.fn();
    const { rerender } = render(<AmountField label="Amount" value="12.5" onChange={onChange} />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('placeholder', '0.00');
    expect(input).toHaveValue('12.5');
    fireEvent.change(input, { target: { value: '1,250' } });
    expect(onChange).toHaveBeenLastCalledWith('1250');

    formatLocale.set('zh-Hant');
    rerender(<AmountField label="金額" value="12.5" onChange={onChange} />);
    expect(screen.getByLabelText('金額')).toHaveAttribute('placeholder', '0.00');
    expect(screen.getByLabelText('金額')).toHaveValue('12.5');
  });
});
