import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
