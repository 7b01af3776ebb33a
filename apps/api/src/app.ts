/**
 * Builds the Fastify application from settings and an open database. `main.ts` starts it; tests
 * build it with `inject` against a fresh database.
 */
import { readFileSync } from 'node:fs';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { installValidationMessages } from '@fairchance/shared';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { authenticatePlugin } from './features/auth/authenticate.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createTokenSigner } from './features/auth/tokens.ts';
import { applicationRoutes } from './features/applications/routes.ts';
import { clientRoutes } from './features/clients/routes.ts';
import { profileDraftRoutes } from './features/profile-drafts/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { applicantRoutes } from './features/applicants/routes.ts';
import { employerRoutes } from './features/employers/routes.ts';
import { employerTeamRoutes } from './features/employer-team/routes.ts';
import { jobPostingRoutes } from './features/jobs/posting-routes.ts';
import { jobRoutes } from './features/jobs/routes.ts';
import { jobReportRoutes } from './features/job-reports/routes.ts';
import { caseManagerRoutes } from './features/case-managers/routes.ts';
import { invitationRoutes } from './features/invitations/routes.ts';
import { organizationRoutes } from './features/organizations/routes.ts';
import { organizationClaimRoutes } from './features/organization-claims/routes.ts';
import { rspClientRoutes } from './features/rsp-clients/routes.ts';
import { outcomeRoutes } from './features/outcomes/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { rspNoticeRoutes } from './features/rsp-notices/routes.ts';
import { savedSearchRoutes } from './features/saved-searches/routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { createMediaStore, type MediaStore } from './features/uploads/storage.ts';
import { userRoutes } from './features/users/routes.ts';
import { staffRoutes } from './features/staff/routes.ts';
import { auditLogRoutes } from './features/audit-log/routes.ts';
import { jobModerationRoutes } from './features/job-moderation/routes.ts';
import { organizationClaimStaffRoutes } from './features/organization-claims/staff-routes.ts';
import { adminUserRoutes } from './features/admin-users/routes.ts';
import { adminEmployerRoutes } from './features/admin-employers/routes.ts';
import { adminNumberRoutes } from './features/admin-numbers/routes.ts';
import { devMailRoutes } from './features/mail/routes.ts';
import { limitPasswordHashing, setPasswordHashCost } from './lib/passwords.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerWeb } from './plugins/web.ts';
import type { Settings } from './settings.ts';

export interface BuildAppOptions {
  settings: Settings;
  database: DatabaseHandle;
  /** Where uploads go; by default DATA_DIR/media. */
  mediaStore?: MediaStore;
}

/** JSON bodies larger than this are refused with 413 (uploads have their own limit). */
const BODY_LIMIT_BYTES = 256 * 1024;

function readPem(file: string, setting: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${setting}: cannot read ${file} (${reason})`, { cause: error });
  }
}

/**
 * HTTPS when the settings name a certificate, with HTTP/2 and HTTP/1.1 on the same port (decision
 * 053): on HTTP/2 a phone fetches a screen's files at once over one connection, instead of six at
 * a time. Node's compatibility layer gives the routes the same request and reply either way, so
 * the instance keeps its HTTP/1 type.
 */
function serverOptions(settings: Settings): object {
  if (!settings.tls) return {};
  return {
    http2: true,
    https: {
      allowHTTP1: true,
      cert: readPem(settings.tls.certFile, 'TLS_CERT_FILE'),
      key: readPem(settings.tls.keyFile, 'TLS_KEY_FILE'),
    },
  };
}

export async function buildApp({
  settings,
  database,
  mediaStore,
}: BuildAppOptions): Promise<FastifyInstance> {
  installValidationMessages();
  const app = Fastify({
    ...serverOptions(settings),
    logger: {
      level: settings.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // One line per request, when it is answered (see the onResponse hook below), instead of
    // Fastify's two (issue 11: logging was a visible part of each request's CPU).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (default: none).
    trustProxy: settings.trustProxy.length > 0 ? settings.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by a serializer compiled from each response schema, not parsed by Zod on
  // every request (issue 11); development and tests still check them with Zod as well.
  app.setSerializerCompiler(
    createResponseSerializerCompiler({
      validate: settings.env !== 'production',
      onZodFallback: (route, reason) =>
        app.log.warn({ route, reason }, 'response serialized by Zod: its schema is not compiled'),
    }),
  );
  const media = mediaStore ?? (await createMediaStore(settings));
  const ctx: AppContext = { settings, db: database.db, dbKind: database.kind, media };
  app.decorate('ctx', ctx);
  limitPasswordHashing({
    concurrency: settings.passwordHashConcurrency,
    queue: settings.passwordHashQueue,
  });
  setPasswordHashCost(settings.passwordHashCost);

  const { authSecret } = settings;
  if (!authSecret) throw new Error('buildApp needs settings.authSecret (main.ts resolves it).');
  registerErrorHandling(app);
  await registerSecurityHeaders(app, settings);
  await registerCompression(app);
  await registerDocs(app);

  await app.register(
    async (api) => {
      await api.register(authenticatePlugin, {
        tokens: createTokenSigner({
          secret: authSecret,
          issuer: settings.publicUrl,
          lifetimeSeconds: settings.accessTokenSeconds,
        }),
      });
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(employerRoutes);
      await api.register(employerTeamRoutes);
      await api.register(jobPostingRoutes);
      await api.register(applicantRoutes);
      await api.register(clientRoutes);
      await api.register(profileDraftRoutes);
      await api.register(jobRoutes);
      await api.register(jobReportRoutes);
      await api.register(applicationRoutes);
      await api.register(organizationRoutes);
      await api.register(organizationClaimRoutes);
      await api.register(caseManagerRoutes);
      await api.register(invitationRoutes);
      await api.register(rspClientRoutes);
      await api.register(outcomeRoutes);
      await api.register(reportRoutes);
      await api.register(rspNoticeRoutes);
      await api.register(savedSearchRoutes);
      await api.register(uploadRoutes, { store: media });
      await api.register(staffRoutes);
      await api.register(auditLogRoutes);
      await api.register(jobModerationRoutes);
      await api.register(organizationClaimStaffRoutes);
      await api.register(adminUserRoutes);
      await api.register(adminEmployerRoutes);
      await api.register(adminNumberRoutes);
    },
    { prefix: '/api' },
  );

  if (settings.devRoutes) await app.register(devMailRoutes, { prefix: '/dev' });

  await registerWeb(app, settings.webDist);
  return app;
}
