import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders the story inside a real (memory) data router, so `Link`, `useNavigation` and friends
 * work as they do in the storefront. Other paths render a plain page naming the path.
 */
export const withRouter: Decorator = (Story) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Story /> },
      { path: '*', element: <p>Navigated away</p> },
    ],
    { initialEntries: ['/'] },
  );
  return <RouterProvider router={router} />;
};
