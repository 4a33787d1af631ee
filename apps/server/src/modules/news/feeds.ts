import { ARTICLE_TAGS_MAX, ARTICLE_TITLE_MAX, articleTagField } from '@bourse/contract';
import { XMLParser } from 'fast-xml-parser';
import type { PolledNewsProvider, ProvidedArticle } from './provider.ts';
import { plainText, sanitize } from './render.ts';

/** A feed larger than this is refused (an RSS file of a few hundred items is far smaller). */
const FEED_MAX_BYTES = 2 * 1024 * 1024;
const FEED_TIMEOUT_MS = 10_000;
/** The newest items taken from one poll of one feed. */
const ITEMS_PER_POLL = 50;
const EXTERNAL_ID_MAX = 500;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ['item', 'entry', 'category', 'link', 'media:content', 'media:thumbnail'].includes(name),
});

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** The text of an element that may be plain or carry attributes. */
function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (isNode(v)) return textOf(v['#text']);
  return '';
}

const httpUrl = (v: string): string | null => {
  try {
    const u = new URL(v.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
};

const timeOf = (v: string): number | undefined => {
  const t = Date.parse(v);
  return Number.isFinite(t) ? t : undefined;
};

/** Categories that make valid tags (instrument symbols among them), de-duplicated, at most the tag limit. */
function tagsOf(categories: string[]): string[] {
  const out: string[] = [];
  for (const c of categories) {
    const parsed = articleTagField().safeParse(plainText(c));
    if (!parsed.success || out.some((t) => t.toLowerCase() === parsed.data.toLowerCase())) continue;
    out.push(parsed.data);
    if (out.length === ARTICLE_TAGS_MAX) break;
  }
  return out;
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

interface Item {
  externalId: string;
  title: string;
  html: string;
  link: string;
  imageUrl: string | null;
  categories: string[];
  published: number | undefined;
}

function rssItem(item: Node): Item {
  const link = httpUrl(textOf(list(item.link)[0])) ?? '';
  const guid = textOf(item.guid).trim();
  const media = [...list(item['media:content']), ...list(item['media:thumbnail']), item.enclosure].filter(isNode);
  const image = media.find((m) => !m['@_type'] || String(m['@_type']).startsWith('image/'));
  return {
    externalId: guid || link,
    title: textOf(item.title),
    html: textOf(item['content:encoded']) || textOf(item.description),
    link,
    imageUrl: image ? httpUrl(String(image['@_url'] ?? '')) : null,
    categories: list(item.category).map(textOf),
    published: timeOf(textOf(item.pubDate) || textOf(item['dc:date'])),
  };
}

function atomItem(entry: Node): Item {
  const links = list(entry.link).filter(isNode);
  const alternate = links.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate');
  const enclosure = links.find((l) => l['@_rel'] === 'enclosure' && String(l['@_type'] ?? '').startsWith('image/'));
  const link = httpUrl(String(alternate?.['@_href'] ?? '')) ?? '';
  return {
    externalId: textOf(entry.id).trim() || link,
    title: textOf(entry.title),
    html: textOf(entry.content) || textOf(entry.summary),
    link,
    imageUrl: enclosure ? httpUrl(String(enclosure['@_href'] ?? '')) : null,
    categories: list(entry.category)
      .filter(isNode)
      .map((c) => String(c['@_term'] ?? '')),
    published: timeOf(textOf(entry.published) || textOf(entry.updated)),
  };
}

/**
 * The items of an RSS 2.0 or Atom document as articles. Items without a title or without a guid/id and link are
 * skipped; a missing or future publish time becomes `now`. Titles become plain text, bodies sanitised HTML.
 */
export function parseFeed(xml: string, now: number): { title: string; articles: ProvidedArticle[] } {
  const doc = parser.parse(xml) as Node;
  const rss = isNode(doc.rss) ? doc.rss : undefined;
  const channel = rss && isNode(rss.channel) ? rss.channel : undefined;
  const atom = isNode(doc.feed) ? doc.feed : undefined;
  if (!channel && !atom) throw new Error('not an RSS 2.0 or Atom feed');
  const feedTitle = plainText(textOf(channel ? channel.title : atom?.title)) || 'News feed';
  const items = channel
    ? list(channel.item).filter(isNode).map(rssItem)
    : list(atom?.entry).filter(isNode).map(atomItem);
  const articles: ProvidedArticle[] = [];
  for (const item of items.slice(0, ITEMS_PER_POLL)) {
    const title = clip(plainText(item.title), ARTICLE_TITLE_MAX);
    if (!title || !item.externalId || item.externalId.length > EXTERNAL_ID_MAX) continue;
    articles.push({
      provider: 'feed',
      externalId: item.externalId,
      sourceName: clip(feedTitle, 100),
      title,
      body: '',
      contentHtml: sanitize(item.html),
      link: item.link,
      imageUrl: item.imageUrl,
      tags: tagsOf(item.categories),
      deployTime: Math.min(item.published ?? now, now),
    });
  }
  return { title: feedTitle, articles };
}

/** The provider of one configured feed url: fetches it (time and size bounded) and parses it. */
export function feedProvider(url: string, now: () => number): PolledNewsProvider {
  return {
    name: url,
    async poll(signal) {
      const res = await fetch(url, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(FEED_TIMEOUT_MS)]),
        headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9' },
      });
      if (!res.ok) throw new Error(`feed answered HTTP ${res.status}`);
      if (Number(res.headers.get('content-length') ?? 0) > FEED_MAX_BYTES) throw new Error('feed is too large');
      const body = await res.arrayBuffer();
      if (body.byteLength > FEED_MAX_BYTES) throw new Error('feed is too large');
      return parseFeed(new TextDecoder().decode(body), now()).articles;
    },
  };
}
