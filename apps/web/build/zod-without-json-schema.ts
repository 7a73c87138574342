import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// zod's classic schemas carry their JSON Schema converters (about 7 KB gz) whether called or not.
// The web app never calls them (the server builds the OpenAPI document): in its bundle, each
// export of these two modules throws if ever called.
const converters = /\/zod\/v4\/core\/(json-schema-processors|to-json-schema)\.js$/;

function exportNamesOf(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^export (?:const|function|let|class) (\w+)/gm)) if (name) names.add(name);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const item of (list ?? '').split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  return [...names];
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'tabib:zod-without-json-schema',
    apply: 'build',
    load(id) {
      if (!converters.test(id)) return null;
      const stub = (name: string) =>
        name.startsWith('create') ? `export const ${name} = () => absent;` : `export const ${name} = absent;`;
      return [
        "function absent() { throw new Error('zod JSON Schema is not in the web build (build/zod-without-json-schema.ts)'); }",
        ...exportNamesOf(readFileSync(id, 'utf8')).map(stub),
      ].join('\n');
    },
  };
}
