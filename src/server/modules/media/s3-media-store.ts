import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { MediaStoreConfig } from './media-store-config';
import type { MediaStore } from './media-store';

type S3Config = Extract<MediaStoreConfig, { kind: 's3' }>;

/** A store that cannot be reached or refuses is an outage, not a bad upload: a logged server error, never a 400. */
export class MediaStoreError extends Error {}

/**
 * An S3-compatible bucket through plain object requests (PUT, GET, DELETE) signed with AWS
 * Signature V4 by aws4fetch. Objects are private: the shop serves them under /media/… itself (with a
 * year's immutable cache, so a CDN in front of the shop keeps them), and the bucket needs no public policy.
 */
export function s3MediaStore(config: S3Config, fetchImpl: typeof fetch = fetch): MediaStore {
  // Only the signer is used (aws4fetch's own fetch would retry a failing store ten times while staff wait).
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const objectUrl = (key: string) => {
    const path = `${config.prefix}${key}`.split('/').map(encodeURIComponent).join('/');
    if (config.pathStyle) return `${config.endpoint}/${config.bucket}/${path}`;
    const endpoint = new URL(config.endpoint);
    return `${endpoint.protocol}//${config.bucket}.${endpoint.host}/${path}`;
  };
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer) => {
    const request = await client.sign(objectUrl(key), {
      method,
      // The bytes' hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD), so the service refuses a
      // body changed on the way.
      headers: body
        ? { 'content-type': 'image/webp', 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex') }
        : {},
      body: body ? new Uint8Array(body) : undefined,
    });
    try {
      return await fetchImpl(request);
    } catch (error) {
      throw new MediaStoreError(`The image store at ${config.endpoint} cannot be reached: ${(error as Error).message}`);
    }
  };
  const failed = async (what: string, response: Response) =>
    new MediaStoreError(
      `The image store refused to ${what} (${response.status}): ${(await response.text()).slice(0, 200)}`,
    );

  return {
    kind: 's3',
    async put(key, bytes) {
      const response = await send('PUT', key, bytes);
      if (!response.ok) throw await failed(`store ${key}`, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failed(`read ${key}`, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 for a key that was never there; some stand-ins answer 404.
      if (!response.ok && response.status !== 404) throw await failed(`remove ${key}`, response);
      await response.body?.cancel();
    },
  };
}
