import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocale } from '../../lib/locale';
import { StepField } from './StepField';

describe('StepField, as a screen reader hears it', () => {
  it('is described by its error only while it has one, and invalid then', () => {
    const noop = () => undefined;
    const { rerender } = render(<StepField label="Quantity" value="" onChange={noop} kind="integer" />);
    const input = screen.getByLabelText('Quantity');
    expect(input).not.toHaveAttribute('aria-describedby');

    rerender(<StepField label="Quantity" value="0" onChange={noop} kind="integer" error="Quantity: at least 1 lot" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Quantity: at least 1 lot');

    rerender(<StepField label="Quantity" value="1" onChange={noop} kind="integer" />);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('StepField, in Indonesian', () => {
  afterEach(() => formatLocale.set('en'));

  it('shows a price with a comma and reads a typed comma as the point; a quantity stays digits', () => {
    formatLocale.set('id');
    const onChange = vi.fn();
    const { rerender } = render(<StepField label="Harga limit" value="189.5" onChange={onChange} />);
    const price = screen.getByLabelText('Harga limit');
    expect(price).toHaveValue('189,5');
    fireEvent.change(price, { target: { value: '189,55' } });
    expect(onChange).toHaveBeenLastCalledWith('189.55');

    rerender(<StepField label="Kuantitas" value="10" onChange={onChange} kind="integer" />);
    fireEvent.change(screen.getByLabelText('Kuantitas'), { target: { value: '1,5' } });
    expect(onChange).toHaveBeenLastCalledWith('15');
  });
});
