import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takeDone, withDone } from './done';

describe('a confirmation through a redirect', () => {
  it('adds and takes the message, keeping the page’s own query', () => {
    expect(withDone('/admin/studios/moon', 'Studio created.')).toBe(
      '/admin/studios/moon?done=Studio+created.',
    );
    expect(takeDone('?created=1&done=Creative+created.')).toEqual({
      message: 'Creative created.',
      rest: '?created=1',
    });
    expect(takeDone('?page=2')).toBeNull();
  });

  // Whatever the message, what the shell takes back is the message, and the address loses it.
  it('round-trips any message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (message) => {
        const url = withDone('/admin/videos/x?tab=1', message);
        const taken = takeDone(url.slice(url.indexOf('?')));
        expect(taken).toEqual({ message, rest: '?tab=1' });
      }),
    );
  });
});
