import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '../../settings/language';
import { RobotStatusTag } from './RobotStatusTag';

describe('RobotStatusTag', () => {
  it('shows a rental’s status as the app’s filled pill: running active, paused waiting, stopped ended', () => {
    render(
      <>
        <RobotStatusTag status="running" />
        <RobotStatusTag status="paused" />
        <RobotStatusTag status="stopped" />
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

  it('says the status in the app’s language, not the server’s English label', async () => {
    await languageStore.set('id');
    try {
      render(<RobotStatusTag status="paused" />);
      expect(screen.getByTestId('rental-status')).toHaveTextContent('Dijeda');
    } finally {
      await languageStore.set(null);
    }
  });
});
