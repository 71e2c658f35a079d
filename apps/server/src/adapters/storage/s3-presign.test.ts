import { createHash, createHmac } from 'node:crypto';
// Not a dependency of ours: the AWS SDK's own signer, installed with @aws-sdk/client-s3, used here
// only as an independent oracle (s3rver does not check SigV4 signatures).
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { presignS3Get } from './s3-presign';

const AWS_EXAMPLE_CREDENTIALS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

type SourceData = string | ArrayBuffer | ArrayBufferView;
const toBuffer = (data: SourceData) =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(new Uint8Array(data));

/** The SDK's hash interface over node:crypto (its own Node hash package is not installed). */
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash =
      secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: SourceData) {
    this.hash.update(toBuffer(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

describe('S3 presigned GET (SigV4 query signing)', () => {
  it('reproduces the example URL of the S3 documentation', () => {
    const url = presignS3Get({
      ...AWS_EXAMPLE_CREDENTIALS,
      endpoint: new URL('https://s3.amazonaws.com'),
      bucket: 'examplebucket',
      key: 'test.txt',
      region: 'us-east-1',
      forcePathStyle: false,
      expiresInS: 86400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt' +
        '?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it.each([
    ['path style with a port', 'http://127.0.0.1:9000', true],
    ['path style under a base path', 'https://storage.example.com/s3/', true],
    ['virtual-hosted style', 'https://s3.eu-west-1.amazonaws.com', false],
  ])('signs exactly as the AWS SDK does: %s', async (_, endpointText, forcePathStyle) => {
    const endpoint = new URL(endpointText);
    const now = new Date('2026-03-01T12:34:56Z');
    const bucket = 'stamp-media';
    const key = 'private/originals/ab/0123456789abcdef-v2.mp4';
    const ours = new URL(
      presignS3Get({
        ...AWS_EXAMPLE_CREDENTIALS,
        endpoint,
        bucket,
        key,
        region: 'eu-west-1',
        forcePathStyle,
        expiresInS: 3600,
        now,
      }),
    );

    const host = forcePathStyle ? endpoint.host : `${bucket}.${endpoint.host}`;
    const basePath = endpoint.pathname.replace(/\/+$/, '');
    const signer = new SignatureV4({
      credentials: AWS_EXAMPLE_CREDENTIALS,
      region: 'eu-west-1',
      service: 's3',
      sha256: Sha256,
      uriEscapePath: false,
    });
    const presigned = await signer.presign(
      {
        method: 'GET',
        protocol: endpoint.protocol,
        hostname: host.split(':')[0] as string,
        port: endpoint.port ? Number(endpoint.port) : undefined,
        path: `${basePath}${forcePathStyle ? `/${bucket}` : ''}/${key}`,
        // As @aws-sdk/s3-request-presigner does: the payload is not known, and not a query value.
        headers: { host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
        query: {},
      },
      {
        signingDate: now,
        expiresIn: 3600,
        unhoistableHeaders: new Set(['x-amz-content-sha256']),
        unsignableHeaders: new Set(['x-amz-content-sha256']),
      },
    );

    expect(`${ours.host}${ours.pathname}`).toBe(`${host}${presigned.path}`);
    expect(Object.fromEntries(ours.searchParams)).toEqual(presigned.query);
  });
});
