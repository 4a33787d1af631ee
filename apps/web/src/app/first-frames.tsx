import { KycStatus, type Quote, type User } from '@bourse/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PushClient } from '../api/push-client';
import { QuoteHeader } from '../features/quote';
import { i18n } from '../i18n';
import { sessionStore } from '../session/session-store';
import { AppRoutes } from './App';
import { AppProviders } from './AppProviders';
import { preloadScreensAt } from './preload-route';
import { createQueryClient } from './query-client';
import { QUOTE_NAME_MARK, type QuoteFrameStrings } from './quote-frame';
import { QUOTE_FRAME_PATHS } from './route-features';
import { ScreenLoading } from './ScreenLoading';

/** The query a quote frame is drawn at: an instrument the query names, its name the mark. */
const QUOTE_FRAME_QUERY = `?${new URLSearchParams({ source: 'US', market: 'US', code: 'X', name: QUOTE_NAME_MARK }).toString()}`;

/** A screen's first frame, as the app draws it before any data has arrived (English). */
export interface FirstFrame {
  path: string;
  html: string;
  /** Whether someone logged in sees the same frame (else it is shown only to visitors without a session). */
  sameWhenSignedIn: boolean;
}

/** Only to compare the frame a logged-in user would see; it never leaves the build. */
const SAMPLE_USER: User = {
  id: 1,
  name: 'sample',
  phone: '',
  profilePhoto: '',
  userLoginId: 'sample',
  email: 'sample@example.com',
  inviteCode: 'SAMPLE',
  hasPayPassword: false,
  kycStatus: KycStatus.none,
};

/**
 * The whole app at `path`, with every query pending, as static HTML, drawn at once (synchronously) without waiting for
 * anything: the screen's code has loaded (`preloadScreensAt`), so the screen is drawn; a part of it that loads apart (the
 * Markets map, a signed-in Me screen's content) shows its Suspense boundary's fallback, as on the screen until that
 * part's chunk arrives. That is what `renderToStaticMarkup` does with a boundary still waiting; its HTML carries no
 * boundary marks and no script. A boundary whose content throws shows its fallback too; the screen itself throwing, or
 * still loading, shows the loading step, which fails the build, as does anything suspending outside a boundary.
 */
function renderApp(path: string): string {
  const queryClient = createQueryClient();
  // The frame is drawn, never run: the /push connection is never opened (effects do not run when rendering to HTML).
  const push = new PushClient({
    url: 'ws://first-frame.invalid/push',
    createSocket: () => {
      throw new Error('the first frame opens no connection');
    },
    getToken: sessionStore.getToken,
    onQuotes: () => undefined,
    privateEvents: { parse: () => undefined },
  });
  let html: string;
  try {
    html = renderToStaticMarkup(
      <AppProviders queryClient={queryClient} push={push}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
    );
  } catch (error) {
    throw new Error(`first frame of ${path}: ${String(error)}`, { cause: error });
  }
  if (html.includes(renderToStaticMarkup(<ScreenLoading />)))
    throw new Error(`first frame of ${path}: the loading step, not the screen`);
  if (/<script/i.test(html)) throw new Error(`first frame of ${path}: a script in the frame, which runs none`);
  return html;
}

/**
 * Run at build time (apps/web/first-frames.ts): each path's frame for a visitor, and whether a logged-in user would
 * see the same one. A screen that cannot be drawn this way (it reads the browser while rendering) fails the build.
 */
export async function renderFirstFrames(paths: readonly string[]): Promise<FirstFrame[]> {
  for (const path of paths) await preloadScreensAt(path);
  // A quote screen is drawn for an instrument its query names, the name a mark the page replaces.
  const at = (path: string) => (QUOTE_FRAME_PATHS.includes(path) ? `${path}${QUOTE_FRAME_QUERY}` : path);
  // Every render then runs synchronously, one after the other: a part that loads apart, asked for by one render, cannot
  // have arrived by the next and be drawn in it.
  const guest = paths.map((path) => renderApp(at(path)));
  sessionStore.start({ token: 'first-frame', user: SAMPLE_USER });
  try {
    return paths.map((path, i) => {
      const html = guest[i] ?? '';
      return { path, html, sameWhenSignedIn: renderApp(at(path)) === html };
    });
  } finally {
    sessionStore.clear();
  }
}

/** Only to draw the quote header's markup, which the page fills with the quote the server sends; never shown. */
const SAMPLE_QUOTE: Quote = {
  stock_code: 'X',
  name: 'X',
  market: 'US',
  source: 'US',
  channel: 'UsStock.X',
  marketType: 'UsStock',
  instrumentType: 0,
  exchange: 'X',
  currency: 'X',
  price_nominal: '1.00',
  change: '0.00',
  change_ratio: '0.00',
  volume: '0',
  open: '1.00',
  prevClose: '1.00',
  high: '1.00',
  low: '1.00',
  bid: '1.00',
  ask: '1.00',
  bidVolume: '0',
  askVolume: '0',
  amplitude: '0.00',
  localLogoUrl: '/logo/US/X.svg',
  isOpen: true,
  t: 0,
};

/**
 * The quote screens' price header as the app's component draws it (features/quote/QuoteHeader.tsx), for the page's
 * head script to fill with the quote its early request brings (app/quote-frame.ts, `fillQuoteHeader`).
 */
export function renderQuoteHeader(): string {
  return renderToStaticMarkup(<QuoteHeader info={SAMPLE_QUOTE} />);
}

/** The header's texts that are not data, in the frames' language. */
export function quoteFrameStrings(): QuoteFrameStrings {
  return {
    open: i18n.t('quote.open'),
    closed: i18n.t('quote.closed'),
    asOf: i18n.t('quote.asOf', { time: '{{time}}', interpolation: { escapeValue: false } }),
  };
}
