import { OPERATOR } from './catalog';
import { stamp, type TestUser } from './pages';

/** Makes a user a Pro member through the operator's support grant (no checkout needed). */
export async function grantMembership(user: TestUser): Promise<void> {
  const base = stamp().url;
  const login = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: OPERATOR.email, password: OPERATOR.password }),
  });
  const cookie =
    (login.headers.getSetCookie().find((c) => c.startsWith('stamp_session=')) ?? '').split(
      ';',
    )[0] ?? '';
  const me = await fetch(`${base}/api/v1/user/get-user`, { headers: { cookie: user.cookie } });
  const userId = ((await me.json()) as { data: { _id: string } }).data._id;
  const grant = await fetch(`${base}/api/v1/admin/users/${userId}/membership`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ plan: 'pro', days: 30 }),
  });
  if (!grant.ok) throw new Error(`the membership grant answered ${grant.status}`);
}
