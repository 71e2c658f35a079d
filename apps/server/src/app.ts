import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Mailer } from './adapters/mail/mailer';
import type { MediaTools } from './adapters/media/media-tools';
import type { RateLimitStore } from './adapters/rate-limit/rate-limit-store';
import { RateLimiter, type RateLimitRules } from './adapters/rate-limit/rate-limiter';
import { DiskStorage } from './adapters/storage/disk-storage';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { type AccountService, createAccountService } from './features/account/account.service';
import { createKnownDevices } from './features/account/known-device';
import type { SessionCache } from './features/account/session-cache';
import { adminCatalogRoutes } from './features/admin/admin-catalog.routes';
import { adminMembershipRoutes } from './features/admin/admin-membership.routes';
import { createCatalogPresenter } from './features/catalog/catalog.presenter';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { type CatalogService, createCatalogService } from './features/catalog/catalog.service';
import {
  type CatalogAdminService,
  createCatalogAdminService,
} from './features/catalog/catalog-admin.service';
import type { CatalogCache } from './features/catalog/catalog-cache';
import { contactRoutes } from './features/contact/contact.routes';
import { createContactService } from './features/contact/contact.service';
import { brandKitRoutes } from './features/downloads/brand-kit.routes';
import { createBrandKitService } from './features/downloads/brand-kit.service';
import { customVideoRoutes } from './features/downloads/custom-video.routes';
import { createCustomVideoService } from './features/downloads/custom-video.service';
import { downloadsRoutes } from './features/downloads/downloads.routes';
import {
  createDownloadsService,
  type DownloadsService,
  INTERRUPTED_AFTER_MS,
} from './features/downloads/downloads.service';
import { createVideoJobs, type VideoJobs } from './features/downloads/video-jobs';
import { healthRoutes } from './features/health/health.routes';
import { createMembershipGrantsService } from './features/membership/membership-grants.service';
import type { PaymentProvider } from './features/membership/payment-provider';
import { sandboxApiRoutes, sandboxScriptRoute } from './features/membership/sandbox.routes';
import { createSandboxPayments } from './features/membership/sandbox-payments';
import type { SandboxProvider } from './features/membership/sandbox-provider';
import { subscriptionRoutes } from './features/membership/subscription.routes';
import { createSubscriptionService } from './features/membership/subscription.service';
import { webhookRoutes } from './features/membership/webhook.routes';
import { searchRoutes } from './features/search/search.routes';
import { createSearchService } from './features/search/search.service';
import { createAuth } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { mediaFileRoutes } from './http/media-files';
import { registerNotFound } from './http/not-found';
import { registerOpenApi } from './http/openapi';
import { registerRequestGuard } from './http/request-guard';
import { frameworkErrors, registerRequestInput } from './http/request-input';
import { serializerCompiler } from './http/serializer';
import { registerWebApp } from './http/web-app';
import { businessDay } from './lib/business-day';
import { newId } from './lib/ids';
import { removeStaleWorkDirs } from './lib/work-dirs';

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
  /** Image worker pool and ffmpeg, for uploads (and download renders). */
  media: MediaTools;
  /** Media files: local disk (served by this app under /media/) or an S3 bucket. */
  storage: Storage;
  /** Signs what only this server may issue (known-device cookies; media links sign their own). */
  appSecret: string;
  /** The built web app; omitted in API tests. */
  webDistDir?: string;
  /** Pino options, or false to stay quiet (tests). */
  logger?: boolean | object;
}

