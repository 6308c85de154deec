import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for Reelcart: the SDK's state explorers (real machines over the fake server) and the
 * storefront's components. Its own Vite config (`../vite.config.ts`): the storefront's React
 * Router config cannot be reused.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: 'vite.config.ts' } },
  },
  core: { disableTelemetry: true },
};

export default config;
