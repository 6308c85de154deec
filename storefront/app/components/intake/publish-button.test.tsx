import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchActionResult } from '../../admin/intake/batch';
import { showToast } from '../../lib/platform/toast';
import { PublishButton, publishOutcome, publishProgress } from './publish-button';

vi.mock('../../lib/platform/toast', () => ({ showToast: vi.fn(async () => undefined) }));
afterEach(cleanup);

describe('publishProgress', () => {
  it('does not call a failed item done (issue 33: "3 / 3 done" with one failed)', () => {
    expect(publishProgress(3, 3, 1, false)).toBe('2 of 3 done, 1 failed');
    expect(publishProgress(3, 3, 0, false)).toBe('3 of 3 done');
    expect(publishProgress(1, 3, 0, true)).toBe('1 of 3 answered: publishing…');
  });

  // Once finished, the "done" figure plus the failures is every item answered.
  it('done plus failed is what was answered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (a, b) => {
        const [failed, answered] = a <= b ? [a, b] : [b, a];
        const text = publishProgress(answered, answered, failed, false);
        const done = Number(text.split(' ')[0]);
        expect(done + failed).toBe(answered);
      }),
    );
  });
});

describe('publishOutcome', () => {
  it('says every item went through, or how many failed and where to look', () => {
    expect(publishOutcome(3, 0)).toEqual({ message: 'Published 3 of 3.', variant: 'success' });
    expect(publishOutcome(3, 1)).toEqual({
      message:
        '2 of 3 published, 1 failed: the list below says why. Fix those items and publish again.',
      variant: 'error',
    });
  });
});

function NoFallback() {
  return null;
}
const PATHS = ['a.mp4', 'b.mp4', 'c.mp4', 'd.mp4', 'e.mp4', 'f.mp4', 'g.mp4'];
let refuse = new Set<string>();
function Page() {
  return <PublishButton paths={PATHS} />;
}

/** Publishes the seven paths (two chunks) against an action refusing `refused`. */
async function publishWith(refused: string[]) {
  refuse = new Set(refused);
  vi.mocked(showToast).mockClear();
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Page,
      HydrateFallback: NoFallback,
      loader: () => null,
      action: async ({ request }): Promise<BatchActionResult> => {
        const form = await request.formData();
        const results = form.getAll('path').map((p) => ({
          path: String(p),
          ok: !refuse.has(String(p)),
          state: refuse.has(String(p)) ? ('approved' as const) : ('published' as const),
          message: refuse.has(String(p)) ? 'No product price' : null,
          videoSlug: null,
        }));
        return { intent: 'publish', ok: true, message: '', results };
      },
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Publish 7 approved' }));
  await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/of 7 done/));
}

describe('PublishButton toasts when publishing has finished (issue 33)', () => {
  it('a success once every chunk is answered, beside the progress line', async () => {
    await publishWith([]);
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledTimes(1));
    expect(showToast).toHaveBeenCalledWith('Published 7 of 7.', expect.anything(), 'success');
    expect(screen.getByRole('status').textContent).toContain('7 of 7 done');
  });

  it('an error counting the failures of every chunk, the last one included', async () => {
    await publishWith(['b.mp4', 'g.mp4']);
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledTimes(1));
    expect(showToast).toHaveBeenCalledWith(
      expect.stringMatching(/^5 of 7 published, 2 failed/),
      expect.anything(),
      'error',
    );
    expect(screen.getByRole('alert').textContent).toContain('g.mp4: No product price');
  });
});
