/** The audit log's filters, kept in the address so a filtered view can be reloaded or shared. */
export interface AuditFilters {
  /** An operator's e-mail or user id (an e-mail is looked up before asking for the log). */
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  /** Inclusive days, YYYY-MM-DD, in the business time zone. */
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = [
  'actor',
  'action',
  'targetType',
  'targetId',
  'from',
  'to',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f]{24}$/;

export function readAuditFilters(search: URLSearchParams): AuditFilters {
  const text = (key: string) => (search.get(key) ?? '').trim();
  const day = (key: string) => (DAY.test(text(key)) ? text(key) : '');
  return {
    actor: text('actor'),
    action: text('action'),
    targetType: text('targetType'),
    targetId: text('targetId'),
    from: day('from'),
    to: day('to'),
  };
}

/** The address with these filters (empty ones left out), back on page 1. */
export function withAuditFilters(search: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return AUDIT_FILTER_KEYS.some((key) => filters[key] !== '');
}

/** Whether the actor filter is a user id already (else an e-mail to look up). */
export function isUserId(text: string): boolean {
  return ID.test(text);
}

/** A date range the server would refuse, in words; null when it is fine. */
export function rangeProblem(filters: Pick<AuditFilters, 'from' | 'to'>): string | null {
  if (filters.from && filters.to && filters.from > filters.to) {
    return 'The “from” day is after the “to” day.';
  }
  return null;
}

const ACTIONS: Record<string, string> = {
  'user.role': 'Changed a role',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
  'membership.grant': 'Granted a membership',
  'membership.revoke': 'Revoked a membership',
  'plan.update': 'Changed a plan',
  'inbox.handle': 'Marked handled',
  'inbox.unhandle': 'Marked not handled',
  'site.top-banner': 'Changed the top banner',
  'category.create': 'Created a category',
  'category.rename': 'Renamed a category',
  'category.delete': 'Deleted a category',
  'category.order': 'Reordered categories',
  'category.hide': 'Hid a category',
  'category.show': 'Showed a category',
  'category.thumbnail': 'Set a category’s picture',
  'subcategory.create': 'Created a sub-category',
  'subcategory.rename': 'Renamed a sub-category',
  'subcategory.delete': 'Deleted a sub-category',
  'subcategory.order': 'Reordered sub-categories',
  'subcategory.hide': 'Hid a sub-category',
  'subcategory.show': 'Showed a sub-category',
  'subcategory.thumbnail': 'Set a sub-category’s picture',
  'media.create': 'Added a design',
  'media.upload': 'Uploaded a file',
  'media.upload-retry': 'Retried an upload',
  'media.replace-file': 'Replaced a design’s file',
  'media.delete': 'Deleted a design',
};

/** The actions the log holds today, for the filter's suggestions. */
export const KNOWN_ACTIONS = Object.keys(ACTIONS);
export const KNOWN_TARGET_TYPES = [
  'user',
  'plan',
  'contact-message',
  'custom-work',
  'category',
  'subcategory',
  'media',
  'upload',
  'banner',
  'setting',
];

/** "user.role" → "Changed a role"; an action added later reads as its code. */
export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}
