import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadFirstPage } from './app/router';
import { TabibApp } from './app/tabib-app';
import { i18nReady } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadFirstPage(window.location.pathname);
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <TabibApp />
    </StrictMode>,
  ),
);

window.addEventListener('load', () => void registerServiceWorker());
