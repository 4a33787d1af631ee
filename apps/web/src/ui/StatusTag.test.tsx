import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTag, type StatusTone } from './StatusTag';

describe('StatusTag', () => {
  it('draws every tone as the app’s one filled pill, each tone with a colour class of its own', () => {
    const tones: StatusTone[] = ['pending', 'active', 'completed', 'failed', 'ended'];
    render(
      <>
        {tones.map((tone) => (
          <StatusTag key={tone} tone={tone} testId={`tag-${tone}`}>
            {tone}
          </StatusTag>
        ))}
      </>,
    );
    const tags = tones.map((tone) => screen.getByTestId(`tag-${tone}`));
    for (const tag of tags) {
      expect(tag).toHaveClass('status-tag');
      // Not antd-mobile's outlined Tag.
      expect(tag).not.toHaveClass('adm-tag');
    }
    const colours = tags.map((tag) => [...tag.classList].filter((c) => c.startsWith('status-') && c !== 'status-tag'));
    expect(colours).toEqual([
      ['status-pending'],
      ['status-active'],
      ['status-completed'],
      ['status-failed'],
      ['status-cancelled'],
    ]);
  });
});
