import type { Publication } from '@stamp/shared/schemas/admin-catalog';
import type { CreativeType } from '@stamp/shared/schemas/catalog';

/** The words operators read for the server's values. */
export const CREATIVE_LABELS: Record<CreativeType, string> = {
  post: 'Post',
  story: 'Story',
  reel: 'Reel',
  aiGenerated: 'AI generated',
};

export const PUBLICATION_LABELS: Record<Publication, string> = {
  published: 'Published',
  draft: 'Draft',
  scheduled: 'Scheduled',
};

export const selectClass =
  'h-10 w-full min-w-0 rounded-xl border border-border bg-surface px-3 text-sm text-fg focus:border-accent focus:outline-none';
