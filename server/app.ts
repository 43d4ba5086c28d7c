import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { DEFAULT_RESERVE_DAYS } from '../core/order-states';
import { UPLOAD_MAX_BYTES } from '../core/upload-rules';
import { adminAlertsApi, type AlertStreamBounds } from './api/admin-alerts';
import { adminOrdersApi } from './api/admin-orders';
import { adminInvoicesApi } from './api/admin-invoices';
import { adminCustomersApi } from './api/admin-customers';
import { adminNumbersApi } from './api/admin-numbers';
import { adminInquiriesApi } from './api/admin-inquiries';
import { adminStockImportApi } from './api/admin-stock-import';
import { adminRatesApi } from './api/admin-rates';
import { adminSettingsApi } from './api/admin-settings';
import { adminSessionApi } from './api/admin-session';
import { adminStaffApi } from './api/admin-staff';
import { adminStockApi } from './api/admin-stock';
import { catalogueApi } from './api/catalogue';
import { imagesRoute } from './api/images';
import { certificatesRoute } from './api/certificates';
import { inquiryApi } from './api/inquiries';
import { ordersApi } from './api/orders';
import type { Database } from './db/client';
import { LocalStore } from './files/local-store';
import { IMAGE_CACHE_MB_DEFAULT } from './files/picture-cache';
import type { ShopFiles } from './files/shop-files';
import type { FileStore } from './files/store';
import { adminGuard } from './auth/guard';
import { followCatalogueChanges } from './db/catalogue-events';
import { apiFallback, errorHandling, frameworkErrors, noteApiRoutes } from './http/errors';
import { healthRoutes } from './http/health';
import { newRequestId, requestIdHeader, SampledRequestLog } from './http/request-log';
import { openApiOptions } from './http/openapi';
import {
  createRateLimits,
  DEFAULT_ADDRESS_RATE_LIMIT,
  DEFAULT_FORM_RATE_LIMIT,
  DEFAULT_ORDER_RATE_LIMIT,
} from './http/rate-limits';
import { securityHeaders } from './http/security';
import { createServices, type Services } from './services';
import { createBackOffice } from './services/admin-pages';
import { alertHub } from './services/alerts';
import { registerSsr } from './ssr/render';
import { nulFreeJson, rewriteUnreadable, unreadableGuard } from './http/unreadable';
import { xsrf } from './http/xsrf';

export interface AppOptions {
  database: Database;
  /** This machine's folder: resized pictures, a stock import's work while it is read (and the files, by default). */
  dataDir: string;
  /** Where the shop's files are kept (docs/decisions/103-one-file-store.md); default: DATA_DIR itself. */
  store?: FileStore;
  /** Bytes of resized pictures this process keeps in DATA_DIR/cache/images (IMAGE_CACHE_MB; default 512 MiB). */
  imageCacheBytes?: number;
  publicUrl: string;
  logLevel?: string;
  /** The React Router server build; without it only the API and images are served (API tests). */
  ssrBuild?: ServerBuild;
  /** Built browser assets (build/client). */
  clientDir?: string;
  /** Called after an order or inquiry is committed, so the outbox worker sends its mail at once. */
  onMail?: () => void;
  /**
   * The folder mails are written to because no mail server is set (SMTP_URL unset), for the Today page's notice
   * (docs/behaviour.md §4.12); undefined when mails are sent.
   */
  mailsWrittenTo?: string;
  /** Orders one guest (the same e-mail or phone) may place per minute (default 10). */
  orderRateLimit?: number;
  /** Forms (inquiries and size requests together) one guest (the same e-mail or phone) may send per minute (default 5). */
  formRateLimit?: number;
  /** Forms, and orders, one client address may send per minute, each kind apart (default 60). */
  addressRateLimit?: number;
  /** Days an order awaiting payment holds its pieces (RESERVE_DAYS, default 3). */
  reserveDays?: number;
  /**
   * Proxy addresses or CIDR ranges whose X-Forwarded-For is believed (TRUST_PROXY). Without it the socket's
   * address is the client's, so a forged X-Forwarded-For changes nothing.
   */
  trustProxy?: string[];
  /** Bytes of rendered pages kept in memory (PAGE_CACHE_MB; default 24 MiB, 0: none). */
  pageCacheBytes?: number;
  /** Share of requests logged at info, the rest at debug (LOG_SAMPLE; default 1: every one). */
  requestLogSample?: number;
  /** The alerts stream's bounds (server/api/admin-alerts.ts ALERT_STREAM), for tests. */
  alertStreams?: Partial<AlertStreamBounds>;
  /** Where the log lines go (tests read them); standard output without it. */
  logStream?: { write(line: string): void };
}

