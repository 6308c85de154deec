import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { MediaConfig, S3Config } from '../../platform/config';
import type { ByteRange } from './range';
import { presignGetUrl } from './sigv4';

/** The neutral sample clips, one per resolution (colour bars and a title card, a few KB each). */
export function sampleMediaFolder(): string {
  return fileURLToPath(new URL('./media-samples', import.meta.url));
}

/** Where a video's file at a resolution lives in a store. */
export const mediaKey = (videoId: string, resolution: string) => `${videoId}/${resolution}.mp4`;

export interface LocalFile {
  kind: 'local';
  size: number;
  /** A stream of the bytes of `range` (inclusive), or of the whole file. */
  read(range?: ByteRange): ReadableStream<Uint8Array>;
}

export interface RemoteFile {
  kind: 'redirect';
  /** A URL the browser fetches itself (it answers Range and the headers given). */
  url: string;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /**
   * The file of a video at a resolution, or null when there is none. A remote store answers a
   * presigned URL valid for `expiresIn` seconds, carrying the Content-Type and Content-Disposition.
   */
  open(
    videoId: string,
    resolution: string,
    options: { expiresIn: number; contentType: string; disposition: string | null },
  ): Promise<LocalFile | RemoteFile | null>;
}

/**
 * Files on the app server: `{dir}/{videoId}/{resolution}.mp4` when MEDIA_DIR holds it, else the
 * bundled sample clip of that resolution, so a fresh `npm start` can play what it sells.
 */
export function localStorage(dir: string | undefined, samples = sampleMediaFolder()): MediaStorage {
  const pathOf = (videoId: string, resolution: string) => {
    if (dir) {
      const own = join(dir, mediaKey(videoId, resolution));
      if (existsSync(own)) return own;
    }
    const sample = join(samples, `${resolution}.mp4`);
    return /^[A-Za-z0-9]+$/.test(resolution) && existsSync(sample) ? sample : null;
  };
  return {
    kind: 'local',
    async open(videoId, resolution) {
      if (!/^[A-Za-z0-9_-]+$/.test(videoId)) return null;
      const path = pathOf(videoId, resolution);
      if (!path) return null;
      const { size } = statSync(path);
      return {
        kind: 'local',
        size,
        read: (range) =>
          Readable.toWeb(
            createReadStream(path, range ? { start: range.start, end: range.end } : {}),
          ) as ReadableStream<Uint8Array>,
      };
    },
  };
}

/**
 * An S3-compatible object store: the media endpoint checks the signature and entitlement, then
 * redirects to a presigned GET of `{prefix}{videoId}/{resolution}.mp4` that lives no longer than
 * the media URL (the store answers Range itself).
 */
export function s3Storage(s3: S3Config, now: () => number = Date.now): MediaStorage {
  const objectUrl = (key: string) => {
    const endpoint = new URL(s3.endpoint);
    const path = key
      .split('/')
      .map((segment) => encodeURIComponent(segment))
      .join('/');
    if (s3.forcePathStyle) return `${endpoint.origin}/${s3.bucket}/${path}`;
    return `${endpoint.protocol}//${s3.bucket}.${endpoint.host}/${path}`;
  };
  return {
    kind: 's3',
    async open(videoId, resolution, options) {
      const query: Record<string, string> = { 'response-content-type': options.contentType };
      if (options.disposition) query['response-content-disposition'] = options.disposition;
      return {
        kind: 'redirect',
        url: presignGetUrl({
          url: objectUrl(`${s3.prefix}${mediaKey(videoId, resolution)}`),
          region: s3.region,
          accessKeyId: s3.accessKeyId,
          secretAccessKey: s3.secretAccessKey,
          expiresIn: Math.max(1, Math.min(604_800, Math.floor(options.expiresIn))),
          date: new Date(now()),
          query,
        }),
      };
    },
  };
}

export function createMediaStorage(media: MediaConfig, now?: () => number): MediaStorage {
  return media.storage === 's3' && media.s3 ? s3Storage(media.s3, now) : localStorage(media.dir);
}
