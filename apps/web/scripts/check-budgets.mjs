#!/usr/bin/env node
// Gzipped JavaScript each route downloads before it is usable, from the build's Vite manifest;
// exits 1 when a route passes its budget, or, for a route known to be over it, its ceiling.
// Usage: node apps/web/scripts/check-budgets.mjs [dist]
import console from 'node:console';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import process from 'node:process';
import { gzipSync } from 'node:zlib';

const page = (name) => `src/features/${name}.tsx`;
const app = (name) => `src/app/${name}.tsx`;
// Every route but sign-in renders inside antd's providers, loaded after the entry.
const antdRoot = app('antd-root');
const mainLayout = app('shell/main-layout');
const settingsLayout = app('shell/settings-layout');

/**
 * The lazy modules each route renders (src/app/router.tsx, lazy-pages.ts, lazy-profile-pages.ts),
 * layouts first, the page last; `namespaces`: the on-demand messages the page loads with its code
 * (src/lib/start-namespaces.ts), counted in its own share; `pageMessages`: a page outside antd's
 * layer that still loads the doctors' pages' messages. `total` budgets what a first visit downloads (entry included);
 * `own` budgets what the page adds to the entry and its layouts: what reaching it from a sibling costs.
 * `ceiling`: a route still over its budget (the reason in docs/performance-web.md) fails only above
 * it, so that it cannot grow while the budget is worked towards; lower it as the route shrinks.
 */
export const routes = [
  { path: '/login', modules: [page('auth/components/sign-in-page')], budget: { total: 150 } },
  {
    path: '/calendar',
    modules: [antdRoot, mainLayout, app('calendar-route')],
    budget: { total: 350 },
    ceiling: { total: 398 },
  },
  { path: '/patients', modules: [antdRoot, mainLayout, app('patients-route')] },
  {
    path: '/clinic-users',
    modules: [antdRoot, mainLayout, app('clinic-users-route')],
    namespaces: ['clinic'],
  },
  {
    path: '/clinic-dashboard',
    modules: [antdRoot, mainLayout, page('clinic/components/clinic-dashboard-page')],
    namespaces: ['clinic'],
  },
  { path: '/forgot-password', modules: [antdRoot, page('auth/components/forgot-password-page')] },
  { path: '/reset-password', modules: [antdRoot, page('auth/components/reset-password-page')] },
  { path: '/reinitialize-password', modules: [antdRoot, page('auth/components/reinitialize-password-page')] },
  { path: '/our-terms', modules: [antdRoot, page('auth/components/our-terms-page')] },
  { path: '/videocall/:id/:patient', modules: [antdRoot, page('teleconsultation/components/video-call-page')] },
  {
    path: '/settings (doctor)',
    modules: [antdRoot, settingsLayout, app('shell/settings-index'), page('profile/components/doctor-profile-page')],
  },
  {
    path: '/settings/clinic-profile',
    modules: [antdRoot, settingsLayout, page('clinic/components/clinic-profile-page')],
    namespaces: ['clinic'],
  },
  { path: '/settings/schedule', modules: [antdRoot, settingsLayout, app('schedule-route')] },
  {
    path: '/settings/consultation-reasons',
    modules: [antdRoot, settingsLayout, app('consultation-reasons-route')],
  },
  { path: '/settings/preferences', modules: [antdRoot, settingsLayout, page('profile/components/preferences-page')] },
  { path: '/settings/users', modules: [antdRoot, settingsLayout, app('users-route')] },
  { path: '/settings/gps', modules: [antdRoot, settingsLayout, app('gps-route')] },
  {
    path: '/settings/subscription',
    modules: [antdRoot, settingsLayout, page('subscription/components/subscription-page')],
    namespaces: ['subscription'],
  },
  { path: '/not-found', modules: [antdRoot, 'src/components/ui/not-found-result.tsx'] },
  {
    // The patient's public pages (issue 15): outside antd's layer, loaded through a small loader,
    // with their own messages (here French); the bot check loads later, with the form.
    path: '/book/:slug',
    modules: [
      'src/features/public-booking/components/public-pages-loader.ts',
      'src/app/theme.ts',
      'src/features/public-booking/locales/fr.json',
      page('public-booking/components/public-pages'),
    ],
    budget: { total: 320 },
  },
  {
    // The patient's call pages (issue 16): the join page and the short links' page, outside
    // antd's layer like the booking pages; the call's code comes with them (a patient opens one to call).
    path: '/visio/:token, /rendez-vous/:id',
    modules: [
      'src/features/teleconsultation/components/join-pages-loader.ts',
      'src/app/theme.ts',
      page('teleconsultation/components/join-pages'),
    ],
    // Its frame loads the doctors' pages' messages before it renders (join-root.tsx).
    pageMessages: true,
    budget: { total: 320 },
    ceiling: { total: 339 },
  },
  {
    // The printable receipt of a card payment (issue 18): outside antd's layer, without a session.
    path: '/receipt/:token',
    modules: ['src/app/receipt-page.ts', page('subscription/components/receipt-route')],
    namespaces: ['subscription'],
    budget: { total: 320 },
  },
];

