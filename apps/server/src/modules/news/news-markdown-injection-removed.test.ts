import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { publishArticle } from '../../testing/news.ts';
import { createStaffHarness, staffToken } from '../../testing/staff.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
});
afterAll(async () => {
  await h.close();
});

const ATTACK = [
  '# Heading',
  '',
  'Some **bold** and a [good link](https://example.org/page).',
  '',
  '<script>alert("body")</script>',
  '<img src="x" onerror="alert(1)">',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:alert(2)">raw link</a>',
  '[markdown link](javascript:alert(3))',
  '[entity link](jav&#x61;script:alert(4))',
  '![image](javascript:alert(5))',
  '<div style="background:url(javascript:alert(6))" onclick="alert(7)">div</div>',
].join('\n');

describe('an article body written with script and HTML in it', () => {
  it('reaches readers as harmless HTML: Markdown rendered, every script, handler and javascript: link gone', async () => {
    const a = await publishArticle(h, staff, { title: '<script>alert("title")</script>', body: ATTACK });
    const detail = (await h.call('articleDetail', {}, { params: { id: a.id } })).body.data;
    const html = detail.contentHtml;

    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain(
      '<a href="https://example.org/page" rel="nofollow noopener noreferrer" target="_blank">good link</a>',
    );
    // Every real tag (escaped text starts with &lt;, not <) is a harmless one, with no handler and no script link.
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
    expect(new Set(tags.map((t) => t[1]?.toLowerCase()))).toEqual(new Set(['h2', 'p', 'strong', 'a']));
    for (const [, , attributes = ''] of tags) {
      expect(attributes).not.toMatch(/\son\w+\s*=/i);
      expect(attributes).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i);
    }
    // The raw HTML and the refused links are shown as text, never run.
    expect(html).toContain('&lt;script&gt;alert("body")&lt;/script&gt;');
    expect(html).toContain('[markdown link](javascript:alert(3))');
    // The title is plain text on the wire; the screen renders it as text.
    expect(detail.title).toBe('<script>alert("title")</script>');
  });
});
