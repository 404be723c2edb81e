import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { webEnvProblems } from './scripts/lib/web-env.mjs';
import { buildDir } from './scripts/lib/build-dir.mjs';
import { legalAidFiguresWarning } from './src/domain/matching/legal-aid';

/**
 * A production build without the Firebase web config would compile a demo project into the
 * bundle and talk to nothing once deployed; it stops here instead, naming what is missing.
 */
function requireWebConfig(): Plugin {
  return {
    name: 'regmatch:require-web-config',
    config(_config, { command, mode }) {
      if (command !== 'build') return;
      const problems = webEnvProblems({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...pick(process.env) });
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
}

/**
 * Dated figures the site shows as facts: a build after they are a year old prints a warning (it
 * does not fail: a late review must not block a deploy, and the page shows their date anyway).
 */
function warnOnStaleFigures(): Plugin {
  return {
    name: 'regmatch:stale-figures',
    apply: 'build',
    buildStart() {
      const warning = legalAidFiguresWarning(new Date());
      if (warning) this.warn(warning);
    },
  };
}

/**
 * Lingui's core ships two developer messages in its production code (about 0.25 kB gzip of every
 * translated page's first load): the "no locale" error and the "uncompiled message" warning, whose
 * long explanations a phone never needs. The build shortens both; a Lingui upgrade that changes
 * them fails the build here rather than quietly shipping them again (issue 38 paid for the
 * "Suggest a better translation" entry with them).
 */
const LINGUI_DEV_MESSAGES: readonly [RegExp, string][] = [
  [/"Lingui: Attempted to call a translation function without setting a locale\.[^"]*"/, '"Lingui: no locale"'],
  [/`Uncompiled message detected! Message:[^`]*`/, '`Lingui: uncompiled message ${translation}`'],
];
function shortLinguiMessages(): Plugin {
  return {
    name: 'regmatch:short-lingui-messages',
    apply: 'build',
    transform(code, id) {
      if (!/@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      let out = code;
      for (const [pattern, short] of LINGUI_DEV_MESSAGES) {
        if (!pattern.test(out))
          throw new Error(`@lingui/core changed: ${pattern} not found (vite.config.ts, shortLinguiMessages)`);
        out = out.replace(pattern, short);
      }
      return { code: out, map: null };
    },
  };
}

function pick(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('VITE_')));
}

// React Router's package exports only its development build; its production build is the same code
// with the development warnings switched off, so the bundler can drop them from what phones download.
const ROUTER_PRODUCTION = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [requireWebConfig(), warnOnStaleFigures(), shortLinguiMessages(), react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] : []),
    ],
  },
  build: {
    target: 'es2022',
    // dist/, or the measuring scripts' own folder (scripts/lib/build-dir.mjs).
    outDir: buildDir(),
    emptyOutDir: true,
    sourcemap: false,
    // No preload map in the entry: it listed every lazy chunk's dependencies (about 1.2 kB gzip on
    // every first visit). Prerendered pages get <link rel="modulepreload"> tags for their own chunks
    // instead (scripts/prerender.ts reads the manifest), so a first visit has no waterfall; a later
    // navigation fetches a page's shared chunks once its own chunk has been parsed.
    modulePreload: false,
    manifest: true,
    rollupOptions: {
      // The app, and the islands script of the content pages served without it (src/app/static-pages.ts).
      input: { index: 'index.html', islands: 'src/islands/main.ts' },
      // Zod schemas are built by calls at module level, which a bundler must keep unless told they
      // are pure. They are: so a page keeps only the schemas it uses, not every schema of the domain.
      treeshake: { manualPureFunctions: ['z', 'forwardRef', 'memo'] },
      output: {
        codeSplitting: {
          groups: [
            // Firebase is large and shared by most pages; one cacheable chunk keeps page chunks small.
            { name: 'firebase-firestore', test: /node_modules[\\/](@firebase[\\/]firestore|firebase[\\/]firestore)/ },
            { name: 'firebase-auth', test: /node_modules[\\/](@firebase[\\/]auth|firebase[\\/]auth)/ },
            // Small pieces most app pages share (form fields, alerts, the quick exit button):
            // one chunk instead of several, since each chunk costs its own imports and exports
            // (measured on /matching: the same code as one file is 3 kB smaller gzipped than as
            // fifteen). Nothing the content pages' islands import, so they never fetch it.
            {
              name: 'app-shared',
              test: /src[\\/]components[\\/](ui[\\/](field|alert)|quick-exit)\./,
              minShareCount: 2,
              // Only these modules: their dependencies (React, the router) stay where they were.
              includeDependenciesRecursively: false,
            },
            // Small modules the content pages' islands share with the app (drafts, the quick exit, the
            // remembered language, the site's paths): one chunk for both instead of four. None
            // imports React, so an island page never pulls the app in with it.
            {
              name: 'shared-light',
              test: /src[\\/](lib[\\/](session-draft|session-hint|quick-exit)|app[\\/]layouts[\\/]locale-storage|domain[\\/]shared[\\/](locales|locale-paths|site|cities))\./,
              includeDependenciesRecursively: false,
            },
            // The translation runtime and the small modules every translated page imports with it
            // (the catalogs' decoder and the review map's key, which the parts' loaders share): one
            // chunk, fetched together anyway. Apart, the two were a chunk of their own (0.2 kB).
            {
              name: 'i18n-runtime',
              test: /node_modules[\\/]@lingui[\\/]|src[\\/]lib[\\/]i18n[\\/](runtime|response-promise)\.|src[\\/]components[\\/]localized-meta\.|src[\\/]domain[\\/]i18n[\\/](compiled-catalog|unreviewed-key)\./,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
}));
