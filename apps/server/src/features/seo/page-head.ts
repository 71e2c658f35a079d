import { escapeHtml, scriptSafeJson } from '../../lib/html-text';

/**
 * What a shared link or a crawler reads of a public page before any script runs: its title,
 * description, canonical address, Open Graph and Twitter card (the preview WhatsApp shows), and
 * structured data. Written into the app's `index.html` by the server (issue 19, item 1).
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  image?: { url: string; width: number; height: number; alt: string };
  /** schema.org objects, written as one JSON-LD block. */
  structuredData: object[];
}

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', 'Stamp'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', head.image.url),
    );
  } else {
    tags.push(meta('name', 'twitter:card', 'summary'));
  }
  tags.push(meta('name', 'twitter:title', head.title));
  tags.push(meta('name', 'twitter:description', head.description));
  if (head.structuredData.length > 0) {
    const graph = { '@context': 'https://schema.org', '@graph': head.structuredData };
    tags.push(`<script type="application/ld+json">${scriptSafeJson(graph)}</script>`);
  }
  return tags.join('\n    ');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/** `indexHtml` with the page's own head: its title and description replace the app's. */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const tags = headTags(head);
  const withoutDescription = indexHtml.replace(DESCRIPTION, '');
  // A replacer function: `$&` or `$1` in a title must stay text, not a pattern.
  if (TITLE.test(withoutDescription)) return withoutDescription.replace(TITLE, () => tags);
  return withoutDescription.replace('</head>', () => `  ${tags}\n  </head>`);
}
