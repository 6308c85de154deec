import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailCell } from './email-cell';

afterEach(cleanup);

describe('EmailCell', () => {
  // Whatever the address, the cell reads exactly it (a copy, a search, a screen reader), with a
  // break opportunity after the "@" and before each dot of the domain only.
  it('reads as the address, breakable after "@" and before the domain\'s dots', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (address) => {
        const { container, unmount } = render(<EmailCell address={address} />);
        expect(container.textContent).toBe(address);
        const at = address.lastIndexOf('@');
        const dots = at < 0 ? 0 : address.slice(at + 1).split('.').length - 1;
        expect(container.querySelectorAll('wbr')).toHaveLength(at < 0 ? 0 : 1 + dots);
        unmount();
      }),
      { numRuns: 200 },
    );
  });
});
