import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { locales } from '@tabib/contracts/locales';
import { loadDatesLocale } from '../lib/dayjs-locale';
import { loadPageMessages } from '../lib/i18n';

// antd renders slowly in jsdom on a busy 2-core machine: findBy* waits up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Every namespace, as app/antd-root.tsx has them before it renders.
await loadPageMessages();
// What app/antd-locale.ts sets up for the pages: dates in the interface's language, weeks from
// Sunday; every language's, for the tests that change it.
await Promise.all(locales.map(loadDatesLocale));

// jsdom has no matchMedia; antd's responsive helpers call it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; antd's Select, Table, Collapse and Avatar observe their size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
