import fastifyCookie from '@fastify/cookie';
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
  resetTokenCheckSchema,
  signInRequestSchema,
  signInResponseSchema,
  successResponseSchema,
} from '@tabib/contracts/auth';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';
import { requestLocale } from '../../lib/request-locale';
import type { FirstLoginChannel } from './auth.service';
import { deviceCookie } from './sign-in-devices';

export const publicAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  tagRoutes(app, 'auth');
  // The device cookie (sign-in-devices.ts) is the only cookie the API reads.
  await app.register(fastifyCookie);

  app.post(
    authPaths.signIn,
    {
      schema: {
        operationId: 'signIn',
        errors: ['invalidCredentials', 'signInNeedsUserBox', 'signInWithoutUserBox', 'accountBlocked', 'tooManyRequest'],
        body: signInRequestSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const { answer, deviceToken } = await auth.signIn(request.body, {
        ip: request.ip,
        deviceToken: request.cookies[deviceCookie.name],
        locale: requestLocale(request),
      });
      reply.setCookie(deviceCookie.name, deviceToken, deviceCookie.options(request.protocol === 'https'));
      return answer;
    },
  );

  app.post(
    authPaths.checkToken,
    { schema: { operationId: 'checkToken', body: checkTokenRequestSchema, response: { 200: checkTokenResponseSchema } } },
    async (request) => ({ is_valid_token: await auth.isTokenValid(request.body.token) }),
  );

  app.post(
    authPaths.forgotPassword,
    {
      schema: {
        operationId: 'requestPasswordReset',
        body: forgotPasswordRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      auth.requestPasswordReset(request.body.email, requestLocale(request));
      return { success: true as const, code: 'resetLinkSent' };
    },
  );

  app.post(
    authPaths.checkResetToken,
    {
      schema: {
        operationId: 'checkResetToken',
        errors: ['invalidResetToken'],
        body: resetTokenCheckSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await auth.checkResetToken(request.body.token);
      return { success: true as const, code: 'resetTokenValid' };
    },
  );

  app.post(
    authPaths.resetPassword,
    {
      schema: {
        operationId: 'resetPassword',
        errors: ['invalidResetToken'],
        body: resetPasswordRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { success: true as const, code: 'passwordReset' };
    },
  );
};

/** The first-login steps and what their pages call: open before the steps are done (plugins/auth-context.ts). */
const beforeOnboarding = { beforeOnboarding: true };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, profiles } = app.services;
  tagRoutes(app, 'auth');

  app.get(
    authPaths.profile,
    { config: beforeOnboarding, schema: { operationId: 'getOwnProfile', response: { 200: profileResponseSchema } } },
    async (request) => ({
      success: true as const,
      profile: await profiles.profileOf(actorOf(request).user),
      code: 'profileRetrieved',
    }),
  );

  const firstLoginReset = (channel: FirstLoginChannel) => async (request: FastifyRequest<{ Body: { password: string } }>) =>
    auth.resetPasswordFirstLogin(actorOf(request), request.body.password, channel);
  const firstLoginOptions = (operationId: string) => ({
    config: beforeOnboarding,
    schema: {
      operationId,
      errors: ['forbidden'] as const,
      body: firstLoginResetRequestSchema,
      response: { 200: firstLoginResetResponseSchema },
    },
  });
  app.put(authPaths.firstLoginResetDoctor, firstLoginOptions('setFirstLoginPassword'), firstLoginReset('doctors'));
  app.put(authPaths.firstLoginResetClinic, firstLoginOptions('setClinicFirstLoginPassword'), firstLoginReset('clinics'));

  app.put(
    authPaths.acceptTerms,
    { config: beforeOnboarding, schema: { operationId: 'acceptTerms', response: { 200: acceptTermsResponseSchema } } },
    async (request) => ({
      success: true as const,
      profile: await auth.acceptTerms(actorOf(request)),
      code: 'termsAccepted',
    }),
  );

  app.post(
    authPaths.logout,
    { config: beforeOnboarding, schema: { operationId: 'signOut', response: { 200: successResponseSchema } } },
    async (request) => {
      await auth.logout(actorOf(request));
      return { success: true as const, code: 'loggedOut' };
    },
  );
};
