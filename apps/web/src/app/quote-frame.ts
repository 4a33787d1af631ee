/**
 * The quote screens' first frame (docs/decisions.md, "First frames"): what index.html's own scripts do on
 * /quote/stock and /quote/index before the app has started. Every function here is plain JavaScript once its types
 * are stripped and uses nothing from outside itself, because the build writes it into the page as written
 * (`fn.toString()`, apps/web/first-frames.ts); quote-frame.test.ts checks each against the app's own code (the query's
 * parsing, the client's request, the header's component and formats).
 */

/**
 * What a quote frame is drawn with in place of the instrument's name, which the page's head script then puts in from
 * the query (as text): the quote screens' header names the query's instrument.
 */
export const QUOTE_NAME_MARK = 'bourse-quote-name';

/** What a quote page's query names, as `parseQuoteRef` (lib/quote-ref.ts) reads it. */
export interface QuoteFrameRef {
  source: string;
  market: string;
  code: string;
  name: string;
}

/** `parseQuoteRef` on the page's query string, with the contract's sources and markets given: null when it names none. */
export function quoteFrameRef(
  search: string,
  sources: readonly string[],
  markets: readonly string[],
): QuoteFrameRef | null {
  const params = new URLSearchParams(search);
  const source = params.get('source');
  const market = params.get('market');
  const code = (params.get('code') || '').trim();
  if (source === null || sources.indexOf(source) < 0 || market === null || markets.indexOf(market) < 0 || !code) {
    return null;
  }
  const name = params.get('name');
  return { source: source, market: market, code: code, name: name === null ? code : name };
}

/** The URL the app's client asks for the quote's detail (the `stockDetail` call, whose path is given). */
export function quoteDetailUrl(path: string, ref: QuoteFrameRef): string {
  return path + '?' + new URLSearchParams({ stockCode: ref.code, market: ref.market }).toString();
}

/** What the header shows of a quote (the fields of the contract's Quote it reads). */
export interface QuoteFrameInfo {
  stock_code: string;
  name: string;
  exchange: string;
  currency: string;
  price_nominal: string;
  change: string;
  change_ratio: string;
  isOpen: boolean;
  t: number;
  localLogoUrl: string;
}

/** The header's texts that are not data (English, the frames' language), `asOf` with `{{time}}` for the time. */
export interface QuoteFrameStrings {
  open: string;
  closed: string;
  asOf: string;
}

/**
 * Fills `header`, a copy of the quote header as the app's component draws it (features/quote/QuoteHeader.tsx, drawn
 * at build time for some quote), with `info`, the quote the server sent: the result is what the component draws for
 * `info`. Texts go in as text only (`textContent`), never as markup. The formats are lib/format.ts's and
 * lib/new-york-time.ts's for English, on the decimal strings as sent: truncated, never rounded. `newYorkTime` is
 * lib/new-york-time.ts's `newYorkDateTime`, which the page's script defines beside this function.
 */
export function fillQuoteHeader(
  header: Element,
  info: QuoteFrameInfo,
  strings: QuoteFrameStrings,
  newYorkTime: (ms: number) => string,
): void {
  // The domain's decimal strings (isDecimalString): digits, an optional fraction of at most 18, a leading '+' allowed.
  const isDecimal = (v: string) => {
    const text = v.trim();
    const unsigned = text.charAt(0) === '+' && text.charAt(1) !== '-' ? text.slice(1) : text;
    return /^-?\d+(\.\d{1,18})?$/.test(unsigned);
  };
  const group = function (v: string) {
    const parts = v.split('.');
    const int = parts[0] || '';
    const sign = int.charAt(0) === '-' || int.charAt(0) === '+' ? int.charAt(0) : '';
    const digits = (sign ? int.slice(1) : int).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return sign + digits + (parts.length > 1 ? '.' + parts[1] : '');
  };
  // -1, 0 or 1 (0 for what is not a number).
  const signOf = function (v: string) {
    if (!isDecimal(v)) return 0;
    const text = v.trim();
    if (!/[1-9]/.test(text)) return 0;
    return text.charAt(0) === '-' ? -1 : 1;
  };
  // Towards zero to `places` decimals, padded: '-1.239' -> '-1.23', '7' -> '7.00', '-0.001' -> '0.00'.
  const truncate = function (v: string, places: number) {
    if (!isDecimal(v)) return '--';
    let text = v.trim();
    const negative = text.charAt(0) === '-';
    text = text.replace(/^[+-]/, '');
    const parts = text.split('.');
    const int = (parts[0] || '0').replace(/^0+(?=\d)/, '') || '0';
    const frac = ((parts[1] || '') + new Array(places + 1).join('0')).slice(0, places);
    const body = places > 0 ? int + '.' + frac : int;
    return negative && /[1-9]/.test(body) ? '-' + body : body;
  };
  const signed = function (v: string, places: number) {
    const body = truncate(v, places);
    if (body === '--') return body;
    return signOf(body) > 0 ? '+' + group(body) : group(body);
  };
  const trend = function (change: string) {
    const s = signOf(change);
    return s > 0 ? 'up' : s < 0 ? 'down' : 'flat';
  };
  const one = function (selector: string) {
    const found = header.querySelector(selector);
    if (!found) throw new Error('quote frame: no ' + selector);
    return found;
  };

  const logo = one('.instrument-logo');
  let image = logo.querySelector('img');
  if (info.localLogoUrl) {
    logo.removeAttribute('data-initials');
    if (!image) {
      image = document.createElement('img');
      image.setAttribute('alt', '');
      image.setAttribute('loading', 'lazy');
      logo.appendChild(image);
    }
    image.setAttribute('src', info.localLogoUrl);
  } else {
    if (image) logo.removeChild(image);
    logo.setAttribute('data-initials', info.stock_code.replace(/^[.^]/, '').slice(0, 2).toUpperCase());
  }
  const code = one('.quote-header-code');
  const exchange = one('.quote-header-exchange');
  exchange.textContent = info.exchange + ' · ' + info.currency;
  code.textContent = info.stock_code;
  code.appendChild(exchange);
  one('.quote-header-name').textContent = info.name;
  const badge = one('.market-badge');
  badge.className = 'market-badge ' + (info.isOpen ? 'open' : 'closed');
  badge.setAttribute('data-open', String(info.isOpen));
  badge.textContent = info.isOpen ? strings.open : strings.closed;
  const price = one('.quote-big-price');
  price.className = 'flash quote-big-price num trend-' + trend(info.change);
  price.setAttribute('data-value', info.price_nominal);
  price.textContent = isDecimal(info.price_nominal) ? group(info.price_nominal.trim()) : '--';
  const moves = one('.quote-header-change').children;
  const places = Math.max(2, (info.price_nominal.split('.')[1] || '').length);
  moves[0]!.className = 'num trend-' + trend(info.change);
  moves[0]!.textContent = signed(info.change, places);
  const ratio = signed(info.change_ratio, 2);
  moves[1]!.className = 'num trend-' + trend(info.change);
  moves[1]!.textContent = ratio === '--' ? ratio : ratio + '%';
  one('.quote-header-time').textContent = strings.asOf.replace('{{time}}', newYorkTime(info.t));
}