/** Budget in KB of gzipped JavaScript for routes that name none: their own chunks. */
export const defaultBudget = { own: 150 };

/** The entry loads the current language's messages before its first render; measured in the default language. */
export const startupLanguage = 'fr';

/** The JavaScript files a manifest key loads: its own file and, transitively, its static imports. */
export function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: update the route table of check-budgets.mjs`);
  if (chunk.file.endsWith('.js') && !files.has(chunk.file)) {
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  }
  return files;
}

/** What index.html loads before anything renders: the entry with its preloads, and the language's messages. */
/** The keys of the language's messages chunk `locale-{language}{suffix}` (localeChunkOf in vite.config.ts). */
function messagesOf(manifest, name) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].name === name);
  if (keys.length === 0) throw new Error(`no chunk ${name}: see localeChunkOf in vite.config.ts`);
  return keys;
}

/** What index.html loads before anything renders: the entry with its preloads, and the language's first messages. */
export function entryFiles(manifest, language = startupLanguage) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const files = staticClosure(manifest, entry);
  for (const key of messagesOf(manifest, `locale-${language}`)) staticClosure(manifest, key, files);
  return files;
}

/** The rest of the language's messages (lib/i18n.ts, loadPageMessages), found through the list of their files. */
function pageMessagesFiles(manifest, files, language = startupLanguage) {
  staticClosure(manifest, 'src/lib/i18n-page-files.ts', files);
  for (const key of messagesOf(manifest, `locale-${language}-pages`)) staticClosure(manifest, key, files);
}

/** What antd's root layout loads with itself: the page messages (src/app/router.tsx). */
function antdRootFiles(manifest, files) {
  staticClosure(manifest, antdRoot, files);
  pageMessagesFiles(manifest, files);
}

/** Per route: the files and gzipped KB of a first visit (total) and of what its page adds (own). */
export function measureRoutes(manifest, gzippedBytesOf, routeTable = routes) {
  const entry = entryFiles(manifest);
  const kb = (files) => [...files].reduce((sum, file) => sum + gzippedBytesOf(file), 0) / 1024;
  return routeTable.map(({ path, modules, namespaces = [], pageMessages = false, budget = defaultBudget, ceiling }) => {
    const shared = new Set(entry);
    for (const layout of modules.slice(0, -1)) {
      if (layout === antdRoot) antdRootFiles(manifest, shared);
      else staticClosure(manifest, layout, shared);
    }
    const total = staticClosure(manifest, modules.at(-1), new Set(shared));
    if (pageMessages) pageMessagesFiles(manifest, total);
    for (const namespace of namespaces) {
      for (const key of messagesOf(manifest, `locale-${startupLanguage}-${namespace}`)) staticClosure(manifest, key, total);
    }
    const own = [...total].filter((file) => !shared.has(file));
    const figures = { total: kb(total), own: kb(own) };
    const passed = Object.entries(budget).filter(([kind, limit]) => figures[kind] > limit);
    const failed = Object.entries(ceiling ?? budget).filter(([kind, limit]) => figures[kind] > limit);
    return { path, budget, ceiling, files: { total: total.size, own: own.length }, kb: figures, passed, failed };
  });
}

function describeBudget(budget) {
  return Object.entries(budget)
    .map(([kind, limit]) => `${kind} ≤ ${limit}`)
    .join(', ');
}

function printTable(results) {
  const rows = results.map((r) => [
    r.path,
    r.kb.total.toFixed(1),
    String(r.files.total),
    r.kb.own.toFixed(1),
    String(r.files.own),
    describeBudget(r.budget),
    r.failed.length ? 'OVER' : r.passed.length ? `over (ceiling ${describeBudget(r.ceiling)})` : 'ok',
  ]);
  const header = ['route', 'total KB gz', 'files', 'own KB gz', 'files', 'budget KB', ''];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}

function main() {
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = resolve(process.argv[2] ?? join(here, '..', 'dist'));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const sizes = new Map();
  const gzippedBytesOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const results = measureRoutes(manifest, gzippedBytesOf);
  printTable(results);
  for (const r of results.filter((result) => result.passed.length && !result.failed.length)) {
    console.error(
      `${r.path} is over its budget (${describeBudget(r.budget)} KB), under its ceiling (${describeBudget(r.ceiling)})`,
    );
  }
  const failed = results.filter((r) => r.failed.length);
  for (const r of failed) {
    console.error(
      `${r.path} is over its ${r.ceiling ? `ceiling (${describeBudget(r.ceiling)}` : `budget (${describeBudget(r.budget)}`} KB)`,
    );
  }
  process.exitCode = failed.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
