import type { StaffMember } from '@bourse/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { fakeServer, signedInAs } from '../test/fake-server';

const member: StaffMember = {
  id: 12,
  userLoginId: 'desk.twelve',
  email: 'desk12@bourse.test',
  role: 'finance',
  totpEnrolled: 1,
  createdAt: 1,
};

describe('the staff screen', () => {
  it('lists the page the server answers, asking for it paged and sorted', async () => {
    const me = signedInAs('admin');
    fakeServer({
      adminMe: () => me,
      staffDashboard: () => ({ queues: {}, openPositions: 0, days: [] }),
      staffList: () => ({ data: [member], pageNo: 1, totalPage: 1, total: 1 }),
    });
    render(
      <MemoryRouter initialEntries={['/staff']}>
        <App />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('staff-desk12@bourse.test')).toHaveTextContent('desk.twelve');
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    const list = urls.find((u) => u.startsWith('/admin/staff/list?'));
    expect(Object.fromEntries(new URLSearchParams(list?.split('?')[1]))).toEqual({
      pageNo: '1',
      pageSize: '10',
      sort: 'id',
      order: 'asc',
    });
  });
});
