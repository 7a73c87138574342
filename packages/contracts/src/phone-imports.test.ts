import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The contract modules a module loads at run time (`import type` excluded), transitively. */
function runtimeImportsOf(module: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(new URL(`./${module}.ts`, import.meta.url), 'utf8');
  for (const [, typeOnly, from] of source.matchAll(/^import (type )?[^;]*? from '\.\/([\w-]+)';$/gms)) {
    if (typeOnly || seen.has(from!)) continue;
    seen.add(from!);
    runtimeImportsOf(from!, seen);
  }
  return seen;
}

// Issue 13: libphonenumber-js (25 KB gzipped) comes with phone.ts; the calendar and the header's
// search read appointments and patients and must not load it. The requests that check a phone do.
describe('what loads libphonenumber-js', () => {
  it.each(['appointments', 'patients'])('not %s.ts, the answers and constants', (module) => {
    expect(runtimeImportsOf(module)).not.toContain('phone');
  });

  it.each(['appointment-input', 'patient-input'])('%s.ts, the requests that check a phone', (module) => {
    expect(runtimeImportsOf(module)).toContain('phone');
  });
});
