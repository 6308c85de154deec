import type { AdminCreative } from '@reelcart/contract/admin';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CreativeDetail } from '../../components/admin/creative-detail';
import AdminActressPage from '../../routes/admin/actress';
import AdminStudioPage from '../../routes/admin/studio';
import type { FormFailure, FormResult } from './forms';

afterEach(cleanup);

/** The action's answers, in order; each submit that reaches the server takes the next one. */
function answers(list: FormResult[]) {
  const sent: Array<Record<string, FormDataEntryValue>> = [];
  const action = async ({ request }: { request: Request }) => {
    sent.push(Object.fromEntries(await request.formData()));
    return list[sent.length - 1] ?? list[list.length - 1];
  };
  return { sent, action };
}

const failure = (
  intent: string,
  fieldErrors: Record<string, string>,
  formError: string,
): FormFailure => ({ ok: false, fieldErrors, formError, values: {}, intent });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: RegExp) =>
  fireEvent.submit(screen.getByRole('form', { name }) as HTMLFormElement);

/** The field's error as the user hears it: invalid, and described by a message. */
function errorOf(label: string): string | null {
  const control = screen.getByLabelText(label);
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

const creative: AdminCreative = {
  id: 'crt_1',
  kind: 'text',
  name: 'Text link',
  text: 'Browse',
  width: null,
  height: null,
  landingPage: '/videos',
  active: true,
  imageUrl: null,
  uploaded: false,
  version: 1,
  figures: { clicks: 0, uniqueClicks: 0, conversions: 0, conversionRate: 0 },
  createdAt: '2026-03-01T10:00:00.000Z',
  days: 30,
  file: null,
  history: [],
};
function CreativePage() {
  const result = useActionData() as FormResult | undefined;
  return <CreativeDetail creative={creative} result={result} />;
}
function NoFallback() {
  return null;
}

/** The page at `/` with its action (and loader), as the route table would render it. */
function renderPage(
  Component: ComponentType,
  action: (args: { request: Request }) => Promise<unknown>,
  loader?: () => unknown,
) {
  const Stub = createRoutesStub([
    { path: '/', Component, action, HydrateFallback: NoFallback, ...(loader ? { loader } : {}) },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('useClientValidation: the browser’s errors and the server’s field errors', () => {
  it('actress form: client errors, then the server’s field error next to its field, then a new submit replaces it', async () => {
    const { sent, action } = answers([
      failure('save-actress', { slug: 'This slug is already used' }, 'The actress was not saved.'),
    ]);
    renderPage(AdminActressPage as ComponentType, action, () => ({ actress: null }));
    await screen.findByRole('form', { name: 'Actress details' });

    // An invalid form: the browser's errors, nothing sent.
    submit(/Actress details/);
    await waitFor(() => expect(errorOf('Name')).toBeTruthy());
    expect(sent).toHaveLength(0);

    // Valid for the browser: sent; the server's field error shows next to the slug.
    type('Name', 'Placeholder Name');
    type('Slug', 'placeholder-name');
    submit(/Actress details/);
    await screen.findByText('The actress was not saved.');
    expect(sent).toHaveLength(1);
    expect(errorOf('Slug')).toBe('This slug is already used');
    expect(errorOf('Name')).toBeNull();

    // A new submit that fails the browser's check replaces the server's errors with its own.
    type('Name', '');
    submit(/Actress details/);
    await waitFor(() => expect(errorOf('Name')).toBeTruthy());
    expect(errorOf('Slug')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  // Issue 33: a field's message appears as the user leaves it (not only on submit), says what
  // to do, and goes once the field is right; fields not reached yet stay quiet.
  it('studio form: leaving a field shows its message, fixing it clears it', async () => {
    const { sent, action } = answers([]);
    renderPage(AdminStudioPage as ComponentType, action, () => ({ studio: null }));
    await screen.findByRole('form', { name: 'Studio details' });
    type('Royalty rate (basis points)', 'abc');
    fireEvent.blur(screen.getByLabelText('Royalty rate (basis points)'));
    await waitFor(() =>
      expect(errorOf('Royalty rate (basis points)')).toBe(
        'Enter the royalty rate in basis points (4500 is 45 %)',
      ),
    );
    expect(errorOf('Name')).toBeNull();
    type('Royalty rate (basis points)', '4500');
    fireEvent.blur(screen.getByLabelText('Royalty rate (basis points)'));
    await waitFor(() => expect(errorOf('Royalty rate (basis points)')).toBeNull());
    expect(sent).toHaveLength(0);
  });

  // A message that goes only at the next blur moves the form under the pointer mid-click (the
  // coupon form's checkbox click missed): a fixed field's message goes as it is typed.
  it('studio form: fixing a field clears its message as it is typed, before it is left', async () => {
    const { action } = answers([]);
    renderPage(AdminStudioPage as ComponentType, action, () => ({ studio: null }));
    await screen.findByRole('form', { name: 'Studio details' });
    type('Royalty rate (basis points)', 'abc');
    fireEvent.blur(screen.getByLabelText('Royalty rate (basis points)'));
    await waitFor(() => expect(errorOf('Royalty rate (basis points)')).not.toBeNull());
    type('Royalty rate (basis points)', '45');
    await waitFor(() => expect(errorOf('Royalty rate (basis points)')).toBeNull());
    // A wrong value typed again waits for the blur to say so.
    type('Royalty rate (basis points)', 'x');
    expect(errorOf('Royalty rate (basis points)')).toBeNull();
  });

  it('studio form: a second server answer with field errors shows them too', async () => {
    const { sent, action } = answers([
      failure('save-studio', { slug: 'This slug is already used' }, 'The studio was not saved.'),
      failure(
        'save-studio',
        { name: 'This name is already used' },
        'The studio was still not saved.',
      ),
    ]);
    renderPage(AdminStudioPage as ComponentType, action, () => ({ studio: null }));
    await screen.findByRole('form', { name: 'Studio details' });
    type('Name', 'Placeholder Studio');
    type('Slug', 'placeholder-studio');
    type('Royalty rate (basis points)', '1000');
    submit(/Studio details/);
    await screen.findByText('The studio was not saved.');
    expect(errorOf('Slug')).toBe('This slug is already used');

    submit(/Studio details/);
    await screen.findByText('The studio was still not saved.');
    expect(sent).toHaveLength(2);
    expect(errorOf('Name')).toBe('This name is already used');
    expect(errorOf('Slug')).toBeNull();
  });

  it('creative form (no reset of its own): the server’s field error shows after a valid submit', async () => {
    const { action } = answers([
      failure(
        'save-creative',
        { landingPage: 'No store page has this path' },
        'The creative was not saved.',
      ),
    ]);
    renderPage(CreativePage, action);
    await screen.findByRole('form', { name: 'Creative details' });
    type('Name', '');
    submit(/Creative details/);
    await waitFor(() => expect(errorOf('Name')).toBeTruthy());

    type('Name', 'Text link');
    submit(/Creative details/);
    await waitFor(() => expect(errorOf('Landing page')).toBe('No store page has this path'));
    expect(errorOf('Name')).toBeNull();
  });
});