export interface App {
  app: FastifyInstance;
  services: Services;
}

/**
 * A body declared per media type (`body: { content }`: the order as JSON or multipart, the size requests) is read
 * and checked by its handler, which streams the files; Fastify leaves it alone (docs/decisions/020). Every other
 * schema is checked with zod before the handler runs.
 */
const bodyLeftToHandler: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' && route.contentType ? () => true : validatorCompiler(route);

export async function buildApp(opts: AppOptions): Promise<App> {
  const files: ShopFiles = { store: opts.store ?? new LocalStore(opts.dataDir), dataDir: opts.dataDir };
  const app = Fastify({
    logger: { level: opts.logLevel ?? 'info', ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // One request log line, sampled (server/http/request-log.ts), carrying a random id a guest can quote.
    logController: new SampledRequestLog(opts.requestLogSample ?? 1),
    genReqId: newRequestId,
    trustProxy: opts.trustProxy?.length ? opts.trustProxy : false,
    // On close only idle keep-alive connections are dropped: requests in flight finish (server/main.ts bounds the wait).
    forceCloseConnections: 'idle',
    bodyLimit: 1_048_576,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    // Addresses the shop cannot read are refused before any route is looked up (docs/decisions/031).
    rewriteUrl: rewriteUnreadable,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(bodyLeftToHandler);
  app.setSerializerCompiler(serializerCompiler);
  // Before the API's routes, which it notes: an unknown /api path answers JSON 404, a known one another method 405.
  const apiRoutes = noteApiRoutes(app);
  const services = createServices(opts.database.db, { pageCacheBytes: opts.pageCacheBytes });
  // A change another process commits (another shop, the owner's command line) clears this one's caches (decision 038).
  const unfollow = await followCatalogueChanges(opts.database, services.invalidate);
  app.addHook('onClose', unfollow);
  // The back office's alerts, from every process (docs/behaviour.md §11.13).
  const alerts = await alertHub(opts.database);
  app.addHook('onClose', alerts.close);
  // The search index is built as the shop starts (docs/decisions/063): the first searches wait for it, none is answered
  // another way. A failure here (the database not there yet) is the first search's to report.
  app.addHook('onReady', async () => {
    services.searchIndex.index().catch(() => undefined);
  });
  // Before any route, so that the document sees them all (GET /api/xsrf is added by xsrf() below).
  await app.register(swagger, openApiOptions);

  await app.register(cookie);
  // A file over the limit is kept truncated and flagged, not thrown, so the whole form is read (server/http/multipart.ts).
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 3, fields: 40, fieldSize: 100_000 },
    throwFileSizeLimit: false,
  });
  // Forms and orders, per guest and per client address, counted in the database (docs/decisions/037).
  const perAddress = opts.addressRateLimit ?? DEFAULT_ADDRESS_RATE_LIMIT;
  const limits = createRateLimits(opts.database.db, {
    form: { perGuest: opts.formRateLimit ?? DEFAULT_FORM_RATE_LIMIT, perAddress },
    order: { perGuest: opts.orderRateLimit ?? DEFAULT_ORDER_RATE_LIMIT, perAddress },
  });
  const sweep = setInterval(
    () => void limits.sweep().catch((err: unknown) => app.log.warn({ err }, 'rate sweep')),
    600_000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const https = opts.publicUrl.startsWith('https:');
  xsrf(app, https);
  const guard = adminGuard(app, opts.database.db, https);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { 1: 5 } },
  });
  requestIdHeader(app);
  securityHeaders(app, https);
  errorHandling(app, opts.database.unreachable);
  apiFallback(app, apiRoutes);
  unreadableGuard(app, () => opts.ssrBuild !== undefined);
  nulFreeJson(app);

  // The OpenAPI document of the routes (server/http/openapi.ts), itself left out of it.
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  // For a load balancer: GET /healthz and GET /readyz (docs/decisions/033-operating-the-shop.md).
  await app.register(healthRoutes(opts.database, files.store));
  await app.register(catalogueApi(services), { prefix: '/api/dashboard' });
  await app.register(imagesRoute(files, opts.imageCacheBytes ?? IMAGE_CACHE_MB_DEFAULT * 1024 * 1024));
  await app.register(certificatesRoute(files.store));
  await app.register(
    inquiryApi({
      db: opts.database.db,
      store: files.store,
      publicUrl: opts.publicUrl,
      onMail: () => opts.onMail?.(),
      limits,
    }),
    { prefix: '/api/mail' },
  );
  await app.register(
    ordersApi({
      db: opts.database.db,
      store: files.store,
      publicUrl: opts.publicUrl,
      onOrder: () => opts.onMail?.(),
      onStockChange: services.invalidate,
      limits,
      reserveDays: opts.reserveDays ?? DEFAULT_RESERVE_DAYS,
    }),
    { prefix: '/api/sale' },
  );

  await app.register(adminSessionApi(opts.database.db, guard), { prefix: '/api/admin' });
  await app.register(adminAlertsApi({ db: opts.database.db, hub: alerts, guard, bounds: opts.alertStreams }), {
    prefix: '/api/admin',
  });
  await app.register(adminStaffApi(opts.database.db, { publicUrl: opts.publicUrl, onMail: () => opts.onMail?.() }), {
    prefix: '/api/admin',
  });
  await app.register(adminInquiriesApi(opts.database.db, files.store), { prefix: '/api/admin' });
  await app.register(adminCustomersApi(opts.database.db), { prefix: '/api/admin' });
  await app.register(adminNumbersApi(opts.database.db), { prefix: '/api/admin' });
  await app.register(adminStockImportApi({ db: opts.database.db, files, invalidate: () => services.invalidate() }), {
    prefix: '/api/admin',
  });
  await app.register(
    adminOrdersApi({
      db: opts.database.db,
      store: files.store,
      publicUrl: opts.publicUrl,
      invalidate: () => services.invalidate(),
      onMail: () => opts.onMail?.(),
    }),
    { prefix: '/api/admin' },
  );
  await app.register(adminInvoicesApi(opts.database.db), { prefix: '/api/admin' });
  await app.register(adminRatesApi({ db: opts.database.db, invalidate: () => services.invalidate() }), {
    prefix: '/api/admin',
  });
  await app.register(adminStockApi({ db: opts.database.db, files, invalidate: () => services.invalidate() }), {
    prefix: '/api/admin',
  });
  await app.register(adminSettingsApi({ db: opts.database.db, onChange: () => services.caches.pages.clear() }), {
    prefix: '/api/admin',
  });

  if (opts.clientDir) {
    // Built assets carry a content hash in their names: cached for a year. Other files (favicon,
    // placeholder) are revalidated daily. .br/.gz siblings made by the build are sent when accepted.
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: { header(k: string, v: string): unknown }, filePath: string) => {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=86400',
        );
      },
    });
  }
  if (opts.ssrBuild)
    registerSsr(
      app,
      opts.ssrBuild,
      services,
      createBackOffice(opts.database.db, { mailsWrittenTo: opts.mailsWrittenTo }),
      opts.publicUrl,
      opts.clientDir,
    );
  return { app, services };
}
