import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../../http/auth';
import { forbidden } from '../../lib/errors';

/** A signed-in operator (role admin), else 401 for visitors and 403 for everyone else. */
export async function requireAdmin(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const session = await auth.required(request, reply);
  if (session.user.role !== 'admin') throw forbidden('Only operators can do that');
  return session;
}
