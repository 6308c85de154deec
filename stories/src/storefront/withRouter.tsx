import type { Decorator } from '@storybook/react-vite';
import { type ActionFunction, createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders the story inside a real (memory) data router, so `Link`, `useNavigation` and friends
 * work as they do in the storefront. Other paths render a plain page naming the path. A story's
 * `parameters.routerAction` is the page's action, for forms that submit and show its answer.
 */
export const withRouter: Decorator = (Story, { parameters }) => {
  const action = parameters.routerAction as ActionFunction | undefined;
  const router = createMemoryRouter(
    [
      { path: '/', element: <Story />, ...(action ? { action } : {}) },
      { path: '*', element: <p>Navigated away</p> },
    ],
    { initialEntries: ['/'] },
  );
  return <RouterProvider router={router} />;
};
