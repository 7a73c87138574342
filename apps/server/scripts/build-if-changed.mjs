// npm start: compiles the server to JavaScript (dist/) when its sources changed since the last build.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { isBuiltFrom, sourceHash, stampBuild } from '../../../scripts/source-stamp.mjs';

const serverRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(serverRoot, 'dist');
const hash = sourceHash(['apps/server', 'packages/contracts', 'tsconfig.base.json', 'package-lock.json']);

/**
 * Every package stays in node_modules, but @tabib/contracts is TypeScript source, not a built package: it goes
 * into the bundle. Node does not complete `dayjs/plugin/utc` (a package without "exports") as tsx did: add the `.js`.
 */
const resolvePackages = {
  name: 'resolve-packages',
  setup(builder) {
    builder.onResolve({ filter: /^@tabib\// }, ({ path: specifier }) => ({
      path: fileURLToPath(import.meta.resolve(specifier)),
    }));
    builder.onResolve({ filter: /^(@[^/]+\/)?[^./@:][^/:]*\/[^.]+$/ }, ({ path: specifier }) => {
      const file = fileURLToPath(import.meta.resolve(specifier));
      if (!existsSync(file) && existsSync(`${file}.js`)) return { path: `${specifier}.js`, external: true };
      return undefined;
    });
  },
};

if (isBuiltFrom(outDir, hash)) {
  console.error('Server unchanged since its last build: apps/server/dist kept.');
} else {
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: serverRoot,
    entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    plugins: [resolvePackages],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  stampBuild(outDir, hash);
  console.error(`Server compiled to apps/server/dist in ${Math.round(performance.now() - started)} ms.`);
}
