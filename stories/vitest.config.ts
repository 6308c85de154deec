import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../tools/chromium.ts';
import viteConfig from './vite.config.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * Every story as a test (its play function asserts what the user sees), in Debian's Chromium
 * with the project's shared launch options. The root `vitest.workspace.ts` extends this file.
 */
export default mergeConfig(
  viteConfig,
  defineProject({
    plugins: [storybookTest({ configDir })],
    test: {
      name: 'stories',
      // Mermaid and the first story of a file load slowly on a busy shared machine.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
