import { describe, expect, it } from 'vitest';
import { measureRoutes } from './check-budgets.mjs';

// A shared chunk imported by the entry and by the page must be counted once.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['_locale-fr.js', 'src/page.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_locale-fr.js': { file: 'assets/locale-fr.js', name: 'locale-fr', imports: ['_react.js'] },
  '_locale-ar.js': { file: 'assets/locale-ar.js', name: 'locale-ar' },
  'src/page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['_react.js', '_table.js'], css: ['assets/page.css'] },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  'src/layout.tsx': { file: 'assets/layout.js', isDynamicEntry: true, imports: ['_table.js'] },
  'src/app/antd-root.tsx': { file: 'assets/antd-root.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/lib/i18n-page-files.ts': { file: 'assets/i18n-page-files.js', isDynamicEntry: true },
  '_locale-fr-pages.js': { file: 'assets/locale-fr-pages.js', name: 'locale-fr-pages' },
  '_locale-ar-pages.js': { file: 'assets/locale-ar-pages.js', name: 'locale-ar-pages' },
  '_locale-fr-clinic.js': { file: 'assets/locale-fr-clinic.js', name: 'locale-fr-clinic' },
  '_locale-ar-clinic.js': { file: 'assets/locale-ar-clinic.js', name: 'locale-ar-clinic' },
};
const bytes: Record<string, number> = {
  'assets/index.js': 10 * 1024,
  'assets/react.js': 50 * 1024,
  'assets/locale-fr.js': 5 * 1024,
  'assets/locale-ar.js': 7 * 1024,
  'assets/page.js': 20 * 1024,
  'assets/table.js': 40 * 1024,
  'assets/layout.js': 3 * 1024,
  'assets/antd-root.js': 30 * 1024,
  'assets/i18n-page-files.js': 1 * 1024,
  'assets/locale-fr-pages.js': 8 * 1024,
  'assets/locale-ar-pages.js': 9 * 1024,
  'assets/locale-fr-clinic.js': 2 * 1024,
  'assets/locale-ar-clinic.js': 3 * 1024,
};
const sizeOf = (file: string) => bytes[file] ?? Number.NaN;

describe('route budgets', () => {
  it('counts the entry, its preloads, the language and the page once each', () => {
    const [page] = measureRoutes(manifest, sizeOf, [{ path: '/page', modules: ['src/page.tsx'], budget: { total: 200 } }]);
    expect(page).toMatchObject({ kb: { total: 125, own: 60 }, files: { total: 5, own: 2 }, passed: [] });
  });

  it("leaves out of a page's own share what its layout already loaded", () => {
    const [page] = measureRoutes(manifest, sizeOf, [{ path: '/in-shell', modules: ['src/layout.tsx', 'src/page.tsx'] }]);
    expect(page).toMatchObject({ kb: { total: 128, own: 20 }, files: { total: 6, own: 1 }, passed: [] });
  });

  it("counts with antd's root the rest of the language's messages and their files' list, as a layout", () => {
    const [page] = measureRoutes(manifest, sizeOf, [{ path: '/antd', modules: ['src/app/antd-root.tsx', 'src/page.tsx'] }]);
    expect(page).toMatchObject({ kb: { total: 164, own: 60 }, files: { total: 8, own: 2 }, passed: [] });
  });

  it("counts the rest of the language's messages in the total of a page outside antd's layer that loads them", () => {
    const [page] = measureRoutes(manifest, sizeOf, [{ path: '/call', modules: ['src/page.tsx'], pageMessages: true }]);
    expect(page).toMatchObject({ kb: { total: 134, own: 69 }, files: { total: 7, own: 4 }, passed: [] });
  });

  it("counts an on-demand namespace's messages, in the language measured, in the page's own share", () => {
    const [page] = measureRoutes(manifest, sizeOf, [
      { path: '/clinic', modules: ['src/app/antd-root.tsx', 'src/page.tsx'], namespaces: ['clinic'] },
    ]);
    expect(page).toMatchObject({ kb: { total: 166, own: 62 }, files: { total: 9, own: 3 }, passed: [] });
  });

  it('reports a route over its budget', () => {
    const [total, own] = measureRoutes(manifest, sizeOf, [
      { path: '/first', modules: ['src/page.tsx'], budget: { total: 124 } },
      { path: '/next', modules: ['src/page.tsx'], budget: { own: 59 } },
    ]);
    expect(total).toMatchObject({ passed: [['total', 124]], failed: [['total', 124]] });
    expect(own).toMatchObject({ passed: [['own', 59]], failed: [['own', 59]] });
  });

  it('fails a route known to be over its budget only above its ceiling', () => {
    const [under, above] = measureRoutes(manifest, sizeOf, [
      { path: '/known', modules: ['src/page.tsx'], budget: { total: 100 }, ceiling: { total: 130 } },
      { path: '/grown', modules: ['src/page.tsx'], budget: { total: 100 }, ceiling: { total: 120 } },
    ]);
    expect(under).toMatchObject({ passed: [['total', 100]], failed: [] });
    expect(above).toMatchObject({ passed: [['total', 100]], failed: [['total', 120]] });
  });

  it('fails loudly on a route module the build does not have', () => {
    expect(() => measureRoutes(manifest, sizeOf, [{ path: '/gone', modules: ['src/gone.tsx'] }])).toThrow(/src\/gone\.tsx/);
  });
});
