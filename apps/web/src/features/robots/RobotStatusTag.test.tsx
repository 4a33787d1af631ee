import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RobotStatusTag } from './RobotStatusTag';

describe('RobotStatusTag', () => {
  it('shows a rental’s status as the app’s filled pill: running active, paused waiting, stopped ended', () => {
    render(
      <>
        <RobotStatusTag status="running" label="Running" />
        <RobotStatusTag status="paused" label="Paused" />
        <RobotStatusTag status="stopped" label="Stopped" />
      </>,
    );
    const tags = screen.getAllByTestId('rental-status');
    expect(tags.map((tag) => tag.className)).toEqual([
      'status-tag status-active',
      'status-tag status-pending',
      'status-tag status-cancelled',
    ]);
    expect(tags.map((tag) => tag.textContent)).toEqual(['Running', 'Paused', 'Stopped']);
  });
});
