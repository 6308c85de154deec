import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { sourceAliases } from '../vitest.shared.ts';

/**
 * Storybook's own Vite config. Workspace packages resolve to their sources (as in tests), and
 * React is pre-bundled up front so the Vitest addon does not reload mid-run.
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
    ],
  },
});
