import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 query-string presigning of an S3 GET, as a pure function.
 * Ours rather than `@aws-sdk/s3-request-presigner` because `Storage.signedUrl` is synchronous
 * (the catalog presenter builds URLs while shaping a response) and the SDK's presigner is async;
 * a presigned GET needs no I/O, only these few HMACs.
 * Reference: https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
 * (its example URL is one of the tests).
 */
export interface PresignGetInput {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: URL;
  bucket: string;
  key: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` when true, `bucket.endpoint/key` when false. */
  forcePathStyle: boolean;
  expiresInS: number;
  now: Date;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

export function presignS3Get(input: PresignGetInput): string {
  const { endpoint, bucket, region } = input;
  const host = input.forcePathStyle ? endpoint.host : `${bucket}.${endpoint.host}`;
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const objectPath = input.forcePathStyle ? `/${bucket}/${input.key}` : `/${input.key}`;
  const canonicalPath = `${basePath}${objectPath}`.split('/').map(uriEncode).join('/');

  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const query: [string, string][] = [
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${input.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(input.expiresInS)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const canonicalQuery = query
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    .sort()
    .join('&');

  const canonicalRequest = [
    'GET',
    canonicalPath,
    canonicalQuery,
    `host:${host}\n`,
    'host',
    // A presigned URL cannot know the body of a future request; S3 documents this constant.
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');

  let signingKey = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [region, 's3', 'aws4_request']) signingKey = hmac(signingKey, part);
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');

  return `${endpoint.protocol}//${host}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function sha256Hex(data: string): string {
  return createHash('sha256').update(data).digest('hex');
}
