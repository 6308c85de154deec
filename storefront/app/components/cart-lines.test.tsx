import { makeProduct } from '@reelcart/sdk/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartLines } from './cart-lines';

const hd = makeProduct({ video: { _id: 'v1' }, resolution: 'HD' });
const rental = makeProduct({ video: { _id: 'v2' }, orderType: 'rental' });

function renderLines(props: Partial<Parameters<typeof CartLines>[0]> = {}) {
  const onRemove = vi.fn();
  render(
    <MemoryRouter>
      <CartLines
        products={[hd, rental]}
        invalidProducts={[]}
        validationErrors={[]}
        onRemove={onRemove}
        {...props}
      />
    </MemoryRouter>,
  );
  return onRemove;
}

afterEach(cleanup);

describe('CartLines', () => {
  it('shows artwork, title, resolution, type and price of each line', () => {
    renderLines();
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    const first = lines[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Video v1' }).getAttribute('href')).toBe(
      '/videos/video-v1',
    );
    expect(first.textContent).toContain('Own · HD (720p)');
    expect(first.textContent).toContain(`$${hd.currentPrice.toFixed(2)}`);
    expect(first.querySelector('img')?.getAttribute('src')).toBe(hd.video.thumbnail);
    expect((lines[1] as HTMLElement).textContent).toContain('Rent · HD (720p)');
  });

  it('removes a line by its button', () => {
    const onRemove = renderLines();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Video v2' }));
    expect(onRemove).toHaveBeenCalledWith(rental._id);
  });

  it('flags invalid lines with their reasons', () => {
    renderLines({
      invalidProducts: [hd._id],
      validationErrors: [{ productId: hd._id, reason: 'Already owned' }],
    });
    const [first, second] = screen.getAllByTestId('cart-line') as HTMLElement[];
    expect(first?.dataset.invalid).toBe('true');
    expect(within(first as HTMLElement).getByRole('list', { name: 'Problems' }).textContent).toBe(
      'Already owned',
    );
    expect(second?.dataset.invalid).toBeUndefined();
  });
});
