// Bundles the functions and the shared src/domain layer into lib/index.js so the package deploys
// alone. Runtime dependencies stay external: they are installed from this package's own lockfile.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [fileURLToPath(new URL('./src/index.ts', import.meta.url))],
  outfile: fileURLToPath(new URL('./lib/index.js', import.meta.url)),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  alias: { '@/domain': fileURLToPath(new URL('../src/domain', import.meta.url)) },
  logLevel: 'warning',
});
console.log('functions bundled to functions/lib/index.js');
