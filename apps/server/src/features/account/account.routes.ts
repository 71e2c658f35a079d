import {
  changePasswordBodySchema,
  currentUserEnvelopeSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageEnvelopeSchema,
  resetPasswordBodySchema,
  resetPasswordParamsSchema,
  signupBodySchema,
  updateProfileBodySchema,
  userEnvelopeSchema,
} from '@stamp/shared/schemas/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Auth, clientInfo } from '../../http/auth';
import { PUBLIC_BODY_LIMIT } from '../../http/request-input';
import {
  clearSessionCookie,
  readSessionToken,
  setDeviceCookie,
  setSessionCookie,
} from '../../http/session-cookie';
import type { AccountService } from './account.service';

export function accountRoutes(accounts: AccountService, auth: Auth, secureCookies: boolean) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/user/signup',
      {
        bodyLimit: PUBLIC_BODY_LIMIT,
        schema: { body: signupBodySchema, response: { 201: userEnvelopeSchema } },
      },
      async (request, reply) => {
        const { user, token, device } = await accounts.signup(request.body, clientInfo(request));
        setSessionCookie(reply, token, secureCookies);
        setDeviceCookie(reply, device, secureCookies);
        return reply
          .status(201)
          .send({ success: true, message: 'Account created successfully', data: user });
      },
    );

    app.post(
      '/user/login',
      {
        bodyLimit: PUBLIC_BODY_LIMIT,
        schema: { body: loginBodySchema, response: { 200: userEnvelopeSchema } },
      },
      async (request, reply) => {
        const { user, token, device } = await accounts.login(request.body, clientInfo(request));
        setSessionCookie(reply, token, secureCookies);
        setDeviceCookie(reply, device, secureCookies);
        return { success: true as const, message: 'Logged in successfully', data: user };
      },
    );

    app.get(
      '/user/logout',
      { schema: { response: { 200: messageEnvelopeSchema } } },
      async (request, reply) => {
        await accounts.logout(readSessionToken(request));
        clearSessionCookie(reply, secureCookies);
        return { success: true as const, message: 'Logged out successfully' };
      },
    );

    app.get(
      '/user/get-user',
      { schema: { response: { 200: currentUserEnvelopeSchema } } },
      (request, reply) => {
        // A visitor is an answer, not an error (decision 0011): no 401 for every first visit.
        // The page asks on every navigation: a cached session answers without an async turn.
        const cached = auth.cached(request);
        if (cached !== undefined) return { success: true as const, data: cached?.user ?? null };
        return auth
          .optional(request, reply)
          .then((session) => ({ success: true as const, data: session?.user ?? null }));
      },
    );

    app.patch(
      '/user/profile',
      { schema: { body: updateProfileBodySchema, response: { 200: userEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const user = await accounts.updateProfile(session, request.body);
        return { success: true as const, message: 'Profile updated', data: user };
      },
    );

    app.post(
      '/user/password/change',
      { schema: { body: changePasswordBodySchema, response: { 200: messageEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        await accounts.changePassword(session, request.body);
        return { success: true as const, message: 'Password changed successfully' };
      },
    );

    app.post(
      '/user/password/forgot',
      {
        bodyLimit: PUBLIC_BODY_LIMIT,
        schema: { body: forgotPasswordBodySchema, response: { 200: messageEnvelopeSchema } },
      },
      async (request) => {
        await accounts.forgotPassword(request.body.email, clientInfo(request));
        return {
          success: true as const,
          message:
            'If an account exists for that email, we have sent a link to reset the password.',
        };
      },
    );

    app.post(
      '/user/password/reset/:resetToken',
      {
        bodyLimit: PUBLIC_BODY_LIMIT,
        schema: {
          params: resetPasswordParamsSchema,
          body: resetPasswordBodySchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await accounts.resetPassword(
          request.params.resetToken,
          request.body.newPassword,
          clientInfo(request),
        );
        // The caller may be signed in on this browser too; every session just ended.
        clearSessionCookie(reply, secureCookies);
        return {
          success: true as const,
          message: 'Password reset successfully. Please log in with your new password.',
        };
      },
    );
  };
}
