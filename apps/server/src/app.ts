import type { ErrorEnvelope } from '@stamp/shared/schemas/envelope';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Mailer } from './adapters/mail/mailer';
import type { MediaTools } from './adapters/media/media-tools';
import type { RateLimitStore } from './adapters/rate-limit/rate-limit-store';
import type { RateLimitRules } from './adapters/rate-limit/rate-limiter';
import { DiskStorage } from './adapters/storage/disk-storage';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import type { SessionCache } from './features/account/session-cache';
import { adminAuditRoutes } from './features/admin/admin-audit.routes';
import { guardOperatorRoutes } from './features/admin/admin-auth';
import { adminCatalogRoutes } from './features/admin/admin-catalog.routes';
import { adminCatalogStructureRoutes } from './features/admin/admin-catalog-structure.routes';
import { adminCatalogVisibilityRoutes } from './features/admin/admin-catalog-visibility.routes';
import { adminDashboardRoutes } from './features/admin/admin-dashboard.routes';
import { adminFestivalsRoutes } from './features/admin/admin-festivals.routes';
import { adminInboxRoutes } from './features/admin/admin-inbox.routes';
import { adminMediaRoutes } from './features/admin/admin-media.routes';
import { adminMediaUploadsRoutes } from './features/admin/admin-media-uploads.routes';
import { adminMembershipRoutes } from './features/admin/admin-membership.routes';
import { adminPlansRoutes } from './features/admin/admin-plans.routes';
import { adminRemindersRoutes } from './features/admin/admin-reminders.routes';
import { adminRolesRoutes } from './features/admin/admin-roles.routes';
import { adminSiteRoutes } from './features/admin/admin-site.routes';
import { adminUsersRoutes } from './features/admin/admin-users.routes';
import { funnelRoutes } from './features/analytics/funnel.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import type { CatalogCache } from './features/catalog/catalog-cache';
import { contactRoutes } from './features/contact/contact.routes';
import { brandKitRoutes } from './features/downloads/brand-kit.routes';
import { customVideoRoutes } from './features/downloads/custom-video.routes';
import { downloadsRoutes } from './features/downloads/downloads.routes';
import { calendarRoutes } from './features/festivals/calendar.routes';
import { festivalsRoutes } from './features/festivals/festivals.routes';
import { reminderUnsubscribeRoutes } from './features/festivals/reminder-unsubscribe.routes';
import { remindersRoutes } from './features/festivals/reminders.routes';
import { healthRoutes } from './features/health/health.routes';
import { registerMetrics } from './features/health/metrics.routes';
import { readyRoutes } from './features/health/ready.routes';
import type { PaymentProvider } from './features/membership/payment-provider';
import { sandboxApiRoutes, sandboxScriptRoute } from './features/membership/sandbox.routes';
import { createSandboxPayments } from './features/membership/sandbox-payments';
import type { SandboxProvider } from './features/membership/sandbox-provider';
import { subscriptionRoutes } from './features/membership/subscription.routes';
import { webhookRoutes } from './features/membership/webhook.routes';
import { searchRoutes } from './features/search/search.routes';
import { catalogPages } from './features/seo/catalog-pages';
import { seoRoutes } from './features/seo/seo.routes';
import { registerAnswerLanguage } from './http/answer-language';
import { createAuth } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { mediaFileRoutes } from './http/media-files';
import { registerNotFound } from './http/not-found';
import { registerOpenApi } from './http/openapi';
import { loadPageRenderer } from './http/page-render';
import { registerRequestGuard } from './http/request-guard';
import { frameworkErrors, registerRequestInput } from './http/request-input';
import { securityHeaders } from './http/security-headers';
import { serializerCompiler } from './http/serializer';
import {
  createVisitorAnswers,
  serverWithVisitorAnswers,
  type VisitorAnswers,
} from './http/visitor-answers';
import { registerWebApp } from './http/web-app';
import type { StampJobQueue } from './jobs/stamp-jobs';
import type { StampMetrics } from './lib/metrics';
import type { PasswordCost } from './lib/password';
import { createRequestIds } from './lib/request-ids';
import { sharedInFlight } from './lib/shared-in-flight';
import { createServices, type Services } from './services';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Everything from the outside world the app uses; main.ts and the tests each build their own. */
export interface AppDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  rateLimitStore: RateLimitStore;
  rateLimits: RateLimitRules;
  /** Who is behind each session token; see features/account/session-cache.ts. */
  sessionCache: SessionCache;
  /** Serialized catalog answers; see features/catalog/catalog-cache.ts. */
  catalogCache: CatalogCache;
  /** Razorpay, the offline sandbox, or null when payments are not set up. */
  payments: PaymentProvider | null;
  /** Where services queue work (video renders, e-mail); see jobs/. Nothing here runs it. */
  jobs: StampJobQueue & { ping(): Promise<boolean> };
  /** Redis, when configured: checked by GET /api/ready. */
  redis?: { ping(): Promise<string> };
  /** Prometheus metrics; GET /metrics serves them when METRICS_TOKEN is set. */
  metrics?: StampMetrics;
  /** Image worker pool and ffmpeg, for uploads (and download renders). */
  media: MediaTools;
  /** Media files: local disk (served by this app under /media/) or an S3 bucket. */
  storage: Storage;
  /** Signs what only this server may issue (known-device cookies; media links sign their own). */
  appSecret: string;
  /** The built web app; omitted in API tests. */
  webDistDir?: string;
  /**
   * The app's clock for scheduled publishing and the festival calendar's today; tests move it.
   * Default: the real time.
   */
  clock?: () => Date;
  /**
   * scrypt's work factors for new password hashes. Only the server's own tests lower them (a
   * hash is 0.1 s of CPU at the default, and those tests make hundreds); the default otherwise.
   */
  passwordCost?: PasswordCost;
  /** Pino options, or false to stay quiet (tests). */
  logger?: boolean | object;
  /** A logger made before the app (main.ts, so boot, jobs and requests log alike); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
}

export interface StampApp {
  app: FastifyInstance;
  services: Services;
  /** The catalog's answers to visitors, sent before the framework (http/visitor-answers.ts). */
  visitors: VisitorAnswers;
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

