import { type ConsoleKey, t } from '../messages';

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
    return t('console.audit.rangeProblem');
  }
  return null;
}

const ACTIONS: Record<string, ConsoleKey> = {
  'user.role': 'console.audit.action.user.role',
  'user.disable': 'console.audit.action.user.disable',
  'user.enable': 'console.audit.action.user.enable',
  'membership.grant': 'console.audit.action.membership.grant',
  'membership.revoke': 'console.audit.action.membership.revoke',
  'plan.update': 'console.audit.action.plan.update',
  'inbox.handle': 'console.audit.action.inbox.handle',
  'inbox.unhandle': 'console.audit.action.inbox.unhandle',
  'site.top-banner': 'console.audit.action.site.topBanner',
  'category.create': 'console.audit.action.category.create',
  'category.rename': 'console.audit.action.category.rename',
  'category.delete': 'console.audit.action.category.delete',
  'category.order': 'console.audit.action.category.order',
  'category.hide': 'console.audit.action.category.hide',
  'category.show': 'console.audit.action.category.show',
  'category.thumbnail': 'console.audit.action.category.thumbnail',
  'subcategory.create': 'console.audit.action.subcategory.create',
  'subcategory.rename': 'console.audit.action.subcategory.rename',
  'subcategory.delete': 'console.audit.action.subcategory.delete',
  'subcategory.order': 'console.audit.action.subcategory.order',
  'subcategory.hide': 'console.audit.action.subcategory.hide',
  'subcategory.show': 'console.audit.action.subcategory.show',
  'subcategory.thumbnail': 'console.audit.action.subcategory.thumbnail',
  'media.create': 'console.audit.action.media.create',
  'media.upload': 'console.audit.action.media.upload',
  'media.upload-retry': 'console.audit.action.media.uploadRetry',
  'media.replace-file': 'console.audit.action.media.replaceFile',
  'media.delete': 'console.audit.action.media.delete',
};

/**
 * Actions the English log shows by their code, as it always has; Hindi names them in words (a
 * code in Latin letters would be the only English on the page).
 */
const ACTIONS_IN_HINDI: Record<string, ConsoleKey> = {
  'media.update': 'console.audit.action.media.update',
  'media.move': 'console.audit.action.media.move',
  'media.publish': 'console.audit.action.media.publish',
  'media.unpublish': 'console.audit.action.media.unpublish',
  'media.schedule': 'console.audit.action.media.schedule',
  'subcategory.move': 'console.audit.action.subcategory.move',
  'banner.create': 'console.audit.action.banner.create',
  'banner.update': 'console.audit.action.banner.update',
  'banner.delete': 'console.audit.action.banner.delete',
  'festival.link': 'console.audit.action.festival.link',
  'reminders.run': 'console.audit.action.reminders.run',
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
  const key = ACTIONS[action] ?? ACTIONS_IN_HINDI[action];
  return key ? t(key) : action;
}

const TARGET_TYPES: Record<string, ConsoleKey> = {
  user: 'console.audit.target.user',
  plan: 'console.audit.target.plan',
  'contact-message': 'console.audit.target.contactMessage',
  'custom-work': 'console.audit.target.customWork',
  category: 'console.audit.target.category',
  subcategory: 'console.audit.target.subcategory',
  media: 'console.audit.target.media',
  upload: 'console.audit.target.upload',
  banner: 'console.audit.target.banner',
  setting: 'console.audit.target.setting',
  festival: 'console.audit.target.festival',
  reminders: 'console.audit.target.reminders',
};

/** "user" as the entry's line says it; English keeps the code, as the filter takes it. */
export function targetTypeLabel(type: string): string {
  const key = TARGET_TYPES[type];
  return key ? t(key) : type;
}
