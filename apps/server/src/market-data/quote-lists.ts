import type { Page, Quote } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import { type Instrument, InstrumentRegistry } from './instruments.ts';
import { type PageRequest, pageOfList } from '../platform/paging.ts';
import { Serialized } from '../platform/serialized.ts';
import type { QuoteCache } from './quote-cache.ts';

/** The stock lists the API pages through: all US stocks, each US exchange, HK and Indonesia. */
export type ListId = 'US' | 'NASDAQ' | 'NYSE' | 'AMEX' | 'HK' | 'ID';
/** f2 price, f3 change ratio, f4 change, f5 volume, f6 turnover (price × volume). */
export type SortField = 'f2' | 'f3' | 'f4' | 'f5' | 'f6';
export type SortOrder = 'asc' | 'desc';

const inList = (list: ListId, inst: Instrument): boolean => {
  switch (list) {
    case 'US':
    case 'HK':
    case 'ID':
      return inst.market === list;
    default:
      return inst.market === 'US' && inst.exchange === list;
  }
};

/** Exact sort keys: decimals as their scaled bigints, so comparing them compares the numbers exactly. */
type SortKeys = Record<SortField, bigint>;

function sortKeysOf(q: Quote): SortKeys {
  const price = Decimal.from(q.price_nominal).scaled;
  const volume = BigInt(q.volume);
  return {
    f2: price,
    f3: Decimal.from(q.change_ratio).scaled,
    f4: Decimal.from(q.change).scaled,
    f5: volume,
    f6: price * volume,
  };
}

/** Pages kept per view; more distinct page requests between two steps are served without keeping them. */
const MAX_PAGES_PER_VIEW = 64;

interface View {
  version: number;
  quotes: readonly Quote[];
  /** Pages already written as JSON, by `pageNo|pageSize`. */
  pages: Map<string, Serialized<Page<Quote>>>;
}

/**
 * Sorted lists of quotes, each built at most once per change of the quote cache; between feed steps a page asked for
 * again is answered with the JSON written the first time.
 */
export class QuoteLists {
  readonly #cache: QuoteCache;
  readonly #now: () => number;
  readonly #views = new Map<string, View>();
  /** Sort keys per quote object: a quote is replaced, never mutated, when it changes. */
  readonly #keys = new WeakMap<Quote, SortKeys>();

  constructor(cache: QuoteCache, now: () => number) {
    this.#cache = cache;
    this.#now = now;
  }

  sorted(list: ListId, field: SortField, order: SortOrder): readonly Quote[] {
    return this.#view(list, field, order).quotes;
  }

  page(list: ListId, field: SortField, order: SortOrder, req: PageRequest): Serialized<Page<Quote>> {
    const view = this.#view(list, field, order);
    const key = `${req.pageNo}|${req.pageSize}`;
    let page = view.pages.get(key);
    if (!page) {
      page = Serialized.of(pageOfList(view.quotes, req));
      if (view.pages.size < MAX_PAGES_PER_VIEW) view.pages.set(key, page);
    }
    return page;
  }

  #view(list: ListId, field: SortField, order: SortOrder): View {
    const id = `${list}|${field}|${order}`;
    const version = this.#cache.version;
    let view = this.#views.get(id);
    if (!view || view.version !== version) {
      view = { version, quotes: this.#build(list, field, order), pages: new Map() };
      this.#views.set(id, view);
    }
    return view;
  }

  #build(list: ListId, field: SortField, order: SortOrder): Quote[] {
    const now = this.#now();
    const members: { quote: Quote; key: bigint }[] = [];
    for (const entry of this.#cache.entries()) {
      if (!inList(list, entry.inst) || !InstrumentRegistry.isListed(entry.inst, now)) continue;
      members.push({ quote: entry.quote, key: this.#keysOf(entry.quote)[field] });
    }
    const sign = order === 'asc' ? 1 : -1;
    members.sort((a, b) => {
      if (a.key !== b.key) return a.key < b.key ? -sign : sign;
      return a.quote.stock_code < b.quote.stock_code ? -1 : 1;
    });
    return members.map((m) => m.quote);
  }

  #keysOf(quote: Quote): SortKeys {
    let keys = this.#keys.get(quote);
    if (!keys) {
      keys = sortKeysOf(quote);
      this.#keys.set(quote, keys);
    }
    return keys;
  }
}
