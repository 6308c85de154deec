import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NewProductForm } from './product-editor';

afterEach(cleanup);

function NoFallback() {
  return null;
}

function Page() {
  return <NewProductForm result={undefined} />;
}

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Page,
      HydrateFallback: NoFallback,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const kind = (value: 'own' | 'rental') =>
  fireEvent.change(screen.getByLabelText('Kind'), { target: { value } });

describe('the add-product form (issue 28 item 7, decision 068)', () => {
  it('starts an owned copy downloadable and streamed, a rental stream-only; each kind its defaults', async () => {
    renderForm();
    await screen.findByRole('form', { name: 'Add a product' });
    expect([box('Download').checked, box('Stream').checked, box('Enabled').checked]).toEqual([
      true,
      true,
      true,
    ]);
    kind('rental');
    expect([box('Download').checked, box('Stream').checked, box('Enabled').checked]).toEqual([
      false,
      true,
      true,
    ]);
    // The admin may still offer a rental for download: a choice, not the default.
    fireEvent.click(box('Download'));
    expect(box('Download').checked).toBe(true);
    kind('own');
    expect(box('Download').checked).toBe(true);
    kind('rental');
    expect(box('Download').checked).toBe(false);
  });
});
