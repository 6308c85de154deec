import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlugCheck } from '../../lib/admin/slug';
import { SLUG_CHECK_DELAY, SlugField } from './slug-field';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Slugs the fake check knows as taken, and every slug it was asked about. */
const TAKEN: Record<string, string> = { 'jane-doe': 'Jane Doe' };
let asked: string[] = [];

function NoFallback() {
  return null;
}
let shown = { own: null as string | null, defaultValue: '' };
function ActressForm() {
  return (
    <form aria-label="Actress details">
      <label>
        Name
        <input name="name" defaultValue="" />
      </label>
      <SlugField kind="actresses" source="name" {...shown} />
    </form>
  );
}

function renderField(own: string | null = null, defaultValue = '') {
  asked = [];
  shown = { own, defaultValue };
  const Stub = createRoutesStub([
    {
      path: '/',
      HydrateFallback: NoFallback,
      Component: ActressForm,
    },
    {
      path: '/admin/slug-check',
      loader: ({ request }): SlugCheck => {
        const url = new URL(request.url);
        const slug = url.searchParams.get('slug') ?? '';
        asked.push(slug);
        return { kind: url.searchParams.get('kind') ?? '', slug, takenBy: TAKEN[slug] ?? null };
      },
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const slugBox = () => screen.getByLabelText('Slug') as HTMLInputElement;
async function rest() {
  await act(() => vi.advanceTimersByTimeAsync(SLUG_CHECK_DELAY));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('the slug field (issue 33)', () => {
  it('follows the name until the admin types their own slug', async () => {
    renderField();
    await act(() => vi.advanceTimersByTimeAsync(0));
    type('Name', 'Ann');
    type('Name', 'Ann Bell');
    expect(slugBox().value).toBe('ann-bell');
    type('Slug', 'ann-bell-2026');
    type('Name', 'Ann Bellamy');
    expect(slugBox().value).toBe('ann-bell-2026');
    // Emptied by the admin: it follows the name again.
    type('Slug', '');
    type('Name', 'Ann B.');
    expect(slugBox().value).toBe('ann-b');
  });

  it('says who has a taken slug once typing rests, and checks only then', async () => {
    renderField();
    await act(() => vi.advanceTimersByTimeAsync(0));
    type('Name', 'Jane');
    type('Name', 'Jane Doe');
    expect(asked).toEqual([]);
    await rest();
    expect(asked).toEqual(['jane-doe']);
    expect(slugBox().getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(/^This slug is already used by Jane Doe\. Choose another one/),
    ).toBeTruthy();
    type('Slug', 'jane-doe-2');
    await rest();
    expect(asked).toEqual(['jane-doe', 'jane-doe-2']);
    expect(screen.queryByText(/already used/)).toBeNull();
    expect(slugBox().getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the slug of a record that exists on a rename, unless it is emptied', async () => {
    renderField('jane-doe', 'jane-doe');
    await act(() => vi.advanceTimersByTimeAsync(0));
    type('Name', 'Jane Doe');
    type('Name', 'Jane Doe Smith');
    expect(slugBox().value).toBe('jane-doe');
    type('Slug', '');
    type('Name', 'Jane Smith');
    expect(slugBox().value).toBe('jane-smith');
  });

  it("never calls the record's own slug taken, nor checks a slug that is not one", async () => {
    renderField('jane-doe', 'jane-doe');
    await rest();
    type('Slug', 'Not A Slug');
    await rest();
    expect(asked).toEqual([]);
    expect(screen.queryByText(/already used/)).toBeNull();
  });
});
