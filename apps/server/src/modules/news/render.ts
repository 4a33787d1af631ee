import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Staff write Markdown; readers get HTML. markdown-it runs with raw HTML off (so `<script>` in the source is text,
 * escaped) and its own link check (no javascript:, vbscript:, file: or data: links); its output then goes through
 * sanitize-html's allowlist all the same, the same allowlist that cleans the HTML of feed items. What is stored and
 * served is only ever that sanitised HTML (docs/decisions.md, News).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    's',
    'del',
    'code',
    'pre',
    'blockquote',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // A heading of level 1 would compete with the article's title.
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
  disallowedTagsMode: 'discard',
  // An image only from an absolute https address (a relative one would point into this app).
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
};

/** Cleans HTML from anywhere (a feed item's description) down to the allowlist. */
export const sanitize = (html: string): string => sanitizeHtml(html, ALLOWED);

/** A staff article's Markdown as the HTML readers get. */
export const renderMarkdown = (source: string): string => sanitize(markdown.render(source));

/** Plain text of some HTML (a feed title may carry markup or entities). */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
