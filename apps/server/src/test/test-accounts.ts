import { allowances, memberships } from '../db/schema';
import { newSignup, type TestApp, type TestClient } from './test-app';

/** The operator the tests sign in as: the account start-up makes from ADMIN_EMAIL. */
export const TEST_OPERATOR = { email: 'ops@stamp.test', password: 'operator password' };

const DAY_MS = 86_400_000;

/** The operator account, as ADMIN_EMAIL makes it, with a signed-in client. */
export async function signedInOperator(t: TestApp): Promise<TestClient> {
  await t.services.accounts.ensureAdmin(TEST_OPERATOR.email, TEST_OPERATOR.password);
  const client = t.client();
  const login = await client.post('/api/v1/user/login', {
    identifier: TEST_OPERATOR.email,
    password: TEST_OPERATOR.password,
  });
  if (login.status !== 200) throw new Error(`the operator's login answered ${login.status}`);
  return client;
}

/** A new user, signed up and signed in. */
export async function signedInUser(t: TestApp): Promise<{ client: TestClient; userId: string }> {
  const client = t.client();
  const signup = await client.post('/api/v1/user/signup', newSignup());
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  return { client, userId: signup.body.data._id as string };
}

/** A new user with Premium for 30 days from now and `left` downloads today. */
export async function signedInMember(
  t: TestApp,
  left: number,
): Promise<{ client: TestClient; userId: string }> {
  const user = await signedInUser(t);
  await t.db.insert(memberships).values({
    userId: user.userId,
    plan: 'premium',
    status: 'active',
    startDate: new Date(),
    endDate: new Date(Date.now() + 30 * DAY_MS),
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.businessTimeZone }).format(
    new Date(),
  );
  await t.db.insert(allowances).values({ userId: user.userId, remaining: left, lastReset: today });
  return user;
}
