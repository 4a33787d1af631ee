import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { writeDraft } from '../../testing/news.ts';
import { createStaffHarness, newUser, staffToken } from '../../testing/staff.ts';
import { fetchUpload, pngBytes, upload } from '../../testing/uploads.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
});
afterAll(async () => {
  await h.close();
});

const coverOf = (id: number) => h.app.inject({ method: 'GET', url: `/article/${id}/cover` });

describe('an article cover', () => {
  it('stays private while the article is a draft, is anyone’s once published, and private again when taken back', async () => {
    const up = await upload(h, staff, pngBytes());
    const url = up.body.data?.url ?? '';
    const draft = await writeDraft(h, staff, { coverUrl: url });
    expect(draft.coverUrl).toMatch(/^\/upload\/[0-9a-f]{32}\?sig=/);
    // Staff see the draft's cover through the signed url; readers have no way to it.
    expect((await fetchUpload(h, draft.coverUrl)).statusCode).toBe(200);
    expect((await coverOf(draft.id)).statusCode).toBe(404);

    await h.call('staffArticlePublish', { id: draft.id }, { token: staff });
    const listed = (await h.call('articleList', {})).body.data.data.find((a) => a.id === draft.id);
    expect(listed?.imageUrl).toMatch(new RegExp(`^/article/${draft.id}/cover\\?v=[0-9a-f]{8}$`));
    const visitor = await h.app.inject({ method: 'GET', url: listed?.imageUrl ?? '' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toBe('image/png');
    expect(visitor.rawPayload.equals(pngBytes())).toBe(true);
    // The upload itself is still private: the cover is reached only through the article.
    const bare = url.split('?')[0] ?? '';
    expect((await fetchUpload(h, bare)).statusCode).toBe(401);
    const other = await newUser(h);
    expect((await fetchUpload(h, bare, other.token)).statusCode).toBe(404);

    await h.call('staffArticleUnpublish', { id: draft.id, reason: 'Wrong picture' }, { token: staff });
    expect((await coverOf(draft.id)).statusCode).toBe(404);
  });

  it('must be an image the staff member uploaded (someone else’s upload is 400)', async () => {
    const u = await newUser(h);
    const theirs = await upload(h, u.token, pngBytes());
    const res = await h.call(
      'staffArticleCreate',
      { title: 'Cover', body: 'Body', coverUrl: theirs.body.data?.url ?? '' },
      { token: staff },
    );
    expect(res.body).toEqual({ code: 400, msg: 'coverUrl: must be an image you uploaded', data: null });
  });

  it('of an article without one, or of no article, is 404', async () => {
    const plain = await writeDraft(h, staff);
    await h.call('staffArticlePublish', { id: plain.id }, { token: staff });
    expect((await coverOf(plain.id)).statusCode).toBe(404);
    expect((await coverOf(999_999)).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/article/x/cover' })).statusCode).toBe(404);
  });
});
