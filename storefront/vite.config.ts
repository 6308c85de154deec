import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // The same aliases as tsconfig's paths and vitest.shared.ts: workspace packages from their sources.
    alias: [
      {
        // The SDK imports the store contract module by module (decision 072).
        find: /^@reelcart\/contract\/(store|core)\/(\w+)$/,
        replacement: root('../contract/src/$1/$2.ts'),
      },
      {
        find: /^@reelcart\/contract\/(store|affiliate|admin|docs)$/,
        replacement: root('../contract/src/$1/index.ts'),
      },
      {
        find: /^@reelcart\/sdk\/(react|contract|testing)$/,
        replacement: root('../sdk/src/$1/index.ts'),
      },
      { find: /^@reelcart\/sdk$/, replacement: root('../sdk/src/index.ts') },
    ],
  },
  server: { port: Number(process.env.PORT ?? 3000) },
  // Known up front, so the first page in development does not stop for Vite's dependency discovery.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router/dom',
      'sonner',
      'xstate',
      'zod/mini',
      'ofetch',
      'idb-keyval',
      '@xstate/react',
    ],
  },
});
