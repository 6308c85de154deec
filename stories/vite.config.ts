import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { sourceAliases } from '../vitest.shared.ts';

/**
 * Storybook's own Vite config. Workspace packages resolve to their sources (as in tests), and
 * every dependency the stories reach is pre-bundled up front: a dependency discovered mid-run
 * makes Vite reload the page and fails the Vitest addon's first tests.
 */
export default defineConfig({
  plugins: [tailwindcss()],
  resolve: { alias: sourceAliases },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-router',
      'sonner',
      'xstate',
      '@xstate/react',
      'zod/mini',
      'ofetch',
      'idb-keyval',
      'mermaid',
    ],
  },
});
