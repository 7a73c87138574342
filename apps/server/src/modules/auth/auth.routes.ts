import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  acceptTermsResponseSchema,
  authPaths,
  checkTokenRequestSchema,
  checkTokenResponseSchema,
  firstLoginResetRequestSchema,
  firstLoginResetResponseSchema,
  forgotPasswordRequestSchema,
  profileResponseSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  successResponseSchema,
} from '@tabib/contracts/auth';
import { actorOf } from '../../plugins/auth-context';
import { requestLocale } from '../../lib/request-locale';
import type { FirstLoginChannel } from './auth.service';

export const publicAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.post(
    authPaths.signIn,
    { schema: { body: signInRequestSchema, response: { 200: signInResponseSchema } } },
    async (request) => auth.signIn(request.body, { ip: request.ip, locale: requestLocale(request) }),
  );

  app.post(
    authPaths.checkToken,
    { schema: { body: checkTokenRequestSchema, response: { 200: checkTokenResponseSchema } } },
    async (request) => ({ is_valid_token: await auth.isTokenValid(request.body.token) }),
  );

  app.post(
    authPaths.forgotPassword,
    { schema: { body: forgotPasswordRequestSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, requestLocale(request));
      return { success: true as const, code: 'resetLinkSent' };
    },
  );

  app.post(
    authPaths.resetPassword,
    { schema: { body: resetPasswordRequestSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { success: true as const, code: 'passwordReset' };
    },
  );
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, profiles } = app.services;

  app.get(authPaths.profile, { schema: { response: { 200: profileResponseSchema } } }, async (request) => ({
    success: true as const,
    profile: await profiles.profileOf(actorOf(request).user),
    code: 'profileRetrieved',
  }));

  const firstLoginReset = (channel: FirstLoginChannel) => async (request: FastifyRequest<{ Body: { password: string } }>) =>
    auth.resetPasswordFirstLogin(actorOf(request), request.body.password, channel);
  const firstLoginSchema = { body: firstLoginResetRequestSchema, response: { 200: firstLoginResetResponseSchema } };
  app.put(authPaths.firstLoginResetDoctor, { schema: firstLoginSchema }, firstLoginReset('doctors'));
  app.put(authPaths.firstLoginResetClinic, { schema: firstLoginSchema }, firstLoginReset('clinics'));

  app.put(authPaths.acceptTerms, { schema: { response: { 200: acceptTermsResponseSchema } } }, async (request) => ({
    success: true as const,
    profile: await auth.acceptTerms(actorOf(request)),
    code: 'termsAccepted',
  }));

  app.post(authPaths.logout, { schema: { response: { 200: successResponseSchema } } }, async (request) => {
    await auth.logout(actorOf(request));
    return { success: true as const, code: 'loggedOut' };
  });
};
