import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Zod schemas are built by calls at module level, which a bundler must keep unless told they
      // are pure. They are: so a page keeps only the schemas it uses, not every schema of the domain.
      treeshake: { manualPureFunctions: ['z', 'forwardRef', 'memo'] },
      output: {
        // Firebase is large and shared by most pages; one cacheable chunk keeps page chunks small.
        manualChunks(id) {
          if (id.includes('node_modules/@firebase/firestore') || id.includes('node_modules/firebase/firestore'))
            return 'firebase-firestore';
          if (id.includes('node_modules/@firebase/auth') || id.includes('node_modules/firebase/auth')) return 'firebase-auth';
          return undefined;
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
});
