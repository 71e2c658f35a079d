/**
 * Reads an e-mail as the SMTP server received it (RFC 5322 headers, RFC 2046 multipart bodies):
 * enough of a mail client to find a message's headers, its HTML and its inline pictures.
 */

export interface MimePart {
  /** Header fields by lower-case name, unfolded; the first of a repeated name. */
  headers: Map<string, string>;
  contentType: string;
  /** The body with its transfer encoding (base64, quoted-printable) undone. */
  content: Buffer;
}

export interface ParsedMail {
  headers: Map<string, string>;
  /** The leaves of the multipart tree, in order. */
  parts: MimePart[];
  html: string | undefined;
  /** Pictures the HTML names by `cid:`, by their Content-ID (without the angle brackets). */
  inline: Map<string, MimePart>;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const parts = leaves(headers, body);
  const html = parts.find((part) => part.contentType === 'text/html');
  const inline = new Map<string, MimePart>();
  for (const part of parts) {
    const id = /^<(.*)>$/.exec(part.headers.get('content-id') ?? '')?.[1];
    if (id) inline.set(id, part);
  }
  return { headers, parts, html: html?.content.toString('utf8'), inline };
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = /\r?\n\r?\n/.exec(raw);
  const head = end ? raw.slice(0, end.index) : raw;
  const body = end ? raw.slice(end.index + end[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leaves(headers: Map<string, string>, body: string): MimePart[] {
  const type = headers.get('content-type') ?? 'text/plain';
  const contentType = (type.split(';')[0] ?? '').trim().toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!contentType.startsWith('multipart/') || !boundary) {
    return [{ headers, contentType, content: decode(body, headers) }];
  }
  // The preamble before the first delimiter and the epilogue after the closing one are not parts.
  const sections = body.split(new RegExp(`(?:^|\\r?\\n)--${escapeRegExp(boundary)}`));
  const found: MimePart[] = [];
  for (const section of sections.slice(1)) {
    if (section.startsWith('--')) break;
    const part = splitHead(section.replace(/^[ \t]*\r?\n/, ''));
    found.push(...leaves(part.headers, part.body));
  }
  return found;
}

function decode(body: string, headers: Map<string, string>): Buffer {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
