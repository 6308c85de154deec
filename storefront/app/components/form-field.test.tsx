import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';

afterEach(cleanup);

describe('FormField: a long text says its limit and counts', () => {
  it('counts as the message is typed and is described by the count (issue 33)', () => {
    render(<FormField label="Message" name="message" multiline maxLength={5000} required />);
    const box = screen.getByLabelText('Message');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ');
    const count = described.map((id) => document.getElementById(id)?.textContent);
    expect(count).toContain('0 of 5,000 characters');
    fireEvent.input(box, { target: { value: 'Hello there' } });
    expect(screen.getByText('11 of 5,000 characters')).toBeTruthy();
  });

  it('a field without a limit has no count', () => {
    render(<FormField label="Name" name="name" />);
    expect(screen.queryByText(/characters$/)).toBeNull();
  });
});
