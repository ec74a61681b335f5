import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible service: PUT, GET and DELETE of objects in path style
 * (/<bucket>/<key>), kept in memory. Every request must carry a valid AWS Signature V4, checked here
 * with node:crypto (not with the client's own signer), so a test fails when the shop signs wrongly.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Requests seen, as "PUT key" / "GET key" / "DELETE key" (refused ones too). */
  log: string[];
  /** Answer the n-th PUT from now (1: the next one) with 503, as a failing service would. */
  failNthPut(n: number): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function expectedSignature(
  request: IncomingMessage,
  body: Buffer,
  secret: string,
  auth: { scope: string; signedHeaders: string[] },
): string | null {
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  // An object's bytes must be signed; a request without a body may say UNSIGNED-PAYLOAD.
  if (payloadHash !== sha256(body) && !(payloadHash === 'UNSIGNED-PAYLOAD' && body.length === 0)) return null;
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const headers = auth.signedHeaders
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [request.method, url.pathname, query, headers, auth.signedHeaders.join(';'), payloadHash].join(
    '\n',
  );
  const [date, region, service] = auth.scope.split('/');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, auth.scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date!), region!), service!), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const bucket = 'desi-grocer-media';
  const region = 'us-east-1';
  const accessKeyId = 'AKIASTANDIN000000001';
  const secretAccessKey = 'stand-in-secret-key-for-tests-only-0001';
  const objects: S3StandIn['objects'] = new Map();
  const log: string[] = [];
  let putsUntilFailure = 0;

  const answer = (response: ServerResponse, status: number, code?: string) => {
    if (!code) return response.writeHead(status).end();
    response
      .writeHead(status, { 'content-type': 'application/xml' })
      .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://stand-in').pathname);
      const key = path.startsWith(`/${bucket}/`) ? path.slice(bucket.length + 2) : null;
      log.push(`${request.method} ${key ?? path}`);
      if (!key) return answer(response, 404, 'NoSuchBucket');

      const match =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
          String(request.headers.authorization ?? ''),
        );
      if (!match || match[1] !== accessKeyId) return answer(response, 403, 'InvalidAccessKeyId');
      const signedHeaders = match[3]!.split(';');
      if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date'))
        return answer(response, 403, 'AccessDenied');
      const expected = expectedSignature(request, body, secretAccessKey, { scope: match[2]!, signedHeaders });
      if (expected !== match[4]) return answer(response, 403, 'SignatureDoesNotMatch');

      if (request.method === 'PUT') {
        if (putsUntilFailure > 0 && --putsUntilFailure === 0) return answer(response, 503, 'SlowDown');
        objects.set(key, { body, contentType: request.headers['content-type'] });
        return answer(response, 200);
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) return answer(response, 404, 'NoSuchKey');
        return response
          .writeHead(200, { 'content-type': object.contentType ?? 'binary/octet-stream' })
          .end(object.body);
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return answer(response, 204);
      }
      return answer(response, 405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    failNthPut: (n) => {
      putsUntilFailure = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The environment that points the shop's media store at the stand-in. */
export const s3Env = (s3: S3StandIn, prefix = '') => ({
  MEDIA_STORE: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  ...(prefix ? { S3_PREFIX: prefix } : {}),
});
