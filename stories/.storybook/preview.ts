import type { Preview } from '@storybook/react-vite';
import { axeAfterEach } from '../src/axe';
import '../src/preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    backgrounds: { options: { dark: { name: 'Dark', value: '#09090b' } } },
  },
  initialGlobals: { backgrounds: { value: 'dark' } },
  // Every story, in the state its play function reached: no serious or critical axe violation.
  afterEach: axeAfterEach,
};

export default preview;
