import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchedJsonLines, type RequestLogLine } from './requestLog';

const line = (n: number): RequestLogLine => ({
  source: 'api',
  requestId: `r${n}`,
  method: 'GET',
  path: `/api/cart/${n}`,
  status: 200,
  durationMs: n / 10,
});

/** A writer whose turns of the event loop the test runs by hand. */
function harness() {
  const writes: string[] = [];
  const queued: Array<() => void> = [];
  const log = batchedJsonLines({ write: (chunk: string) => writes.push(chunk) }, (flush) =>
    queued.push(flush),
  );
  const endTurn = () => {
    for (const flush of queued.splice(0)) flush();
  };
  return { writes, log, endTurn };
}

describe('batchedJsonLines', () => {
  // Invariant: for any requests logged over any number of turns of the event loop, what reaches
  // the output is every line, in order, each one JSON object with a time and the line's fields,
  // at the end of the turn it was logged in — and in at most one write per turn.
  it('writes every line of a turn, in order, in one write at the end of the turn', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 20 }), { maxLength: 30 }), (perTurn) => {
        const { writes, log, endTurn } = harness();
        let n = 0;
        const expected: RequestLogLine[] = [];
        for (const count of perTurn) {
          const writesBefore = writes.length;
          for (let i = 0; i < count; i++) {
            const next = line(n++);
            expected.push(next);
            log(next);
          }
          expect(writes.length).toBe(writesBefore);
          endTurn();
          expect(writes.length).toBe(writesBefore + (count > 0 ? 1 : 0));
        }
        const lines = writes.join('').split('\n');
        expect(lines.pop()).toBe('');
        const parsed = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
        expect(parsed.map(({ time: _time, ...rest }) => rest)).toEqual(expected);
        for (const entry of parsed)
          expect(new Date(String(entry.time)).toISOString()).toBe(entry.time);
      }),
    );
  });

  it('writes what is pending when flushed before the turn ends (shutdown)', () => {
    const { writes, log } = harness();
    log(line(1));
    log.flush();
    expect(writes).toHaveLength(1);
    log.flush();
    expect(writes).toHaveLength(1);
  });
});