export interface StampApp {
  app: FastifyInstance;
  services: {
    accounts: AccountService;
    catalog: CatalogService;
    catalogAdmin: CatalogAdminService;
    downloads: DownloadsService;
    videoJobs: VideoJobs;
  };
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

/** Builds the whole HTTP app without listening, so tests and benchmarks drive the real thing. */
export async function buildApp(config: Config, deps: AppDeps): Promise<StampApp> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // A caller's (or proxy's) request id is kept so one id follows a request across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : newId();
    },
    // In-flight requests finish on close; new ones get 503 while we drain (SIGTERM).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestGuard(app, config.publicUrl);
  registerErrorHandler(app);
  registerRequestInput(app);
  await registerOpenApi(app);

  const limiter = new RateLimiter(deps.rateLimitStore, deps.rateLimits);
  const { db } = deps.database;
  const accounts = createAccountService({
    db,
    mailer: deps.mailer,
    limiter,
    sessionCache: deps.sessionCache,
    publicUrl: config.publicUrl,
    today: () => businessDay(config.businessTimeZone),
    log: app.log,
    devices: createKnownDevices(deps.appSecret),
  });
  const contact = createContactService({
    db,
    mailer: deps.mailer,
    limiter,
    supportEmail: config.mail.supportEmail,
    log: app.log,
  });
  const auth = createAuth(accounts, config.secureCookies);
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

  const today = () => businessDay(config.businessTimeZone);
  const videoJobs = createVideoJobs({
    db,
    storage: deps.storage,
    media: deps.media,
    sessionCache: deps.sessionCache,
    log: app.log,
  });
  app.addHook('onClose', () => videoJobs.close());
  const downloads = createDownloadsService({
    db,
    storage: deps.storage,
    media: deps.media,
    limiter,
    sessionCache: deps.sessionCache,
    videoJobs,
    today,
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
    mailer: deps.mailer,
    sessionCache: deps.sessionCache,
    today,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const membershipGrants = createMembershipGrantsService({
    db,
    sessionCache: deps.sessionCache,
    today,
  });

  const webFallback = deps.webDistDir
    ? await registerWebApp(app, deps.webDistDir)
    : (_: unknown, reply: { status(n: number): { send(b: unknown): unknown } }) =>
        reply.status(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND' });
  registerNotFound(app, webFallback);

  // An S3 bucket (or its CDN) serves its own files; /media/ then answers 404 (http/not-found.ts).
  if (deps.storage instanceof DiskStorage) await app.register(mediaFileRoutes(deps.storage));
  if (deps.payments?.kind === 'sandbox') await app.register(sandboxScriptRoute());
  await app.register(
    healthRoutes(() => deps.database.ping()),
    { prefix: '/api' },
  );
  await app.register(
    async (v1) => {
      await v1.register(accountRoutes(accounts, auth, config.secureCookies));
      await v1.register(contactRoutes(contact));
      await v1.register(catalogRoutes(catalog, auth, deps.catalogCache.bodies));
      await v1.register(adminCatalogRoutes(catalogAdmin, auth));
      await v1.register(downloadsRoutes(downloads, auth));
      await v1.register(brandKitRoutes(brandKit, auth, limiter));
      await v1.register(customVideoRoutes(customVideos, auth));
      await v1.register(adminMembershipRoutes(membershipGrants, auth));
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
          createSearchService({ db }),
          present,
          async (request, reply) =>
            (await auth.optional(request, reply))?.user.membership.isActive ?? false,
        ),
      );
    },
    { prefix: '/api/v1' },
  );

  // Renders a previous process left unfinished (a restart mid-render) start again; image
  // renders it left half-way give their units back; its scratch folders go.
  void videoJobs.resume().catch((error: unknown) => app.log.error({ err: error }, 'video jobs'));
  const sweep = () =>
    downloads
      .giveBackInterrupted()
      .catch((error: unknown) => app.log.error({ err: error }, 'interrupted downloads'));
  void sweep();
  const sweeper = setInterval(sweep, INTERRUPTED_AFTER_MS / 2).unref();
  app.addHook('onClose', () => clearInterval(sweeper));
  void removeStaleWorkDirs().catch((error: unknown) =>
    app.log.error({ err: error }, 'stale work folders'),
  );

  return { app, services: { accounts, catalog, catalogAdmin, downloads, videoJobs } };
}
