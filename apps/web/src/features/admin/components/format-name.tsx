import type { ReactNode } from 'react';

/**
 * `<format>CSV</format>` in a message: a file format's name, which Indian apps write in Latin
 * letters in every language (as PNG or MP4 on the public pages).
 */
export const formatName = (text: string): ReactNode => (
  <span lang="en" translate="no">
    {text}
  </span>
);
