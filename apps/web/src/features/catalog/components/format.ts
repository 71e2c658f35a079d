import type { CreativeType } from '@stamp/shared/schemas/catalog';
import { formatCount } from '../../../lib/format';
import { t } from '../messages';

/** The spec's filter values (§3) in words a shop owner uses. */
export const CREATIVE_TYPE_LABEL = {
  post: 'type.posts',
  story: 'type.stories',
  aiGenerated: 'type.aiGenerated',
  reel: 'type.reels',
} as const satisfies Record<CreativeType, string>;

export const CREATIVE_TYPE_SINGULAR = {
  post: 'type.post',
  story: 'type.story',
  aiGenerated: 'type.aiGenerated',
  reel: 'type.reel',
} as const satisfies Record<CreativeType, string>;

/**
 * 5230 → "5.2K downloads"; the real count, never a made-up one. Nothing for none: "No downloads
 * yet" on every card of a new catalog made the store look unused.
 */
export function downloadsLabel(count: number): string | null {
  if (count <= 0) return null;
  return t('media.downloads', { count, formatted: formatCount(count) });
}

/** 5.016 → "0:05", 75 → "1:15". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "1 sub-category", "4 sub-categories". */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
