/**
 * Checks an uploaded banner (decision 050): the type from the file's magic bytes (PNG, JPEG, GIF,
 * WebP), at most MAX_CREATIVE_BYTES, and the pixel size read from the file's header — never the
 * client's word — matching one of the standard banner sizes.
 */

export const MAX_CREATIVE_BYTES = 150_000;

/** The IAB sizes the programme offers (width × height). */
export const BANNER_SIZES: ReadonlyArray<readonly [number, number]> = [
  [728, 90],
  [468, 60],
  [300, 250],
  [336, 280],
  [160, 600],
  [120, 600],
  [300, 600],
  [320, 50],
  [250, 250],
  [970, 90],
];

export type CreativeImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
export const EXTENSIONS: Record<CreativeImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface CheckedImage {
  contentType: CreativeImageType;
  width: number;
  height: number;
  bytes: number;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; message: string };

const ascii = (b: Uint8Array, at: number, n: number) =>
  String.fromCharCode(...b.subarray(at, at + n));
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65_536 + u16be(b, at + 2);

/** The type and pixel size in a file's header, or null when it is none of the four formats. */
export function sniffImage(
  b: Uint8Array,
): { contentType: CreativeImageType; width: number; height: number } | null {
  // PNG: signature, then the IHDR chunk (width, height as 32-bit big-endian).
  if (b.length >= 24 && u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a) {
    if (ascii(b, 12, 4) !== 'IHDR') return null;
    return { contentType: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
  }
  // GIF: GIF87a/GIF89a, then the logical screen size (16-bit little-endian).
  if (b.length >= 10 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a'))
    return { contentType: 'image/gif', width: u16le(b, 6), height: u16le(b, 8) };
  // WebP: RIFF....WEBP and one of the VP8 / VP8L / VP8X chunks.
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
      return {
        contentType: 'image/webp',
        width: u16le(b, 26) & 0x3fff,
        height: u16le(b, 28) & 0x3fff,
      };
    if (chunk === 'VP8L' && b[20] === 0x2f) {
      const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
      return {
        contentType: 'image/webp',
        width: (bits & 0x3fff) + 1,
        height: ((bits >>> 14) & 0x3fff) + 1,
      };
    }
    if (chunk === 'VP8X')
      return { contentType: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    return null;
  }
  // JPEG: SOI, then the segments up to a start-of-frame marker (height before width).
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    let at = 2;
    while (at + 9 < b.length) {
      if (b[at] !== 0xff) return null;
      const marker = b[at + 1] ?? 0;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      const length = u16be(b, at + 2);
      const sof =
        marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (sof)
        return { contentType: 'image/jpeg', height: u16be(b, at + 5), width: u16be(b, at + 7) };
      if (length < 2) return null;
      at += 2 + length;
    }
    return null;
  }
  return null;
}

const IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/**
 * Whether the file ends where its format says it does: a PNG with its IEND chunk, a JPEG with its
 * end-of-image marker, a GIF with its trailer, a WebP as long as its RIFF header says. A header
 * with a good size followed by nothing (a cut upload, or bytes that only look like an image) is
 * refused rather than served as a broken banner.
 */
export function isComplete(b: Uint8Array, type: CreativeImageType): boolean {
  const n = b.length;
  switch (type) {
    case 'image/png':
      return n >= 8 + 25 + IEND.length && IEND.every((v, i) => b[n - IEND.length + i] === v);
    case 'image/jpeg':
      return b[n - 2] === 0xff && b[n - 1] === 0xd9;
    case 'image/gif':
      return b[n - 1] === 0x3b;
    case 'image/webp':
      return u16le(b, 4) + u16le(b, 6) * 65_536 + 8 === n;
  }
}

export const sizeLabel = ([w, h]: readonly [number, number]) => `${w}×${h}`;

/** Checks an upload's bytes; the message says what is wrong and what is allowed. */
export function checkCreativeImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, message: 'The file is empty' };
  if (bytes.length > MAX_CREATIVE_BYTES)
    return {
      ok: false,
      message: `The file is ${Math.ceil(bytes.length / 1000)} KB; at most ${MAX_CREATIVE_BYTES / 1000} KB`,
    };
  const sniffed = sniffImage(bytes);
  if (!sniffed) return { ok: false, message: 'Not a PNG, JPEG, GIF or WebP image' };
  if (!isComplete(bytes, sniffed.contentType))
    return { ok: false, message: 'The image file is cut short or damaged' };
  if (!BANNER_SIZES.some(([w, h]) => w === sniffed.width && h === sniffed.height))
    return {
      ok: false,
      message: `The image is ${sniffed.width}×${sniffed.height} pixels; a banner must be one of ${BANNER_SIZES.map(sizeLabel).join(', ')}`,
    };
  return { ok: true, image: { ...sniffed, bytes: bytes.length } };
}

/** Decodes strict base64 (no data: prefix), or null when it is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  return new Uint8Array(Buffer.from(clean, 'base64'));
}
