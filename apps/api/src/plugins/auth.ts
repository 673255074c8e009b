import fastifyJwt from '@fastify/jwt';
import { type Language, type Role, SESSION_END_CODES } from '@station/domain';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/errors';
import { createAuthRepository } from './auth.repository';

export const TOKEN_LIFETIME = '12h';
const TOKEN_LIFETIME_S = 12 * 3600;
/** However often it is refreshed, a session ends this long after its sign-in. */
export const SESSION_LIFETIME_MS = 7 * 24 * 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  sub: string;
  ver: number;
  /** The sign-in (admin_sessions) the token belongs to, and its place in that session's refreshes. */
  sid: string;
  gen: number;
}

/** One link of a session's chain of tokens. */
export interface SessionLink {
  id: string;
  generation: number;
  startedAt: Date;
}

export interface SessionAdmin {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: Date;
  tokenVersion: number;
  /** A regular admin's right to publish; supers always may (see `mayPublish`). */
  canPublish: boolean;
  /** The console's language the admin chose, or null to follow the browser. */
  language: Language | null;
}

/** Whether this admin may publish, unpublish, schedule, or change what is public. */
export const mayPublish = (admin: Pick<SessionAdmin, 'role' | 'canPublish'>) =>
  admin.role === 'super' || admin.canPublish;

export const NEEDS_PUBLISH_RIGHT =
  'Readers see this at once, so it needs the right to publish. A super administrator can give you the right.';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionAdmin;
    /** The session of the token the request came with. */
    session: SessionLink;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireSuper: (request: FastifyRequest) => Promise<void>;
    /** For every write readers see at once: a writer's change goes through review, never around it. */
    requirePublishRight: (request: FastifyRequest) => Promise<void>;
    issueToken: (admin: { id: string; tokenVersion: number }, session: SessionLink) => string;
  }
}

/**
 * Answers that carry a token or what only a signed-in admin may read are kept by no browser or proxy
 * cache: every route behind a session guard sends this, and so does login.
 */
export const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};

/**
 * Bearer tokens are HS256 only, read from the Authorization header only, must expire, and are checked
 * against the database on every request: a password change, a logout, a deletion or a demotion
 * counts from the next call.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; db: Db }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
      // A token without `exp` would never end on its own, so it is refused even with a good signature.
      verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
    });
    const repo = createAuthRepository(options.db);

    app.decorateRequest('admin', null as unknown as SessionAdmin);
    app.decorateRequest('session', null as unknown as SessionLink);
    // A token lasts 12 hours, or less when its session's seven days end sooner.
    app.decorate('issueToken', (admin: { id: string; tokenVersion: number }, session: SessionLink) => {
      const sessionLeftS = Math.floor(
        (session.startedAt.getTime() + SESSION_LIFETIME_MS - Date.now()) / 1000,
      );
      return app.jwt.sign(
        { sub: admin.id, ver: admin.tokenVersion, sid: session.id, gen: session.generation },
        { expiresIn: Math.max(1, Math.min(TOKEN_LIFETIME_S, sessionLeftS)) },
      );
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = await request.jwtVerify<TokenClaims>().catch((error: { code?: string }) => {
        if (error.code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED')
          throw unauthorized('Your session has ended. Please log in again.', SESSION_END_CODES.expired);
        throw unauthorized(
          error.code === 'FST_JWT_NO_AUTHORIZATION_IN_HEADER'
            ? 'Please log in: this needs an Authorization bearer token.'
            : 'Your session is not valid. Please log in again.',
        );
      });
      if (
        typeof claims.sub !== 'string' ||
        !UUID.test(claims.sub) ||
        typeof claims.ver !== 'number' ||
        typeof claims.sid !== 'string' ||
        !UUID.test(claims.sid) ||
        typeof claims.gen !== 'number'
      ) {
        throw unauthorized();
      }
      const row = await repo.adminWithSession(claims.sub, claims.sid);
      // A token from before a password change or a refresh, or of a deleted admin, was ended on purpose:
      // the console tells the admin why instead of only showing the login form.
      if (!row || row.tokenVersion !== claims.ver || row.generation !== claims.gen || !row.startedAt)
        throw unauthorized(
          'Your session was ended: you logged out, your password was changed or your account was removed. Please log in again.',
          SESSION_END_CODES.revoked,
        );
      const { generation, startedAt, ...admin } = row;
      request.admin = admin;
      request.session = { id: claims.sid, generation, startedAt };
    });

    app.decorate('requireSuper', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (request.admin.role !== 'super') throw forbidden('Only a super administrator can do this.');
    });

    app.decorate('requirePublishRight', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (!mayPublish(request.admin)) throw forbidden(NEEDS_PUBLISH_RIGHT);
    });

    // A public read that a console signs (the post list) checks the token itself and keeps its own
    // revalidated caching: its text is public anyway.
    const guards = new Set<unknown>([app.authenticate, app.requireSuper, app.requirePublishRight]);
    app.addHook('onRoute', (route) => {
      if (![route.onRequest].flat().some((hook) => guards.has(hook))) return;
      route.onSend = [...[route.onSend ?? []].flat(), noStore];
    });
  },
  { name: 'auth' },
);
