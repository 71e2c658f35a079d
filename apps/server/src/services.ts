import type { Mailer } from './adapters/mail/mailer';
import { RateLimiter } from './adapters/rate-limit/rate-limiter';
import type { AppDeps } from './app';
import type { Config } from './config';
import { createAccountService } from './features/account/account.service';
import { createKnownDevices } from './features/account/known-device';
import { createRolesService } from './features/account/roles.service';
import { createUserAdminService } from './features/account/user-admin.service';
import { createAuditService } from './features/admin/admin-audit.service';
import { createDashboardService } from './features/analytics/dashboard.service';
import { createFunnelService } from './features/analytics/funnel.service';
import { createCatalogPresenter } from './features/catalog/catalog.presenter';
import { createCatalogService } from './features/catalog/catalog.service';
import { createCatalogAdminService } from './features/catalog/catalog-admin.service';
import { createOperatorPresenter } from './features/catalog/catalog-operator.presenter';
import { createCatalogStructureService } from './features/catalog/catalog-structure.service';
import { createMediaAdminService } from './features/catalog/media-admin.service';
import { createMediaUploadsService } from './features/catalog/media-uploads.service';
import { createSiteBannersService } from './features/catalog/site-banners.service';
import { createContactService } from './features/contact/contact.service';
import { createInboxService } from './features/contact/inbox.service';
import { createBrandKitService } from './features/downloads/brand-kit.service';
import { createCustomVideoService } from './features/downloads/custom-video.service';
import { createDownloadsService, type VideoJobQueue } from './features/downloads/downloads.service';
import { createCalendarService } from './features/festivals/calendar.service';
import { createFestivalAdminService } from './features/festivals/festival-admin.service';
import { createFestivalsService } from './features/festivals/festivals.service';
import { createReminderRunsService } from './features/festivals/reminder-runs.service';
import { createReminderSendService } from './features/festivals/reminder-send.service';
import { createRemindersService } from './features/festivals/reminders.service';
import { createMembershipGrantsService } from './features/membership/membership-grants.service';
import { createPlanAdminService } from './features/membership/plan-admin.service';
import { createSubscriptionService } from './features/membership/subscription.service';
import { createSearchService } from './features/search/search.service';
import { createPageHeadService } from './features/seo/page-head.service';
import { createSitemapService } from './features/seo/sitemap.service';
import { JOB_PRIORITY } from './jobs/stamp-jobs';
import { businessDay } from './lib/business-day';
import { newId } from './lib/ids';
import { NO_COUNTERS } from './lib/product-counters';

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Every service of the product over the app's dependencies: what the HTTP routes call (app.ts)
 * and what the job handlers call (jobs/stamp-handlers.ts), so an API process and a worker
 * process run the same code.
 */
