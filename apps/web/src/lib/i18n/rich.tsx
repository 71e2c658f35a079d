import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A message with links or emphasis inside its sentence, so each language orders the words its
 * own way: `rich(t('faq.custom'), { link: (text) => <Link to="…">{text}</Link> })` for
 * "Upload in the <link>custom editor</link>, …".
 */
export function rich(
  message: string,
  tags: Record<string, (text: string) => ReactNode>,
): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name = '', text = ''] = match;
    parts.push(message.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(text) : text}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(message.slice(last));
  return parts;
}

/**
 * `<brand>…</brand>` in a message: words printed on our images ("Made with Stamp"), which stay
 * as they are in every language.
 */
export const brand = (text: string): ReactNode => (
  <span lang="en" translate="no">
    {text}
  </span>
);
