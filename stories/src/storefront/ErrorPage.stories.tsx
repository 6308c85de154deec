import { ERROR_MESSAGES, formatMessage } from '@reelcart/sdk/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ErrorPage } from '../../../storefront/app/components/error-page';
import { ERROR_PAGE_DEFAULTS } from '../../../storefront/app/lib/platform/errors';
import { withRouter } from './withRouter';

/** The storefront's error page (spec §2, §8): status, status message, message, two ways out. */
const meta = {
  title: 'Storefront/Error page',
  component: ErrorPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: {
    status: 404,
    statusMessage: 'Not Found',
    message: formatMessage(ERROR_MESSAGES.ROUTE_NOT_FOUND, { fullPath: '/videos/nope?page=2' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Not Found');
    await expect(canvas.getByText('Page not found: /videos/nope?page=2')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Browse Videos' }));
    await expect(await canvas.findByText('Navigated away')).toBeVisible();
  },
};

/** What an unexpected error shows: the defaults, never the error's own text. */
export const UnexpectedError: Story = {
  args: ERROR_PAGE_DEFAULTS,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText(ERROR_PAGE_DEFAULTS.message)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  },
};

export const LongMessage: Story = {
  args: {
    status: 403,
    statusMessage: 'Forbidden',
    message: `You need a different account for this page. ${'This message goes on and on. '.repeat(12)}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/goes on and on/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Videos' })).toBeVisible();
  },
};

/** Inside a layout (a section error boundary) the page renders as a section, not a second main. */
export const InsideALayout: Story = {
  args: {
    ...NotFound.args,
    status: 404,
    statusMessage: 'Not Found',
    message: 'Gone',
    as: 'section',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('main')).toBeNull();
    await expect(
      canvasElement.querySelector('section[aria-labelledby="error-title"]'),
    ).not.toBeNull();
  },
};
