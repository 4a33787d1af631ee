import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import * as inbox from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/** Tells `userId` something, as a module does. */
const tell = (userId: number, n: number, more: Partial<inbox.NewMessage> = {}) =>
  inbox.deliver(h.ctx, {
    userId,
    kind: 'system',
    title: `Notice ${n}`,
    body: `Body ${n}.`,
    link: '/my',
    eventKey: `test:${n}`,
    ...more,
  });

const ids = (res: { body: { data: { data: { id: number }[] } } }) => res.body.data.data.map((m) => m.id);

describe('the inbox', () => {
  it('lists a user’s messages newest first, paged, with the unread count; reading one marks it read', async () => {
    const u = await signUp(h);
    for (let n = 1; n <= 5; n++) {
      await tell(u.user.id, n);
      h.advance(1000);
    }
    const page1 = await h.call('messagePageList', { pageNo: 1, pageSize: 2 }, { token: u.token });
    expect(page1.status).toBe(200);
    expect(page1.body.data).toMatchObject({ pageNo: 1, totalPage: 3, total: 5 });
    expect(page1.body.data.data.map((m) => m.title)).toEqual(['Notice 5', 'Notice 4']);
    expect(page1.body.data.data[0]).toMatchObject({
      kind: 'system',
      body: 'Body 5.',
      link: '/my',
      isRead: 0,
      readTimestamp: null,
    });
    const page3 = await h.call('messagePageList', { pageNo: 3, pageSize: 2 }, { token: u.token });
    expect(page3.body.data.data.map((m) => m.title)).toEqual(['Notice 1']);
    expect((await h.call('messageUnreadCount', {}, { token: u.token })).body.data).toEqual({ unread: 5 });

    const [newest] = ids(page1);
    const opened = await h.call('messageRead', { id: newest }, { token: u.token });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id: newest, title: 'Notice 5', isRead: 1 });
    expect(opened.body.data.readTimestamp).toBe(h.ctx.now());
    // opening it again changes nothing
    const again = await h.call('messageRead', { id: newest }, { token: u.token });
    expect(again.body.data.readTimestamp).toBe(opened.body.data.readTimestamp);
    expect((await h.call('messageUnreadCount', {}, { token: u.token })).body.data).toEqual({ unread: 4 });

    const unread = await h.call('messagePageList', { isRead: 0 }, { token: u.token });
    expect(unread.body.data.total).toBe(4);
    expect(ids(unread)).not.toContain(newest);
    const read = await h.call('messagePageList', { isRead: 1 }, { token: u.token });
    expect(ids(read)).toEqual([newest]);

    const all = await h.call('messageReadAll', {}, { token: u.token });
    expect(all.body.data).toEqual({ marked: 4 });
    expect((await h.call('messageUnreadCount', {}, { token: u.token })).body.data).toEqual({ unread: 0 });
  });

  it('deletes a message for good: gone from the list and the count, and its event is not told again', async () => {
    const u = await signUp(h);
    await tell(u.user.id, 1);
    await tell(u.user.id, 2);
    const [second, first] = ids(await h.call('messagePageList', {}, { token: u.token }));
    const deleted = await h.call('messageDelete', { id: second }, { token: u.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBeNull();
    expect(ids(await h.call('messagePageList', {}, { token: u.token }))).toEqual([first]);
    expect((await h.call('messageUnreadCount', {}, { token: u.token })).body.data).toEqual({ unread: 1 });
    expect((await h.call('messageRead', { id: second }, { token: u.token })).status).toBe(404);
    const twice = await h.call('messageDelete', { id: second }, { token: u.token });
    expect(twice.status).toBe(404);
    expect(twice.body.msg).toBe('Message not found');
    // the same event again stores nothing
    const repeat = await tell(u.user.id, 2);
    expect(repeat.message).toBeUndefined();
    expect(ids(await h.call('messagePageList', {}, { token: u.token }))).toEqual([first]);
    // and the deleted words are not kept
    const row = await h.ctx.db.selectFrom('inbox_messages').selectAll().where('id', '=', second!).executeTakeFirst();
    expect(row).toMatchObject({ title: '', body: '', link: null });
  });

  it('refuses another user’s message as missing (404) to read or delete, and leaves it as it was', async () => {
    const owner = await signUp(h);
    const other = await signUp(h);
    await tell(owner.user.id, 1);
    const [id] = ids(await h.call('messagePageList', {}, { token: owner.token }));
    for (const name of ['messageRead', 'messageDelete'] as const) {
      const res = await h.call(name, { id }, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('Message not found');
    }
    expect((await h.call('messagePageList', {}, { token: other.token })).body.data.total).toBe(0);
    const mine = await h.call('messagePageList', {}, { token: owner.token });
    expect(mine.body.data.data[0]).toMatchObject({ id, isRead: 0, title: 'Notice 1' });
    // a missing one answers the same
    expect((await h.call('messageRead', { id: 999_999 }, { token: owner.token })).status).toBe(404);
  });

  it('needs a login for every call (401)', async () => {
    for (const [name, input] of [
      ['messagePageList', {}],
      ['messageUnreadCount', {}],
      ['messageRead', { id: 1 }],
      ['messageReadAll', {}],
      ['messageDelete', { id: 1 }],
    ] as const) {
      const res = await h.call(name, input);
      expect(res.status, name).toBe(401);
    }
  });

  it('refuses bad input with 400 naming the field and the rule, and changes nothing', async () => {
    const u = await signUp(h);
    await tell(u.user.id, 1);
    const cases = [
      ['messagePageList', { pageNo: 0 }, 'pageNo: must be a whole number from 1'],
      ['messagePageList', { pageSize: 101 }, 'pageSize: must be a whole number from 1 to 100'],
      ['messagePageList', { isRead: 2 }, 'isRead: must be 0 (unread) or 1 (read)'],
      ['messagePageList', { kind: 'deposit' }, 'kind: is not a known field'],
      ['messageRead', {}, 'id: is required'],
      ['messageRead', { id: 'one' }, 'id: must be a whole number'],
      ['messageRead', { id: 1.5 }, 'id: must be a whole number'],
      ['messageDelete', { id: 0 }, 'id: must be greater than 0'],
      ['messageDelete', {}, 'id: is required'],
      ['messageReadAll', { all: true }, 'all: is not a known field'],
    ] as const;
    for (const [name, input, msg] of cases) {
      const res = await h.call(name, input, { token: u.token });
      expect([res.status, res.body.msg], JSON.stringify(input)).toEqual([400, msg]);
    }
    const list = await h.call('messagePageList', {}, { token: u.token });
    expect(list.body.data.data).toEqual([expect.objectContaining({ title: 'Notice 1', isRead: 0 })]);
  });
});
