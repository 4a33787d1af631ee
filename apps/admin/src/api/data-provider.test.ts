import { describe, expect, it } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { dataProvider, listInput } from './data-provider';

const page = (data: unknown[]) => ({ data, pageNo: 1, totalPage: 1, total: data.length });
const user = {
  id: 3,
  email: 'ana@example.com',
  userLoginId: 'ana',
  name: 'Ana',
  kycStatus: 2,
  role: 'user',
  lockedAt: null,
  createdAt: 1,
};

describe('the data provider over the contract', () => {
  it('asks the list endpoint of a resource for the page, sort and filters, as the contract spells them', async () => {
    const requests = fakeServer({ staffUserList: () => page([user]) });
    const res = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'ana', unknownFilter: 'x', locked: '' },
    });
    expect(res).toEqual({ data: [user], total: 1 });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/admin/user/listPage',
        // The screen's extra filter and the empty one are not sent (they would be a 400).
        body: { q: 'ana', pageNo: 2, pageSize: 10, sort: 'email', order: 'asc' },
      },
    ]);
  });

  it('passes a review queue’s sort to the server, and none while the queue keeps its own order', async () => {
    const requests = fakeServer({ staffDepositList: () => page([]) });
    const pagination = { page: 1, perPage: 25 };
    await dataProvider.getList('deposits', {
      pagination,
      sort: { field: 'amount', order: 'DESC' },
      filter: { status: 1 },
    });
    await dataProvider.getList('deposits', { pagination, sort: { field: '', order: 'ASC' }, filter: { status: 1 } });
    expect(requests.map((r) => r.body)).toEqual([
      { status: 1, pageNo: 1, pageSize: 25, sort: 'amount', order: 'desc' },
      { status: 1, pageNo: 1, pageSize: 25 },
    ]);
  });

  it('reads a record through the detail endpoint, keyed by the id react-admin asked for', async () => {
    const requests = fakeServer({ staffKycDetail: () => null });
    await expect(dataProvider.getOne('kyc', { id: '12' })).rejects.toThrow();
    expect(requests[0]).toMatchObject({ path: '/admin/real/detail', body: { id: 12 } });
  });

  it('says what a resource does not offer instead of calling anything', async () => {
    const requests = fakeServer({});
    await expect(dataProvider.update('users', { id: 1, data: {}, previousData: {} })).rejects.toThrow(
      'users cannot be changed here',
    );
    expect(() => dataProvider.decide('audit', 'approve', { id: 1 })).toThrow('audit has no approve');
    await expect(dataProvider.getList('nope', {})).rejects.toThrow('Unknown resource "nope"');
    expect(requests).toEqual([]);
  });

  it('approves and rejects through the queue’s own endpoints, and a refusal carries the server’s message', async () => {
    const requests = fakeServer({});
    await expect(dataProvider.decide('deposits', 'reject', { id: 5, reason: 'No transfer found' })).rejects.toThrow(
      'No fake answer for POST /admin/recharge/reject',
    );
    expect(requests[0]?.body).toEqual({ id: 5, reason: 'No transfer found' });
  });

  it('maps react-admin’s paging and sort to the contract’s (the first page and 25 rows by default)', () => {
    expect(listInput({})).toEqual({ pageNo: 1, pageSize: 25 });
    expect(listInput({ sort: { field: 'createdAt', order: 'DESC' } })).toMatchObject({
      sort: 'createdAt',
      order: 'desc',
    });
  });
});
