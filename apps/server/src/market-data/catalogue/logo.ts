import type { Market } from './types.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

/** FNV-1a, 32 bit: stable across runs and platforms, so a code always gets the same colour. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Words that say nothing about which company it is. */
const FILLER = new Set([
  'the',
  'and',
  'of',
  'pt',
  'tbk',
  'persero',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'plc',
  'group',
  'holding',
  'holdings',
  'sa',
  'nv',
  'ag',
]);

function initials(code: string, name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '' && !FILLER.has(w.toLowerCase()));
  const first = words[0] ?? '';
  // A short all-capitals first word is already a monogram ('3M', 'GE Aerospace', 'AT&T').
  const letters = /^[\p{Lu}\p{N}]{2}$/u.test(first)
    ? [first]
    : words.length > 0
      ? words.slice(0, 2).map((w) => Array.from(w)[0] ?? '')
      : Array.from(code);
  const chars = Array.from(
    letters
      .join('')
      .replace(/[^\p{L}\p{N}]/gu, '')
      .toUpperCase(),
  );
  return chars.slice(0, 2).join('') || '?';
}

/**
 * A 64x64 monogram for a listing without a logo: a rounded square in a colour picked from the code, with one or two
 * initials of the name in white. Every interpolated value is escaped.
 */
export function monogramSvg(code: string, name: string): string {
  const h = hash(code);
  const hue = h % 360;
  // Yellows, greens and cyans look light at the same lightness, so they are darkened to keep white text readable.
  const lightness = hue >= 30 && hue < 200 ? 38 : 48;
  const top = `hsl(${hue} 62% ${lightness}%)`;
  const bottom = `hsl(${(hue + 24) % 360} 66% ${lightness - 12}%)`;
  const gradientId = `m${h.toString(16)}`;
  const letters = initials(code, name);
  const fontSize = Array.from(letters).length > 1 ? 26 : 32;
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="64" height="64" rx="14" fill="url(#${gradientId})"/>` +
    `<text x="32" y="33" fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" ` +
    `font-size="${fontSize}" font-weight="600" text-anchor="middle" dominant-baseline="central">${escapeXml(letters)}</text>` +
    `</svg>`
  );
}

/** The URL path the server serves a listing's logo at. */
export function logoPath(market: Market, code: string): string {
  return `/logo/${market}/${encodeURIComponent(code)}.svg`;
}
