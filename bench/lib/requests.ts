import { type Endpoints, endpoints, type InputOf, toQueryString } from '@bourse/contract';

/** The HTTP calls the benches load, built from the contract's endpoints (no path is written by hand). */
export const VERSION_PATH = endpoints.appVersion.path;

/** Page 2 of 15 US stocks sorted by change ratio, as Markets asks for it. */
const quotesPage = {
  market: 0,
  sort: 'f3',
  order: 'desc',
  pageNo: 2,
  pageSize: 15,
} satisfies InputOf<Endpoints['usStockList']>;
export const QUOTES_PAGE_URL = `${endpoints.usStockList.path}${toQueryString(quotesPage)}`;
