import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePng } from '../../testing/png';
import { checkCreativeImage, decodeBase64, MAX_CREATIVE_BYTES, sniffImage } from './creativeImages';

const gif = (w: number, h: number) =>
  new Uint8Array([...Buffer.from('GIF89a'), w & 255, w >> 8, h & 255, h >> 8, 0, 0, 0, 0x3b]);
const jpeg = (w: number, h: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00, // SOI, APP0 (length 4)
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    h >> 8,
    h & 255,
    w >> 8,
    w & 255,
    0x03,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0xff,
    0xd9, // EOI
  ]);
const webpVp8x = (w: number, h: number) => {
  const b = new Uint8Array(30);
  b.set(Buffer.from('RIFF'), 0);
  b.set([b.length - 8, 0, 0, 0], 4); // the RIFF size: what follows it
  b.set(Buffer.from('WEBPVP8X'), 8);
  b.set([(w - 1) & 255, ((w - 1) >> 8) & 255, 0, (h - 1) & 255, ((h - 1) >> 8) & 255, 0], 24);
  return b;
};

describe('creative images: type by magic bytes, size from the header', () => {
  it('reads PNG, GIF, JPEG and WebP dimensions from the file', () => {
    expect(sniffImage(makePng(728, 90))).toEqual({
      contentType: 'image/png',
      width: 728,
      height: 90,
    });
    expect(sniffImage(gif(468, 60))).toEqual({ contentType: 'image/gif', width: 468, height: 60 });
    expect(sniffImage(jpeg(300, 250))).toEqual({
      contentType: 'image/jpeg',
      width: 300,
      height: 250,
    });
    expect(sniffImage(webpVp8x(160, 600))).toEqual({
      contentType: 'image/webp',
      width: 160,
      height: 600,
    });
  });

  it('accepts a standard banner size and refuses others, other types, empty and big files', () => {
    expect(checkCreativeImage(makePng(320, 50))).toMatchObject({
      ok: true,
      image: { width: 320, height: 50 },
    });
    const wrong = checkCreativeImage(makePng(300, 200));
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.message).toMatch(
      /300×200 pixels; a banner must be one of 728×90, 468×60, 300×250/,
    );
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"/>',
    );
    expect(checkCreativeImage(svg)).toEqual({
      ok: false,
      message: 'Not a PNG, JPEG, GIF or WebP image',
    });
    expect(checkCreativeImage(new Uint8Array())).toEqual({
      ok: false,
      message: 'The file is empty',
    });
    const big = new Uint8Array(MAX_CREATIVE_BYTES + 1);
    big.set(makePng(300, 250).subarray(0, 24));
    expect(checkCreativeImage(big)).toMatchObject({ ok: false, message: /at most 150 KB/ });
  });

  it('a file cut after a good header is refused: a PNG without IEND, a JPEG without EOI, a GIF without its trailer, a WebP shorter than its RIFF size', () => {
    const cut = 'The image file is cut short or damaged';
    // fast-check's counterexample: a PNG's 24-byte header saying 300×250, and nothing after it.
    expect(checkCreativeImage(makePng(300, 250).subarray(0, 24))).toEqual({
      ok: false,
      message: cut,
    });
    const png = makePng(300, 250);
    expect(checkCreativeImage(png.subarray(0, png.length - 1))).toEqual({
      ok: false,
      message: cut,
    });
    const j = jpeg(468, 60);
    expect(checkCreativeImage(j.subarray(0, j.length - 2))).toEqual({ ok: false, message: cut });
    const g = gif(728, 90);
    expect(checkCreativeImage(g.subarray(0, g.length - 1))).toEqual({ ok: false, message: cut });
    expect(checkCreativeImage(new Uint8Array([...webpVp8x(320, 50), 0]))).toEqual({
      ok: false,
      message: cut,
    });
    for (const whole of [png, j, g, webpVp8x(320, 50)])
      expect(checkCreativeImage(whole).ok).toBe(true);
  });

  it('a file named .png that is not one is refused (the client’s word is not used)', () => {
    const renamed = new TextEncoder().encode('GIF88a not really an image at all');
    expect(checkCreativeImage(renamed).ok).toBe(false);
  });

  it('property: any bytes give an answer, never an exception; accepted files have a banner size', () => {
    const headers = fc.constantFrom(
      ...[makePng(300, 250).subarray(0, 30), gif(728, 90), jpeg(468, 60), webpVp8x(320, 50)].map(
        (b) => [...b],
      ),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 200 }),
          fc
            .tuple(headers, fc.nat(40), fc.uint8Array({ maxLength: 40 }))
            .map(([h, cut, tail]) => new Uint8Array([...h.slice(0, cut), ...tail])),
        ),
        (bytes) => {
          const check = checkCreativeImage(bytes);
          if (check.ok) expect(check.image.width * check.image.height).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('decodes strict base64 only', () => {
    expect(decodeBase64('iVBORw0KGgo=')).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(decodeBase64('data:image/png;base64,AAAA')).toBeNull();
    expect(decodeBase64('A')).toBeNull();
  });
});
