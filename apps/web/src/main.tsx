import './ui/antd-setup';
// The shared style sheets, in cascade order, before any screen's own (which may refine them).
import './ui/palette.css';
import './ui/theme.css';
import './ui/quotes.css';
import './ui/money-ui.css';
import './ui/cards.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { languageStore } from './settings/language';
import { priceColorStore } from './settings/price-colors';
import { themeStore } from './settings/theme';

priceColorStore.applyStored();
themeStore.start();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first paint waits for a non-English language's texts (English is already here); if they cannot be fetched,
// the app opens in English.
void languageStore.applyStored().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker exists only in a production build; its registration loads after the page, outside the first load.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./app/register-service-worker').then((m) => m.registerServiceWorker());
  });
}
