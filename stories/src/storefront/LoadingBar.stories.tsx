import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LoadingBar } from '../../../storefront/app/components/loading-bar';

/**
 * The loading bar over a real data router: a link to a page whose loader waits until you press
 * "Finish loading", so the navigation stays in its loading state as long as you like.
 */
function LoadingBarDemo() {
  const router = useMemo(() => {
    let finish: () => void = () => undefined;
    const page = (title: string, next: string) => (
      <main className="flex flex-col gap-3 p-4">
        <LoadingBar />
        <h1 className="font-semibold">{title}</h1>
        <Link to={next} className="btn btn-outline w-fit">
          Open a slow page
        </Link>
        <button type="button" className="btn btn-solid w-fit" onClick={() => finish()}>
          Finish loading
        </button>
      </main>
    );
    return createMemoryRouter([
      { path: '/', element: page('Home', '/slow') },
      {
        path: '/slow',
        loader: () =>
          new Promise<null>((resolve) => {
            finish = () => resolve(null);
          }),
        element: page('Slow page', '/'),
      },
    ]);
  }, []);
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Storefront/Loading bar',
  component: LoadingBarDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingBarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('Home');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Loading: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Open a slow page' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    // Still on the old page while the next one loads.
    await expect(canvas.getByRole('heading')).toHaveTextContent('Home');
  },
};

export const Loaded: Story = {
  play: async (context) => {
    await Loading.play?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(canvas.getByRole('heading')).toHaveTextContent('Slow page');
  },
};
