import { endpoints, type Quote } from '@bourse/contract';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MARKETS, SOURCES } from '@bourse/contract';
import { createApiClient } from '../api/client';
import { QuoteHeader } from '../features/quote';
import { parseQuoteRef } from '../lib/quote-ref';
import { quoteFrameStrings, renderQuoteHeader } from './first-frames';
import { newYorkDateTime } from '../lib/new-york-time';
import { fillQuoteHeader, quoteDetailUrl, quoteFrameRef } from './quote-frame';

/**
 * The quote frame's head-script functions (written into index.html as they are) against the app's own code: the
 * query read as the quote screen reads it, the request the client makes, and the header the component draws.
 */

const quote = (over: Partial<Quote>): Quote => ({
  stock_code: 'AAPL',
  name: 'Apple Inc.',
  market: 'US',
  source: 'US',
  channel: 'UsStock.AAPL',
  marketType: 'UsStock',
  instrumentType: 0,
  exchange: 'NASDAQ',
  currency: 'USD',
  price_nominal: '240.90',
  change: '-9.52',
  change_ratio: '-3.80',
  volume: '4514465',
  open: '249.64',
  prevClose: '250.42',
  high: '251.87',
  low: '237.25',
  bid: '240.90',
  ask: '240.91',
  bidVolume: '567',
  askVolume: '1337',
  amplitude: '5.84',
  localLogoUrl: '/logo/US/AAPL.svg',
  isOpen: true,
  t: 1795932908482,
  ...over,
});

/** The built header's markup filled with `info` by the head script's function. */
function filled(info: Quote): Element {
  const holder = document.createElement('div');
  holder.innerHTML = renderQuoteHeader();
  const header = holder.firstElementChild;
  if (!header) throw new Error('no header drawn');
  fillQuoteHeader(header, info, quoteFrameStrings(), newYorkDateTime);
  return header;
}

/** What the app's component draws for `info`, as the browser would hold it. */
function drawn(info: Quote): Element {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(createElement(QuoteHeader, { info }));
  const header = holder.firstElementChild;
  if (!header) throw new Error('no header drawn');
  return header;
}

describe("the quote frame's head script", () => {
  it.each([
    '?source=US&name=Apple+Inc.&code=AAPL&market=US',
    '?source=US&code=%20BRK.B%20&market=US',
    '?source=INDEX&name=&code=SPX&market=INDEX',
    '?source=FOREX&name=%3Cb%3EEUR%3C%2Fb%3E&code=EURUSD&market=FOREX',
    '?source=US&name=Apple&code=&market=US',
    '?source=NOPE&name=Apple&code=AAPL&market=US',
    '?source=US&name=Apple&code=AAPL&market=MARS',
    '?source=US&name=Apple&code=AAPL',
    '',
  ])('reads %s as the quote screen does', (search) => {
    expect(quoteFrameRef(search, SOURCES, MARKETS)).toEqual(parseQuoteRef(new URLSearchParams(search)));
  });

  it('asks for the quote with the URL the app’s client asks', async () => {
    const asked: string[] = [];
    const client = createApiClient(endpoints, {
      baseUrl: '',
      getToken: () => null,
      onAuthExpired: () => undefined,
      onNetworkError: () => undefined,
      fetch: (input) => {
        asked.push(String(input));
        return Promise.resolve(new Response('{}', { status: 500 }));
      },
    });
    const ref = quoteFrameRef('?source=US&name=A&code=BRK.B&market=US', SOURCES, MARKETS);
    if (!ref) throw new Error('no ref');
    await client.call('stockDetail', { stockCode: ref.code, market: 'US' }).catch(() => undefined);
    expect(asked).toEqual([quoteDetailUrl(endpoints.stockDetail.path, ref)]);
  });

  it.each([
    ['a fall', {}],
    ['a rise on a closed market', { change: '12.5', change_ratio: '0.051', isOpen: false }],
    ['no move', { change: '0', change_ratio: '0.00' }],
    ['a fall under a cent', { change: '-0.004', change_ratio: '-0.0001' }],
    ['thousands and forex places', { price_nominal: '42544.2215', change: '+1234.56789', change_ratio: '2.999' }],
    ['no logo and a dotted code', { localLogoUrl: '', stock_code: '.dji', name: 'Dow <Jones>' }],
    ['a price that is not a number', { price_nominal: 'n/a', change: 'n/a', change_ratio: '' }],
  ] satisfies [string, Partial<Quote>][])('fills the header as the app draws it: %s', (_, over) => {
    const info = quote(over);
    const [got, want] = [filled(info), drawn(info)];
    // The same elements, attributes (in any order) and texts.
    expect(got.isEqualNode(want), `${got.outerHTML}\n${want.outerHTML}`).toBe(true);
  });

  it('writes what the server sent as text, never as markup', () => {
    const info = quote({ name: '<img src=x onerror=alert(1)>', exchange: '<b>X</b>' });
    const holder = filled(info);
    expect(holder.querySelector('.quote-header-name')?.textContent).toBe(info.name);
    expect(holder.querySelectorAll('img')).toHaveLength(1);
    expect(holder.querySelector('b')).toBeNull();
  });

  it('and the app’s header set up no Intl formatter: the first one of a page is a long task (ICU’s set-up)', () => {
    // The build's header (drawn at build time, in Node) before the page's and the app's work is watched.
    const holder = document.createElement('div');
    holder.innerHTML = renderQuoteHeader();
    const header = holder.firstElementChild;
    if (!header) throw new Error('no header drawn');
    const made = [
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Date.prototype, 'toLocaleString'),
    ];
    try {
      const info = quote({});
      fillQuoteHeader(header, info, quoteFrameStrings(), newYorkDateTime);
      drawn(info);
      for (const spy of made) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of made) spy.mockRestore();
    }
  });
});
