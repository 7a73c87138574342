import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import { TabibApp } from './app/tabib-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <TabibApp />
    </StrictMode>,
  ),
);
