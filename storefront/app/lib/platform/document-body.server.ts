import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';

/**
 * Where React writes the document (issue 34, decision 116): the same bytes as ever, but a document
 * React finishes before the event loop's next turn (every page whose loaders are done: what is
 * left after the shell is React Router's data scripts, written within a few microtasks) is
 * answered whole, with its length, so it goes out in one write and is compressed in one call
 * (storefront/server/compress.ts) instead of as a stream of chunks. A document still being written then (a
 * Suspense boundary waiting on data) streams from there: what was written so far, then the rest.
 * `respond` is called once, with a Buffer or a stream; `ended` when React has written all.
 */
export function documentBody(
  respond: (body: Buffer | ReadableStream<Uint8Array>) => void,
  ended: () => void,
): Writable {
  const chunks: Buffer[] = [];
  let stream: PassThrough | null = null;
  let answered = false;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!stream) {
        chunks.push(chunk);
        callback();
      } else if (stream.write(chunk)) {
        callback();
      } else {
        stream.once('drain', () => callback());
      }
    },
    final(callback) {
      ended();
      if (stream) {
        stream.end();
      } else {
        answered = true;
        respond(Buffer.concat(chunks));
      }
      callback();
    },
    destroy(error, callback) {
      stream?.destroy(error ?? undefined);
      callback(error);
    },
  });
  setImmediate(() => {
    if (answered) return;
    answered = true;
    stream = new PassThrough();
    // The page went away: React stops rendering (its 'close' handler on the sink).
    stream.once('close', () => {
      if (!sink.writableFinished) sink.destroy();
    });
    for (const chunk of chunks) stream.write(chunk);
    chunks.length = 0;
    respond(createReadableStreamFromReadable(stream) as ReadableStream<Uint8Array>);
  });
  return sink;
}
