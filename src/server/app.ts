import Fastify, { type FastifyInstance } from 'fastify';
import type { ServiceName } from '../shared/formats/entity-format';
import { ACCESS_MODEL_ENTITIES } from './access/access-directory';
import { lastAdministratorGuard } from './access/last-administrator-guard';
import { registerAccessGuard } from './access/entity-access-guard';
import { OrganizationPermits } from './access/organization-permits';
import { UserPermits } from './access/user-permits';
import { registerRefusalLog } from './audit/refusal-log';
import { menuRoutes } from './access/menu-routes';
import { LoginThrottle } from './auth/login-throttle';
import { loginRoutes } from './auth/login-routes';
import { registerRequestGuard } from './auth/request-guard';
import { registerChangeStampScope } from './cache/change-stamp-scope';
import { sessionPolicy } from './auth/session-policy';
import { SessionService } from './auth/session-service';
import { UserDirectory } from './auth/user-directory';
import { codeLabelRoutes } from './code-labels/code-label-routes';
import type { ServerConfig, TrustProxy } from './config';
import { bpmRoutes } from './bpm/bpm-routes';
import { homeArticleRoutes } from './home/home-articles';
import { pendingRoutes } from './home/pending-routes';
import { createJobQueue } from './jobs/create-job-queue';
import { enqueueCreatedRequests } from './jobs/enqueue-created-requests';
import { JOB_PROGRAMS, LATER_JOB_PROGRAMS, PROGRAM_DECLARATIONS } from './jobs/job-programs';
import { jobRecordChecks } from './jobs/request-parameter-check';
import { registerErrorReplies } from './http/error-replies';
import { healthRoutes } from './health/health-routes';
import { registerJsonBodyParser } from './http/json-body-parser';
import { registerRequestIdHeader, requestIdOf } from './http/request-id';
import { registerRouteRegistry } from './http/route-registry';
import { registerSecurityHeaders } from './http/security-headers';
import { registerShutdownGate } from './http/shutdown-gate';
import { LOOKUP_ENTITIES } from './lookups/lookup-cache';
import { lookupRoutes } from './lookups/lookup-routes';
import { importRoutes } from './excel-import/import-routes';
import { exportRoutes } from './excel-export/export-routes';
import { backExportProgram } from './excel-export/back-export-program';
import { backExportDownloadHandler } from './excel-export/back-export-download';
import { backExportRoutes } from './excel-export/back-export-routes';
import { BACK_EXPORT_ENTITY, BackExports } from './excel-export/back-exports';
import { aggregateOperations } from './aggregate/aggregate-operation';
import type { EntityOperationFamily } from './services/entity-operation';
import { documentLinkOperations } from './services/families/document-link-operations';
import { userListOperations } from './services/families/user-list-operations';
import { effectiveDatedOperations } from './services/families/effective-dated-operations';
import { matchFillOperations } from './services/families/match-fill-operations';
import { dynamicChartOperations } from './dynamic-charts/chart-operations';
import { entityRoutes } from './services/entity-routes';
import type { EntityWrite } from './services/entity-write';
import { ServiceEntityProviders } from './services/service-entity-providers';
import { createUserSessionProvider, USER_SESSION_ENTITY } from './user-center/user-session-provider';
import { createProfileValueProvider, PROFILE_VALUE_ENTITY } from './profiles/profile-value-provider';
import { treeOperations } from './services/tree-operations';
import { assertDeclaredPlugins } from './plugins/plugin-declarations';
import type { CheckedDefinitions } from './startup/checked-definitions';
import { openPlatform } from './startup/open-platform';
import { connectRedis } from './redis/redis-connection';
import { sharedSerializers } from './http/shared-serializers';
import { createRedisKeyProvider, REDIS_KEY_ENTITY } from './redis/redis-key-provider';
import { createWorkItemProvider, WORK_ITEM_ENTITY } from './work-items/work-item-provider';
import { createPlatformState } from './state/create-platform-state';
import { gridColumnsOf } from './table-config/grid-columns';
import { tableConfigRoutes } from './table-config/table-config-routes';
import { registerStaticWeb } from './web/static-web';
import { join } from 'node:path';
import { LoginCaptcha } from './captcha/login-captcha';
import { AttachmentAccess } from './files/attachment-access';
import { AttachmentFiles } from './files/attachment-files';
import { fileRoutes } from './files/file-routes';
import { purgeUnsavedAttachmentsProgram } from './files/purge-unsaved-attachments';
import { FileKeys } from './files/keys/file-keys';
import { SecretBox } from './secrets/secret-box';
import { ssoRoutes } from './sso/sso-routes';
import { SsoProviders } from './sso/sso-providers';
import { SsoOidcClient } from './sso/sso-oidc-client';
import { LocalDiskFileStore } from './files/storage/local-disk-file-store';
import { MailOutbox } from './mail/mail-outbox';
import { MailSender } from './mail/mail-sender';
import { MESSAGE_HISTORY_ENTITY } from './mail/message-history';
import { isBoundToProcess } from '../shared/formats/process-binding-format';
import { UserInbox } from './messages/user-inbox';
import { userMessageRoutes } from './messages/user-message-routes';
import { taskReminderProgram } from './bpm/task-reminder-program';
import { generateBarcodesHandlers } from './delivery/generate-barcodes';
import { adminPasswordResetHandlers } from './password/admin-password-reset';
import { PasswordAccounts } from './password/password-accounts';
import { passwordRoutes } from './password/password-routes';
import { ResetCodes } from './password/reset-codes';
import { registrationApprovalHandlers } from './registration/register-approval';
import { supplierPortalAccountHandlers } from './registration/supplier-portal-account';
import { RegisterFiles } from './registration/register-files';
import { registerFileDownloadRoute } from './registration/register-file-download';
import { registrationRoutes } from './registration/registration-routes';
import { Registrations } from './registration/registrations';
import { SupplierInvites } from './registration/supplier-invites';
import { invitationSendingHandlers } from './registration/invitation-sending';
import type { TextRecognizer } from './registration/tesseract-reader';
import { OutboundPoints } from './integration/outbound-points';
import { purchaseOrderSyncHandlers } from './integration/po-sync-erp';
import { AccessTokens } from './oauth/access-tokens';
import { BearerCalls } from './oauth/bearer-calls';
import { clientAppCommandHandlers } from './oauth/client-app-commands';
import { ClientApps } from './oauth/client-apps';
import { tokenRoutes } from './oauth/token-routes';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/openapi-document';
import { openApiRoutes } from './openapi/openapi-routes';
import { synchronisePlatformApis } from './openapi/platform-apis';
import { swaggerImportHandlers } from './openapi/swagger-import';
import { MessageDispatcher } from './message-centre/message-dispatcher';
import { MessageDelivery } from './message-centre/message-delivery';
import { messageCommandHandlers, messageRecordChecks } from './message-centre/message-commands';
import { messageDeliveryProgram } from './message-centre/message-program';
import { dataSourceCommandHandlers, DataSources } from './datasources/data-sources';
import { createInformationSchemaProvider, INFORMATION_SCHEMA_ENTITY } from './datasources/information-schema-provider';
import { createTableModelProvider, TABLE_MODEL_ENTITY } from './datasources/table-model-provider';
import { codeGeneratorHandlers } from './codegen/code-generator-commands';
import { REPO_ROOT } from './startup/repo-paths';
import { RequestLogLines } from './logs/request-log-lines';
import { serverLogger } from './logs/server-logger';
import { TripartiteCallLog } from './logs/tripartite-log';

