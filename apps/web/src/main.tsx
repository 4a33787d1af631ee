import './ui/antd-setup';
// The shared style sheets, in cascade order, before any screen's own (which may refine them).
import './ui/theme.css';
import './ui/quotes.css';
import './ui/money-ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { priceColorStore } from './settings/price-colors';

priceColorStore.applyStored();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker exists only in a production build; its registration loads after the page, outside the first load.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./app/register-service-worker').then((m) => m.registerServiceWorker());
  });
}
