import { type AdminVideo, PUBLISH_REFUSALS } from '@reelcart/contract/admin';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/admin-forms';
import { VideoForm } from './video-form';
import { NO_OPTIONS, OWN_HD as product, adminVideoWith as video } from './video-form.testing';

afterEach(cleanup);

function NoFallback() {
  return null;
}
let shown: { video: AdminVideo | null; result: FormResult | undefined } = {
  video: null,
  result: undefined,
};
function Page() {
  return <VideoForm video={shown.video} options={NO_OPTIONS} result={shown.result} />;
}
function renderForm(v: AdminVideo | null, result?: FormResult) {
  shown = { video: v, result };
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Page,
      HydrateFallback: NoFallback,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

/** The texts the published checkbox is described by (its hint, its error). */
function describedBy(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('publishing a video in its form (issue 28 item 7, decision 068)', () => {
  it('a new video is created unpublished: no Published box, the way to publish said', async () => {
    renderForm(null);
    await screen.findByRole('form', { name: 'Video details' });
    expect(screen.queryByLabelText(/^Published/)).toBeNull();
    expect(screen.getByText('Created unpublished: add a product, then publish it.')).toBeTruthy();
  });

  it('a video with nothing on sale says so at the Published box', async () => {
    renderForm(video([{ ...product, enabled: false }]));
    const box = await screen.findByLabelText(/^Published/);
    expect(describedBy(box)).toEqual([
      'Not for sale yet: add a product (or enable one) before publishing.',
    ]);
  });

  it('a video with a product on sale publishes without a word', async () => {
    renderForm(video([product]));
    const box = await screen.findByLabelText(/^Published/);
    expect(describedBy(box)).toEqual([]);
  });

  it("the server's refusal shows at the Published box, with what the admin typed kept", async () => {
    renderForm(video([]), {
      ok: false,
      intent: 'save-video',
      fieldErrors: { published: PUBLISH_REFUSALS.noProduct },
      formError: PUBLISH_REFUSALS.noProduct,
      values: { title: 'A video', published: 'on' },
    });
    const box = (await screen.findByLabelText(/^Published/)) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toContain(PUBLISH_REFUSALS.noProduct);
    expect(screen.getByRole('alert').textContent).toContain(PUBLISH_REFUSALS.noProduct);
  });
});
