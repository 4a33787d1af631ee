import type { InputOf, StaffArticle, staffNewsEndpoints } from '@bourse/contract';
import type { Harness } from './harness.ts';

type Draft = Partial<InputOf<(typeof staffNewsEndpoints)['staffArticleCreate']>>;

/** A staff draft (title, Markdown body, tags as given); throws unless it was stored. */
export async function writeDraft(h: Harness, staff: string, draft: Draft = {}): Promise<StaffArticle> {
  const res = await h.call(
    'staffArticleCreate',
    { title: 'Market hours over the holiday', body: 'The **US** market closes early.', tags: [], ...draft },
    { token: staff },
  );
  if (res.status !== 200) throw new Error(`staffArticleCreate: ${res.body.msg}`);
  return res.body.data;
}

/** A staff article published now. */
export async function publishArticle(h: Harness, staff: string, draft: Draft = {}): Promise<StaffArticle> {
  const written = await writeDraft(h, staff, draft);
  const res = await h.call('staffArticlePublish', { id: written.id }, { token: staff });
  if (res.status !== 200) throw new Error(`staffArticlePublish: ${res.body.msg}`);
  return res.body.data;
}

/** The ids of the articles a reader gets under a tag (the first page of 100). */
export const readerIds = async (h: Harness, tag?: string) =>
  (await h.call('articleList', { ...(tag ? { tag } : {}), pageSize: 100 })).body.data.data.map((a) => a.id);
