import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// Real paths under /backoffice/ (the server answers every one of them with this page), so a screen can be linked.
createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename="/backoffice">
      <App />
    </BrowserRouter>
  </StrictMode>,
);
