import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /**
     * A route of the first-login steps themselves (profile, password change, terms, logout): the
     * one open to a session whose account has not done them yet. Every other protected route
     * answers 403 firstLoginRequired to it.
     */
    beforeOnboarding?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Resolves the acting account from the bearer token; scopes add `authenticate` as an onRequest hook. */
export const authContextPlugin = fp(async (app) => {
  app.decorateRequest('actor', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.actor = await app.services.auth.authenticate(bearerToken(request), {
      beforeOnboarding: request.routeOptions.config.beforeOnboarding === true,
    });
  });
});

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('actorOf called on a route outside the protected scope');
  return request.actor;
}
