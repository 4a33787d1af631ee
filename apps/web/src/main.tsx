import './ui/antd-setup';
// The shared style sheets, in cascade order, before any screen's own (which may refine them).
import './ui/palette.css';
import './ui/theme.css';
import './ui/quotes.css';
import './ui/money-ui.css';
import './ui/cards.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { primeOpeningData } from './app/opening-data';
import { preloadScreensAt } from './app/preload-route';
import { createQueryClient } from './app/query-client';
import { languageStore } from './settings/language';
import { priceColorStore } from './settings/price-colors';
import { themeStore } from './settings/theme';

priceColorStore.applyStored();
themeStore.start();

/** How long the first render waits for opening data already on its way (app/opening-data.ts). */
const OPENING_DATA_WAIT_MS = 400;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The app's first render waits for a non-English language's texts (English is already here); if they cannot be fetched,
// the app opens in English.
// The first render is a transition: React draws the app in slices of a few milliseconds, yielding to the browser between
// them, rather than in one long task during which the page could answer nothing.
// It also waits for the opening screen's code, and for its data where the page already has it on the way (at most a
// moment), so that it replaces the page's frame with the screen itself.
const queryClient = createQueryClient();
void Promise.all([
  languageStore.applyStored(),
  preloadScreensAt(location.pathname).catch(() => undefined),
  primeOpeningData(queryClient, location, OPENING_DATA_WAIT_MS),
]).finally(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});

// The service worker exists only in a production build; its registration loads after the page, outside the first load.
// The app itself starts after the first paint (apps/web/boot-after-paint.ts), which can come after the load event.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./app/register-service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
