import type { Preview } from '@storybook/react-vite';
import '../src/preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    backgrounds: { options: { dark: { name: 'Dark', value: '#09090b' } } },
  },
  initialGlobals: { backgrounds: { value: 'dark' } },
};

export default preview;
