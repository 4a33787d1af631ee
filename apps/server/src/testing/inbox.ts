import type { InboxMessage, MessageKind } from '@bourse/contract';
import { expect } from 'vitest';
import type { Harness } from './harness.ts';

/** The user's inbox as the app lists it (messagePageList's first page, newest first), of one kind when given. */
export async function inboxOf(h: Pick<Harness, 'call'>, token: string, kind?: MessageKind): Promise<InboxMessage[]> {
  const res = await h.call('messagePageList', {}, { token });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.data.filter((m) => kind === undefined || m.kind === kind);
}