export interface AppOptions {
  /** The repository whose schemas, screens and seed files the server reads: this checkout unless given. */
  repoRoot?: string;
  /** The schemas and screens as parsed when the server was built (main.ts reads them beside the built code). */
  checkedDefinitions?: CheckedDefinitions;
  /** Draws login captchas; tests pass one that remembers the answers. Default: svg-captcha. */
  drawCaptcha?: () => { text: string; data: string };
  /** Reads licence images at registration; tests pass one that is missing. Default: Debian's tesseract. */
  recognizer?: TextRecognizer;
  /** The handlers of the outbound integration points (integration/outbound-points.ts); none by default: "no ERP is configured". */
  outboundPoints?: OutboundPoints;
  /** The clock of API client tokens (ms since the epoch); tests move it to expire a token. Default: Date.now. */
  oauthClock?: () => number;
  /** The clock of the job platform (request times, AT and CRON schedules); tests move it. Default: the system clock. */
  jobClock?: () => Date;
  /** How often each process looks for due scheduled requests (request-scheduler.ts); tests shorten it. */
  schedulerTickMs?: number;
}

/** Fastify takes a hop count at run time but not in its types: a count becomes the same rule as a function. */
function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * The whole server as one Fastify instance (not listening yet): platform routes, one plugin per
 * entity service, the web app. Closing it closes the database.
 */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  // The log goes to standard output and, redacted alike, to the server-log table (logs/server-logger.ts).
  const logging = serverLogger(config);
  const app = Fastify({
    logger: logging.options,
    logController: new RequestLogLines(),
    // The caller's x-request-id when sane, else a new one; pino puts it on every line as `reqId`.
    genReqId: requestIdOf,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // While shutting down, new requests get 503 from the shutdown gate, as an envelope.
    return503OnClosing: false,
    // The routes answering the same envelope share one compiled serializer.
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers } },
  });
  // The file key is read, or made on a first start, while the platform opens (file-keys.ts). Its failure is
  // thrown where it is awaited below; the catch keeps it from counting as unhandled if the platform fails first.
  const fileKeysOpening = FileKeys.open(config.fileKeyPath);
  fileKeysOpening.catch(() => undefined);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix, app.log) : null;
  if (redis) app.addHook('onClose', async () => redis.close());
  const pluginRecordChecks = jobRecordChecks(PROGRAM_DECLARATIONS);
  // The message centre is platform code every area relies on (docs/authoring.md "Message centre"): its checks and commands are no plug-ins.
  const platformRecordChecks = messageRecordChecks();
  const recordChecks = new Map([...pluginRecordChecks, ...platformRecordChecks]);
  const secrets = await SecretBox.open(config.secretKey);
  // The one dispatcher of messages: the engine hands it every workflow action inside the action's transaction.
  const messages = new MessageDispatcher();
  const platformOptions = { recordChecks, commitGuards: [lastAdministratorGuard], repoRoot: options.repoRoot, checkedDefinitions: options.checkedDefinitions, secrets, events: messages };
  const platform = await openPlatform(config, app.log, platformOptions).catch(async (error: unknown) => {
    await redis?.close();
    throw error;
  });
  const { database, catalog, engine, coverage } = platform;
  // onClose hooks run last registered first, after the requests in flight: whatever uses the database or
  // Redis (job workers, timers) registers its own hook below, so it stops before they close.
  app.addHook('onClose', async () => database.close());
  logging.table.attach(database);
  app.addHook('onClose', async () => logging.table.detach());
  // Calls to this server's own port on a loopback address are not third-party calls (a client in the same process).
  const tripartite = new TripartiteCallLog(database, (url) => {
    const address = app.server.address();
    return typeof address === 'object' && address !== null && String(address.port) === url.port && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  });
  tripartite.start();
  app.addHook('onClose', async () => tripartite.stop());

  const state = await createPlatformState({ database, redis }).catch(async (error: unknown) => {
    await database.close();
    await redis?.close();
    throw error;
  });
  const { directory, lookups } = state;
  const users = new UserDirectory(database);
  const permits = new OrganizationPermits(database);
  const userPermits = new UserPermits(database, catalog);
  const sessions = new SessionService(state.sessionStore, users, sessionPolicy(config));
  const oauthClock = options.oauthClock ?? Date.now;
  const clientApps = new ClientApps(database);
  const accessTokens = new AccessTokens(database, oauthClock);
  const bearer = new BearerCalls({ tokens: accessTokens, apps: clientApps, users, permits, userPermits, limiter: state.rateLimiter, database, now: oauthClock });
  const files = new LocalDiskFileStore(join(config.dataDir, 'files'));
  const jobs = await createJobQueue({ database, catalog, engine, log: app.log, files, now: options.jobClock, schedulerTickMs: options.schedulerTickMs }, redis);
  for (const program of JOB_PROGRAMS) jobs.define(program);
  // Workers start once every route is registered; on close they finish the running job before the database closes.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.close());
  const mail = new MailSender(database, app.log, config.smtp);
  const outbox = new MailOutbox(database, mail, app.log);
  // Message instances are delivered after the commit that wrote them; swept every minute by the job program msgDelivery.
  const messageDelivery = new MessageDelivery(database, mail, secrets, app.log);
  messages.onCommitted(() => messageDelivery.deliverSoon());
  jobs.define(messageDeliveryProgram(messageDelivery));
  app.addHook('onReady', async () => messageDelivery.deliverSoon());
  app.addHook('onClose', async () => messageDelivery.stop());
  const MAILING_ENTITIES = new Set([MESSAGE_HISTORY_ENTITY, ...catalog.all().filter(isBoundToProcess).map((entity) => entity.name)]);
  // Awaited before the write is answered, so the next request (on any process) sees the change.
  const onWrite = async (write: EntityWrite) => {
    if (LOOKUP_ENTITIES.has(write.entity)) await lookups.invalidate();
    if (ACCESS_MODEL_ENTITIES.has(write.entity)) await directory.invalidate();
    // A disabled (or deleted) API client's tokens stop at once, and do not come back when it is enabled again.
    if (write.entity === 'baseOauthApp') await accessTokens.revokeDisabled();
    await enqueueCreatedRequests(jobs, write, app.log);
    // A write that may have queued mail: a document's submit or decision moved a process, a failed mail was put back to QUEUED.
    if (MAILING_ENTITIES.has(write.entity)) outbox.deliverSoon();
  };

  registerRouteRegistry(app);
  registerShutdownGate(app);
  registerRequestIdHeader(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app);
  registerErrorReplies(app);
  registerChangeStampScope(app, database);
  registerRequestGuard(app, sessions, state.nonces, permits, userPermits, bearer);
  bearer.register(app);
  registerAccessGuard(app, directory, coverage, catalog);
  registerRefusalLog(app, database, catalog);

  await app.register(healthRoutes, { prefix: '/api', database, redis });
  app.addHook('onClose', async () => mail.close());
  // The transactional outbox: mail that steps queue leaves after their commit; swept every minute by each process.
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());
  await app.register(userMessageRoutes, { prefix: '/api/base', inbox: new UserInbox(database) });
  await app.register(homeArticleRoutes, { prefix: '/api/base', database });
  const captcha = new LoginCaptcha(state.challenges, options.drawCaptcha);
  const throttle = new LoginThrottle(state.rateLimiter);
  await app.register(loginRoutes, { prefix: '/api/base', sessions, users, throttle, captcha, limiter: state.rateLimiter });
  await app.register(ssoRoutes, { prefix: '/api', database, providers: new SsoProviders(database, secrets), client: new SsoOidcClient(), secrets, nonces: state.nonces, sessions, users });
  const passwordAccounts = new PasswordAccounts(database);
  await app.register(passwordRoutes, {
    prefix: '/api/base',
    accounts: passwordAccounts,
    captcha,
    codes: new ResetCodes(database),
    mail,
    limiter: state.rateLimiter,
    sessions,
    users,
  });
  const registerFiles = new RegisterFiles(database, files);
  await app.register(registrationRoutes, { prefix: '/api/srm', registrations: new Registrations(database), invites: new SupplierInvites(database), files: registerFiles, limiter: state.rateLimiter, recognizer: options.recognizer });
  await app.register(registerFileDownloadRoute, { prefix: '/api/srm', files: registerFiles });
  await app.register(tokenRoutes, { prefix: '/api/oauth', apps: clientApps, tokens: accessTokens });
  await app.register(menuRoutes, { prefix: '/api/base', directory });
  await app.register(lookupRoutes, { prefix: '/api/base', lookups });
  await app.register(codeLabelRoutes, { prefix: '/api/base', catalog });
  await app.register(pendingRoutes, { prefix: '/api/srm', directory, coverage, catalog, engine });
  await app.register(tableConfigRoutes, { prefix: '/api/base', database, grids: gridColumnsOf(coverage.screens) });
  // Entities with "storage": "service" are answered by these providers instead of the engine.
  const providers = new ServiceEntityProviders(catalog);
  providers.register(REDIS_KEY_ENTITY, createRedisKeyProvider(redis));
  // The work lists read every entity's workflow through the engine: platform code, not a plug-in.
  providers.register(WORK_ITEM_ENTITY, createWorkItemProvider({ catalog, engine, directory, coverage, lookups }), 'platform');
  // A user's signed-in devices come from the session store (SQL or Redis): platform code, not a plug-in.
  providers.register(USER_SESSION_ENTITY, createUserSessionProvider(sessions), 'platform');
  // The profile inquiry resolves values as every reader of profiles does (effective-profile.ts): platform code.
  providers.register(PROFILE_VALUE_ENTITY, createProfileValueProvider(database, catalog), 'platform');
  // The tables and columns of the platform's database and of the data sources: platform code, read-only.
  const dataSources = new DataSources(database, engine, catalog, secrets);
  providers.register(INFORMATION_SCHEMA_ENTITY, createInformationSchemaProvider(dataSources, database), 'platform');
  providers.register(TABLE_MODEL_ENTITY, createTableModelProvider(catalog, coverage.screens), 'platform');
  const backExports = new BackExports(database, catalog);
  jobs.define(backExportProgram({ catalog, engine, providers, lookups, exports: backExports, files, users, permits, userPermits }));
  jobs.define(purgeUnsavedAttachmentsProgram(files));
  jobs.define(taskReminderProgram(engine.kit, catalog, config.reminderScanMinutes));
  for (const program of LATER_JOB_PROGRAMS) jobs.define(program);
  const actionHandlers = new Map([
    [`${BACK_EXPORT_ENTITY}.downloadFile`, backExportDownloadHandler(backExports, files, lookups, catalog)],
    ...registrationApprovalHandlers({ database, engine, mail }),
    ...supplierPortalAccountHandlers({ database, engine, mail }),
    ...invitationSendingHandlers({ database, engine, mail }),
    ...adminPasswordResetHandlers({ engine, accounts: passwordAccounts, mail, messages }),
    ...generateBarcodesHandlers({ engine }),
    ...purchaseOrderSyncHandlers({ engine, database, points: options.outboundPoints ?? new OutboundPoints() }),
    ...clientAppCommandHandlers({ engine, apps: clientApps, tokens: accessTokens, database }),
    ...swaggerImportHandlers({ engine, database, attachments: new AttachmentFiles(database), store: files }),
    ...dataSourceCommandHandlers(dataSources),
    ...codeGeneratorHandlers({ engine, database, catalog, sources: dataSources, root: options.repoRoot ?? REPO_ROOT, routes: new Set(coverage.screens.keys()), writeEnabled: config.devCodeWrite }),
  ]);
  const platformHandlers = messageCommandHandlers({ engine, database, mail, secrets });
  const pluginHandlerNames = [...actionHandlers.keys()];
  for (const [name, handler] of platformHandlers) actionHandlers.set(name, handler);
  // Operations features add to table entities beside the standard ones (src/server/services/entity-operation.ts).
  const families: EntityOperationFamily[] = [documentLinkOperations(engine, catalog, onWrite), treeOperations(engine.kit, onWrite), aggregateOperations(engine.kit), userListOperations(engine), effectiveDatedOperations(engine), matchFillOperations(engine), dynamicChartOperations({ engine, directory, coverage })];
  assertDeclaredPlugins({ action: pluginHandlerNames, recordCheck: pluginRecordChecks.keys(), serviceEntity: providers.pluginEntities() });
  const services = new Set<ServiceName>(catalog.all().map((entity) => entity.service));
  for (const service of services) {
    await app.register(entityRoutes, { prefix: `/api/${service}`, service, catalog, engine, providers, onWrite, operationLog: database, actionHandlers, families });
  }
  await app.register(bpmRoutes, { prefix: '/api/bpm', catalog, engine, urgeIntervalMinutes: config.urgeIntervalMinutes, outbox });
  await app.register(importRoutes, {
    prefix: '/api',
    catalog,
    engine,
    directory,
    coverage,
    lookups,
    database,
    limits: { maxBytes: config.importMaxBytes, maxRows: config.importMaxRows },
    onWrite,
  });
  await app.register(exportRoutes, { prefix: '/api', catalog, directory, coverage, engine, providers, lookups });
  const attachments = new AttachmentFiles(database);
  const fileService = { catalog, engine, store: files, attachments, access: new AttachmentAccess(directory, coverage, catalog, engine) };
  const fileKeys = await fileKeysOpening;
  await app.register(fileRoutes, { prefix: '/api', service: fileService, keys: fileKeys, nonces: state.nonces, dataDir: config.dataDir, officeCommand: config.officeCommand });
  await app.register(backExportRoutes, { prefix: '/api', catalog, directory, coverage, engine, exports: backExports, onWrite });
  // The OpenAPI document describes the entity routes registered above; built once the server is ready.
  let openApi: OpenApiDocument | null = null;
  const openApiDocument = () => (openApi ??= buildOpenApiDocument(catalog, app.registeredRoutes));
  await app.register(openApiRoutes, { prefix: '/api/base', document: openApiDocument });
  app.addHook('onReady', async () => synchronisePlatformApis(database, openApiDocument(), app.log));
  await registerStaticWeb(app, config.webDir);
  return app;
}
