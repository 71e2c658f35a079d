import type { Role } from '@stamp/shared/schemas/user';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operator } from '../../db/audit-log';
import type { Auth } from '../../http/auth';
import { forbidden } from '../../lib/errors';

/**
 * The parts of the operator console, each a set of `/api/v1/admin/…` routes. An editor runs the
 * catalog, the site's banners and the inbox; users, plans, payments, roles and the running of
 * festival reminders (e-mail to every reminded account) are the admin's.
 */
export type OperatorArea =
  | 'catalog'
  | 'site'
  | 'inbox'
  | 'users'
  | 'plans'
  | 'payments'
  | 'roles'
  | 'reminders';

const EDITOR_AREAS: ReadonlySet<OperatorArea> = new Set(['catalog', 'site', 'inbox']);

/** Whether `role` may use the routes of `area`. */
export function mayOperate(role: Role, area: OperatorArea): boolean {
  if (role === 'admin') return true;
  return role === 'editor' && EDITOR_AREAS.has(area);
}

/**
 * The tag an admin route carries in the OpenAPI document: it names the route's area, so the
 * document says who may call it and the authorization test reads it from there.
 */
export function operatorTag(area: OperatorArea): string {
  return `operators: ${area}`;
}

/** The area an OpenAPI tag names, or null for a tag that is not an operator area's. */
export function areaOfTag(tag: string): OperatorArea | null {
  const match = /^operators: (\w+)$/.exec(tag);
  return match ? (match[1] as OperatorArea) : null;
}

/**
 * A signed-in operator allowed into `area`: 401 for a visitor, 403 for a user, and 403 for an
 * editor outside the editor's areas.
 */
export async function requireOperator(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  area: OperatorArea,
) {
  const session = await auth.required(request, reply);
  const { role } = session.user;
  if (!mayOperate(role, area)) {
    throw forbidden(role === 'editor' ? 'Only an admin can do that' : 'Only operators can do that');
  }
  return session;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The console area an `/admin/…` route belongs to, read from its OpenAPI tag. */
    operatorArea?: OperatorArea;
  }
  interface FastifyRequest {
    /** The operator making an `/admin/…` request, set by the guard before the handler runs. */
    operator?: Operator;
  }
}

/** The operator of a guarded `/admin/…` request: what services record in the audit log. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw forbidden('Only operators can do that');
  return request.operator;
}

/**
 * Guards every route registered in `scope` after this call: each must carry an operator area's
 * tag (start-up fails otherwise, so no route can be added unguarded), and a request is checked
 * against that area before its body is read or validated: a visitor gets 401 and a user or an
 * editor outside the area 403 whatever they send.
 */
export function guardOperatorRoutes(scope: FastifyInstance, auth: Auth): void {
  scope.addHook('onRoute', (route) => {
    const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
    const areas = tags.map(areaOfTag).filter((area) => area !== null);
    if (areas.length !== 1) {
      throw new Error(`${route.method} ${route.url}: an operator route names exactly one area`);
    }
    route.config = { ...route.config, operatorArea: areas[0] };
  });
  scope.addHook('onRequest', async (request, reply) => {
    const area = request.routeOptions.config.operatorArea;
    if (!area) throw forbidden('Only operators can do that');
    const { user } = await requireOperator(auth, request, reply, area);
    request.operator = { id: user._id, email: user.email, role: user.role };
  });
}