export function createServices(config: Config, deps: AppDeps, log: Log) {
  const { db } = deps.database;
  const limiter = new RateLimiter(deps.rateLimitStore, deps.rateLimits);
  const today = () => businessDay(config.businessTimeZone);
  // Services send mail through the job queue: the request is not held up by SMTP, and an
  // outage delays a message instead of losing it.
  const mailer: Mailer = {
    send: async ({ images, ...message }) => {
      // A job's data is JSON: a message with pictures is sent by its own job (reminders).
      if (images?.length) throw new Error('a message with inline pictures cannot be queued');
      await deps.jobs.enqueue('mail.send', message, { key: newId() });
    },
    close() {},
  };
  // A lost enqueue is not lost work: the row says queued, and the downloads sweep queues it
  // again within five minutes.
  const videoJobs: VideoJobQueue = {
    enqueue: (downloadId, priority) =>
      deps.jobs
        .enqueue(
          'video.render',
          { downloadId },
          { key: downloadId, priority: JOB_PRIORITY[priority] },
        )
        .catch((error: unknown) =>
          log.error({ err: error, downloadId }, 'queueing a video render'),
        ),
  };

  const accounts = createAccountService({
    db,
    mailer,
    limiter,
    sessionCache: deps.sessionCache,
    publicUrl: config.publicUrl,
    today,
    log,
    devices: createKnownDevices(deps.appSecret),
    supportEmail: config.mail.supportEmail,
    ...(deps.passwordCost ? { passwordCost: deps.passwordCost } : {}),
  });
  const contact = createContactService({
    db,
    mailer,
    limiter,
    supportEmail: config.mail.supportEmail,
    log,
  });
  const present = createCatalogPresenter(deps.storage);
  const catalog = createCatalogService(db, present, {
    testPayments: deps.payments?.kind === 'sandbox',
  });
  const catalogAdmin = createCatalogAdminService({
    db,
    storage: deps.storage,
    media: deps.media,
    present,
    cache: deps.catalogCache,
  });
  const downloads = createDownloadsService({
    db,
    storage: deps.storage,
    media: deps.media,
    limiter,
    sessionCache: deps.sessionCache,
    videoJobs,
    today,
    counters: deps.metrics?.counters ?? NO_COUNTERS,
  });
  const brandKit = createBrandKitService({ db, storage: deps.storage });
  const customVideos = createCustomVideoService({
    db,
    storage: deps.storage,
    media: deps.media,
    sessionCache: deps.sessionCache,
    videoJobs,
    present: downloads.present,
    today,
  });
  const subscriptions = createSubscriptionService({
    db,
    provider: deps.payments,
    planIds:
      config.payments.provider === 'razorpay'
        ? config.payments.planIds
        : { pro: undefined, premium: undefined },
    mailer,
    sessionCache: deps.sessionCache,
    today,
    publicUrl: config.publicUrl,
    log,
    counters: deps.metrics?.counters ?? NO_COUNTERS,
    ...(config.testHooks.crashAfterWebhookClaim
      ? // The multi-process test kills this process between claiming a webhook and applying it.
        { hooks: { afterWebhookClaim: async () => void process.kill(process.pid, 'SIGKILL') } }
      : {}),
  });
  const membershipGrants = createMembershipGrantsService({
    db,
    sessionCache: deps.sessionCache,
    today,
  });
  const search = createSearchService({
    db,
    withoutSeqScans: deps.database.withoutSeqScans,
    today,
    onRecordError: (error) =>
      log.warn({ err: error }, 'could not count a search that found nothing'),
  });
  const catalogStructure = createCatalogStructureService({
    db,
    storage: deps.storage,
    present,
    cache: deps.catalogCache,
  });
  const mediaAdmin = createMediaAdminService({
    db,
    storage: deps.storage,
    present: createOperatorPresenter(deps.storage),
    cache: deps.catalogCache,
    ...(deps.clock ? { now: deps.clock } : {}),
  });
  const mediaUploads = createMediaUploadsService({
    db,
    storage: deps.storage,
    media: deps.media,
    cache: deps.catalogCache,
    jobs: deps.jobs,
    mediaAdmin,
  });
  const siteBanners = createSiteBannersService({ db, cache: deps.catalogCache });
  const roles = createRolesService({ db, sessionCache: deps.sessionCache });
  const timeZone = config.businessTimeZone;
  const userAdmin = createUserAdminService({
    db,
    sessionCache: deps.sessionCache,
    today,
    timeZone,
  });
  const planAdmin = createPlanAdminService({
    db,
    sessionCache: deps.sessionCache,
    provider: deps.payments?.kind ?? null,
    envPlanIds:
      config.payments.provider === 'razorpay'
        ? config.payments.planIds
        : { pro: undefined, premium: undefined },
  });
  const inbox = createInboxService({ db });
  const dashboard = createDashboardService({ db, timeZone });
  const audit = createAuditService({ db, timeZone });
  const funnel = createFunnelService({ db, limiter, today });
  // The festival calendar counts days from the app's clock, so a test (or the browser test's
  // clock file) can put it on any day.
  const now = deps.clock ?? (() => new Date());
  const festivals = createFestivalsService({ db, present, timeZone, now });
  const reminders = createRemindersService({
    db,
    appSecret: deps.appSecret,
    publicUrl: config.publicUrl,
    reminders: config.reminders,
  });
  const calendar = createCalendarService({
    db,
    publicUrl: config.publicUrl,
    now,
    alarmTime: config.reminders.beforeTime,
  });
  const festivalAdmin = createFestivalAdminService({
    db,
    timeZone,
    now,
    pagesChanged: () => deps.catalogCache.invalidate(),
  });
  const reminderRuns = createReminderRunsService({
    db,
    jobs: deps.jobs,
    timeZone,
    reminders: config.reminders,
    now,
  });
  // Sent by its own job (a retry is the job's), with the pictures inline: the real mailer.
  const reminderSend = createReminderSendService({
    db,
    storage: deps.storage,
    media: deps.media,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    appSecret: deps.appSecret,
    timeZone,
    now,
    log,
  });

  const sitemap = createSitemapService({ db, publicUrl: config.publicUrl });
  const pageHeads = createPageHeadService({
    db,
    publicUrl: config.publicUrl,
    mediaUrl: (key) => deps.storage.publicUrl(key),
  });

  return {
    limiter,
    accounts,
    contact,
    present,
    catalog,
    sitemap,
    pageHeads,
    catalogAdmin,
    downloads,
    brandKit,
    customVideos,
    subscriptions,
    membershipGrants,
    roles,
    catalogStructure,
    mediaAdmin,
    mediaUploads,
    siteBanners,
    search,
    userAdmin,
    planAdmin,
    inbox,
    dashboard,
    audit,
    funnel,
    festivals,
    reminders,
    calendar,
    festivalAdmin,
    reminderRuns,
    reminderSend,
  };
}
export type Services = ReturnType<typeof createServices>;
