// @vitest-environment node
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { documentBody } from './document-body.server';

const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString();

/** A body that records what `respond` got and when `ended` was called. */
function recorded() {
  const answers: Array<Buffer | ReadableStream<Uint8Array>> = [];
  let ended = 0;
  const sink = documentBody(
    (body) => answers.push(body),
    () => {
      ended++;
    },
  );
  return { sink, answers, ended: () => ended };
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
  }
  return text(chunks);
}

describe('documentBody', () => {
  it('answers a document written within this turn whole, once', async () => {
    const { sink, answers, ended } = recorded();
    sink.write('<html>');
    await Promise.resolve();
    sink.write(new TextEncoder().encode('<body>data</body>'));
    process.nextTick(() => {
      sink.write('</html>');
      sink.end();
    });
    await nextTurn();
    await nextTurn();
    expect(answers).toHaveLength(1);
    expect(answers[0]).toBeInstanceOf(Buffer);
    expect(answers[0]?.toString()).toBe('<html><body>data</body></html>');
    expect(ended()).toBe(1);
  });

  it('streams a document still being written at the next turn: what was written, then the rest', async () => {
    const { sink, answers, ended } = recorded();
    sink.write('<html><body>shell');
    await nextTurn();
    await nextTurn();
    expect(answers).toHaveLength(1);
    const stream = answers[0];
    if (!(stream instanceof ReadableStream)) throw new Error('expected a stream');
    const read = readAll(stream);
    sink.write('<script>late</script>');
    expect(ended()).toBe(0);
    sink.write('</body></html>');
    sink.end();
    expect(await read).toBe('<html><body>shell<script>late</script></body></html>');
    expect(answers).toHaveLength(1);
    expect(ended()).toBe(1);
  });

  it("passes the stream's back-pressure on to React: false from write, then 'drain'", async () => {
    const { sink, answers } = recorded();
    sink.write('<html>');
    await nextTurn();
    await nextTurn();
    const stream = answers[0];
    if (!(stream instanceof ReadableStream)) throw new Error('expected a stream');
    let accepted = true;
    for (let i = 0; i < 64 && accepted; i++) accepted = sink.write('x'.repeat(4096));
    expect(accepted).toBe(false);
    const drained = once(sink, 'drain');
    const read = readAll(stream);
    await drained;
    sink.end();
    expect((await read).startsWith('<html>xxxx')).toBe(true);
  });

  it('closes the sink when the streamed answer is cancelled, so React stops rendering', async () => {
    const { sink, answers } = recorded();
    sink.write('<html><body>shell');
    await nextTurn();
    await nextTurn();
    const stream = answers[0];
    if (!(stream instanceof ReadableStream)) throw new Error('expected a stream');
    const closed = once(sink, 'close');
    await stream.cancel();
    await closed;
    expect(sink.destroyed).toBe(true);
  });
});
