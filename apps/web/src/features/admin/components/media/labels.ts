import type { Publication } from '@stamp/shared/schemas/admin-catalog';
import type { CreativeType } from '@stamp/shared/schemas/catalog';
import { labels } from '../../messages';

/** The words operators read for the server's values. */
export const CREATIVE_LABELS = labels<CreativeType>({
  post: 'console.media.creative.post',
  story: 'console.media.creative.story',
  reel: 'console.media.creative.reel',
  aiGenerated: 'console.media.creative.aiGenerated',
});

export const PUBLICATION_LABELS = labels<Publication>({
  published: 'console.media.published',
  draft: 'console.media.draft',
  scheduled: 'console.media.scheduled',
});

export const selectClass =
  'h-10 w-full min-w-0 rounded-xl border border-border bg-surface px-3 text-sm text-fg focus:border-accent focus:outline-none';
