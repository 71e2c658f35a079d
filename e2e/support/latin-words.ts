import type { Page } from 'playwright-core';

/**
 * Words that stay in Latin script on a Hindi page: our brand, the networks and file formats
 * Indian apps write in English too, and the other language's name in the switch.
 */
export const LATIN_ALLOWED = new Set([
  'Stamp',
  'WhatsApp',
  'Instagram',
  'Facebook',
  'YouTube',
  'Pinterest',
  'PNG',
  'JPG',
  'MP4',
  'WebP',
  'UPI',
  'AI',
  'English',
  // The payment provider and the calendar apps a feed is added to, by their names.
  'Razorpay',
  'Google',
  'Apple',
  'Calendar',
  'Outlook',
  // Units and abbreviations Hindi apps write in Latin letters.
  'MB',
  'KB',
  'URL',
  'EST',
  'ics',
  // The privacy policy's technical terms, as Indian sites write them in Hindi ("IP पता").
  'IP',
  'HTTPS',
]);

/**
 * Latin-script words a visitor sees or hears on the page (text, aria-label, title) outside what
 * the catalog or the user wrote: elements marked `data-content` (a category's name, a design's
 * title, an e-mail address) or `translate="no"` (the language switch's own names). A sentence, a
 * label or the document's title may name that content too ("Diwali की फ़ोटो"): words shown as
 * content on the page pass there.
 */
export async function latinWords(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const skip = (element: Element | null) =>
      !element || element.closest('[data-content], [translate="no"], script, style, noscript');
    const words: string[] = [];
    const LATIN = /[A-Za-z][A-Za-z0-9'’]+/g;
    const content = new Set<string>();
    for (const element of document.querySelectorAll('[data-content]')) {
      for (const word of element.textContent?.match(LATIN) ?? []) content.add(word);
    }
    const collect = (text: string | null, where: string, naming = false) => {
      for (const word of text?.match(LATIN) ?? []) {
        if (!(naming && content.has(word))) words.push(`${word} (${where})`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (skip(parent) || !parent?.getClientRects().length) continue;
      collect(node.textContent, parent.tagName.toLowerCase(), true);
    }
    for (const element of document.querySelectorAll('[aria-label], [title]')) {
      if (skip(element)) continue;
      collect(element.getAttribute('aria-label'), 'aria-label', true);
      collect(element.getAttribute('title'), 'title', true);
    }
    collect(document.title.replace(/ · Stamp$/, ''), 'document title', true);
    return words;
  });
  return [...new Set(found)].filter((entry) => !LATIN_ALLOWED.has(entry.split(' ')[0] ?? ''));
}
