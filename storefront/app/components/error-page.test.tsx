import { render, screen } from '@testing-library/react';
import { createRoutesStub, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  describeError,
  ERROR_PAGE_DEFAULTS,
  routeInvalid,
  routeNotFound,
} from '../lib/platform/errors';
import { ErrorPage } from './error-page';

function Boundary() {
  return <ErrorPage {...describeError(useRouteError())} />;
}
function Never() {
  return <p>never</p>;
}
function NoFallback() {
  return null;
}
function Teapot() {
  return <ErrorPage status={418} statusMessage="Teapot" message="Short and stout" />;
}

/** Renders a route whose loader throws `error`, with the app's boundary. */
function renderFailingRoute(error: unknown) {
  const Stub = createRoutesStub([
    {
      path: '/',
      loader: () => {
        throw error;
      },
      Component: Never,
      ErrorBoundary: Boundary,
      HydrateFallback: NoFallback,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('ErrorPage', () => {
  it('shows the defaults of spec §2: 500, status message, message and two ways out', async () => {
    renderFailingRoute(new Error('db password is hunter2'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred. Please try again later.')).toBeTruthy();
    expect(screen.queryByText(/hunter2/)).toBeNull();
    const home = screen.getByRole('link', { name: 'Return Home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.className).toContain('btn-outline');
    expect(screen.getByRole('link', { name: 'Browse Videos' }).getAttribute('href')).toBe(
      '/videos',
    );
  });

  it("a failed validity check is a 404 'Page Not Found: {path}'", async () => {
    renderFailingRoute(routeInvalid('/videos/Bad_Slug'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('Page Not Found: /videos/Bad_Slug')).toBeTruthy();
  });

  it("an unmatched route is a 404 'Page not found: {fullPath}'", async () => {
    renderFailingRoute(routeNotFound('/nope?x=1'));
    expect(await screen.findByText('Page not found: /nope?x=1')).toBeTruthy();
  });

  it('renders exactly what it is given', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: Teapot,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(screen.getByText('418')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Teapot' })).toBeTruthy();
  });
});

describe('describeError', () => {
  it('falls back to the defaults for non-response errors', () => {
    expect(describeError('boom')).toEqual(ERROR_PAGE_DEFAULTS);
    expect(describeError(undefined)).toEqual(ERROR_PAGE_DEFAULTS);
  });
});
