import { randomInt } from 'node:crypto';
import { OPERATOR } from './catalog';
import { stamp, type TestUser } from './pages';

let session: Promise<string> | undefined;

/**
 * `stamp_session=…` of the ADMIN_EMAIL operator (an admin), signed in over the API once per test
 * file, from a client address of its own (the test server trusts X-Forwarded-For): other files
 * sign this account in too, and the login limits count per account and address.
 */
export function adminCookie(): Promise<string> {
  session ??= signIn();
  return session;
}

async function signIn(): Promise<string> {
  const address = `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  const login = await fetch(`${stamp().url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ identifier: OPERATOR.email, password: OPERATOR.password }),
  });
  const cookie =
    (login.headers.getSetCookie().find((c) => c.startsWith('stamp_session=')) ?? '').split(
      ';',
    )[0] ?? '';
  if (!login.ok || !cookie) throw new Error(`the operator's login answered ${login.status}`);
  return cookie;
}

/** A call to the admin API as the operator; throws with the answer when it is refused. */
export async function asAdmin(method: string, apiPath: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${stamp().url}/api/v1${apiPath}`, {
    method,
    headers: {
      cookie: await adminCookie(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: unknown };
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}`);
  return json.data;
}

/** Makes a signed-up user an editor, as an admin would. */
export async function makeEditor(user: TestUser): Promise<void> {
  const me = await fetch(`${stamp().url}/api/v1/user/get-user`, {
    headers: { cookie: user.cookie },
  });
  const { _id } = ((await me.json()) as { data: { _id: string } }).data;
  await asAdmin('PUT', `/admin/users/${_id}/role`, { role: 'editor' });
}
