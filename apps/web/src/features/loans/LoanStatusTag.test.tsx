import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoanStatusTag } from './LoanStatusTag';

describe('LoanStatusTag', () => {
  it('shows a loan’s status as the app’s filled pill: waiting, running, late, repaid, refused', () => {
    render(
      <>
        <LoanStatusTag status="pending" />
        <LoanStatusTag status="active" />
        <LoanStatusTag status="overdue" />
        <LoanStatusTag status="repaid" />
        <LoanStatusTag status="rejected" />
      </>,
    );
    const tags = screen.getAllByTestId('loan-status');
    expect(tags.map((tag) => tag.className)).toEqual([
      'status-tag status-pending',
      'status-tag status-active',
      'status-tag status-failed',
      'status-tag status-completed',
      'status-tag status-cancelled',
    ]);
  });
});
