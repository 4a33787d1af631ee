import './ui/antd-setup';
import './ui/theme.css';
import './ui/quotes.css';
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
