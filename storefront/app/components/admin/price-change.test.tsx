import { cleanup, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PricePreview, ProductsAction } from '../../admin/resources/products';
import { showToast } from '../../lib/platform/toast';
import { PriceChange } from './price-change';

vi.mock('../../lib/platform/toast', () => ({ showToast: vi.fn(async () => undefined) }));
afterEach(cleanup);

function NoFallback() {
  return null;
}
let shown: ProductsAction | undefined;
function Page() {
  return <PriceChange result={shown} query={{}} />;
}
async function renderWith(result: ProductsAction) {
  shown = result;
  vi.mocked(showToast).mockClear();
  const Stub = createRoutesStub([{ path: '/', Component: Page, HydrateFallback: NoFallback }]);
  render(<Stub initialEntries={['/']} />);
  // The effects run after the first render.
  await vi.waitFor(() =>
    expect(document.body.textContent).toContain(result.ok ? result.message : ''),
  );
}

const preview = (intent: 'preview' | 'apply', message: string): PricePreview => ({
  ok: true,
  intent,
  message,
  preview: { applied: intent === 'apply', items: [] },
  values: {},
});

describe('a bulk price change says so in a toast once applied (issue 33)', () => {
  it('applying toasts its message', async () => {
    await renderWith(preview('apply', 'Applied to 3 products.'));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'Applied to 3 products.',
        { id: 'saved:apply:Applied to 3 products.' },
        'success',
      ),
    );
  });

  it('a preview does not', async () => {
    await renderWith(preview('preview', 'Would change 3 products.'));
    expect(showToast).not.toHaveBeenCalled();
  });
});
