import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { BackupCodesSchema, PasswordConfirmSchema, readTwoFactorCode, TwoFactorConfirmSchema, TwoFactorSetupSchema, TwoFactorStatusSchema } from '../../../domain/auth.schema.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from './better-auth.ts';
import { forwardCookies, toFetchHeaders } from './session.ts';
import { confirmTwoFactor, renewBackupCodes, startTwoFactor, turnOffTwoFactor, twoFactorStatus, type TwoFactorCaller } from './two-factor.service.ts';

/** /api/admin/two-factor: the signed-in administrator turns two-factor sign-in on or off (docs/decisions/017). */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; clock: Clock }> = async (app, { db, auth, clock }) => {
  const caller = (request: FastifyRequest): TwoFactorCaller => ({
    admin: request.admin,
    ipAddress: request.ip,
    headers: toFetchHeaders(request),
    now: clock(),
    onFailure: (reason) => request.log.warn({ event: 'password_check_refused', reason, email: request.admin.email, ip: request.ip }, 'password check refused'),
  });

  app.get('/two-factor', { schema: { response: { 200: TwoFactorStatusSchema } } }, async (request) => twoFactorStatus(db, auth, request.admin.id));

  app.post('/two-factor/setup', { schema: { body: PasswordConfirmSchema, response: { 200: TwoFactorSetupSchema } } }, async (request) =>
    startTwoFactor(db, auth, caller(request), request.body.password),
  );

  app.post('/two-factor/confirm', { schema: { body: TwoFactorConfirmSchema, response: { 200: TwoFactorStatusSchema } } }, async (request, reply) => {
    forwardCookies(reply, await confirmTwoFactor(db, auth, caller(request), readTwoFactorCode(request.body.code)!.code));
    return twoFactorStatus(db, auth, request.admin.id);
  });

  app.post('/two-factor/backup-codes', { schema: { body: PasswordConfirmSchema, response: { 200: BackupCodesSchema } } }, async (request) => ({
    backupCodes: await renewBackupCodes(db, auth, caller(request), request.body.password),
  }));

  app.post('/two-factor/off', { schema: { body: PasswordConfirmSchema, response: { 200: TwoFactorStatusSchema } } }, async (request, reply) => {
    forwardCookies(reply, await turnOffTwoFactor(db, auth, caller(request), request.body.password));
    return twoFactorStatus(db, auth, request.admin.id);
  });
};