/**
 * Builds the whole HTTP app without listening, so tests and benchmarks drive the real thing. It
 * runs no jobs: main.ts and worker.ts start the job runner (jobs/start-jobs.ts).
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<StampApp> {
  const nextRequestId = createRequestIds();
  // A caller's (or proxy's) request id is kept so one id follows a request across services.
  const requestId = (req: { headers: Record<string, string | string[] | undefined> }) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : nextRequestId();
  };
  const visitors = createVisitorAnswers({
    securityHeaders: securityHeaders(config.publicUrl).api,
    requestId,
    log: () => app.log,
    trustProxy: config.trustProxy,
    ...(deps.metrics && config.metricsToken ? { metrics: deps.metrics } : {}),
  });
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? { level: config.logLevel } }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: requestId,
    serverFactory: serverWithVisitorAnswers(visitors),
    // In-flight requests finish on close; new ones get 503 while we drain (SIGTERM).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestGuard(app, config.publicUrl);
  app.addHook('preClose', (done) => {
    visitors.stop();
    done();
  });
  registerErrorHandler(app);
  registerAnswerLanguage(app);
  registerRequestInput(app);
  await registerOpenApi(app);

  const services = createServices(config, deps, app.log);
  const {
    limiter,
    accounts,
    contact,
    present,
    catalog,
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
  } = services;
  const { db } = deps.database;
  const auth = createAuth(accounts, config.secureCookies);

  const webFallback = deps.webDistDir
    ? await registerWebApp(
        app,
        deps.webDistDir,
        catalogPages(services.pageHeads, deps.catalogCache.bodies),
        await loadPageRenderer(app, deps.webDistDir),
      )
    : (_: unknown, reply: { status(n: number): { send(b: unknown): unknown } }) =>
        reply.status(404).send({
          success: false,
          message: 'Not found',
          code: 'NOT_FOUND',
        } satisfies ErrorEnvelope);
  registerNotFound(app, webFallback);

  // An S3 bucket (or its CDN) serves its own files; /media/ then answers 404 (http/not-found.ts).
  if (deps.storage instanceof DiskStorage) await app.register(mediaFileRoutes(deps.storage));
  if (deps.payments?.kind === 'sandbox') await app.register(sandboxScriptRoute());
  await app.register(seoRoutes(services.sitemap, deps.catalogCache.bodies));
  // Probes asked at once share one round trip (lib/shared-in-flight.ts).
  const pingDatabase = sharedInFlight(() => deps.database.ping());
  await app.register(healthRoutes(pingDatabase), { prefix: '/api' });
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  const redis = deps.redis;
  await app.register(
    readyRoutes({
      database: pingDatabase,
      ...(redis ? { redis: sharedInFlight(async () => (await redis.ping()) === 'PONG') } : {}),
      // A round trip to the media store: a key that does not exist is an answer too.
      storage: sharedInFlight(async () => {
        await deps.storage.exists('private/ready-check');
        return true;
      }),
      jobs: sharedInFlight(() => deps.jobs.ping()),
      draining: () => draining,
    }),
    { prefix: '/api' },
  );
  if (deps.metrics && config.metricsToken) {
    registerMetrics(app, deps.metrics, config.metricsToken);
  }
  await app.register(
    async (v1) => {
      await v1.register(accountRoutes(accounts, auth, config.secureCookies));
      await v1.register(contactRoutes(contact));
      await v1.register(funnelRoutes(services.funnel));
      await v1.register(catalogRoutes(catalog, auth, deps.catalogCache.bodies, visitors));
      await v1.register(downloadsRoutes(downloads, auth));
      await v1.register(brandKitRoutes(brandKit, auth, limiter));
      await v1.register(customVideoRoutes(customVideos, auth));
      await v1.register(festivalsRoutes(services.festivals, auth));
      await v1.register(remindersRoutes(services.reminders, auth));
      await v1.register(reminderUnsubscribeRoutes(services.reminders));
      await v1.register(calendarRoutes(services.calendar));
      // The operator console's routes, each checked against its area before anything else.
      await v1.register(async (admin) => {
        guardOperatorRoutes(admin, auth);
        await admin.register(adminCatalogRoutes(catalogAdmin));
        await admin.register(adminCatalogStructureRoutes(catalogStructure));
        await admin.register(adminMembershipRoutes(membershipGrants));
        await admin.register(
          adminCatalogVisibilityRoutes({
            structure: catalogStructure,
            admin: catalogAdmin,
            media: mediaAdmin,
          }),
        );
        await admin.register(adminMediaRoutes(mediaAdmin));
        await admin.register(adminMediaUploadsRoutes(mediaUploads, deps.clock));
        await admin.register(adminSiteRoutes(siteBanners));
        await admin.register(adminRolesRoutes(roles));
        await admin.register(adminUsersRoutes(services.userAdmin));
        await admin.register(adminPlansRoutes(services.planAdmin));
        await admin.register(adminInboxRoutes(services.inbox));
        await admin.register(adminDashboardRoutes(services.dashboard));
        await admin.register(adminAuditRoutes(services.audit));
        await admin.register(adminFestivalsRoutes(services.festivalAdmin));
        await admin.register(adminRemindersRoutes(services.reminderRuns));
      });
      await v1.register(subscriptionRoutes(subscriptions, auth));
      await v1.register(webhookRoutes(subscriptions));
      if (deps.payments?.kind === 'sandbox') {
        const sandbox = createSandboxPayments({
          db,
          provider: deps.payments as SandboxProvider,
          log: app.log,
          // Through the real webhook route, signature check included, as Razorpay's would arrive.
          deliver: async (body, signature, eventId) => {
            const response = await app.inject({
              method: 'POST',
              url: '/api/v1/webhooks/razorpay',
              headers: {
                'content-type': 'application/json',
                'x-razorpay-signature': signature,
                'x-razorpay-event-id': eventId,
              },
              payload: body,
            });
            if (response.statusCode !== 200) {
              throw new Error(`sandbox webhook answered ${response.statusCode}: ${response.body}`);
            }
          },
        });
        await v1.register(sandboxApiRoutes(sandbox, auth));
      }
      await v1.register(
        searchRoutes(
          services.search,
          present,
          async (request, reply) =>
            (await auth.optional(request, reply))?.user.membership.isActive ?? false,
        ),
      );
    },
    { prefix: '/api/v1' },
  );

  return { app, services, visitors };
}
