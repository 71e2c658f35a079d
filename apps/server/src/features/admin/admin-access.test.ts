import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, signedInUser } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { areaOfTag, type OperatorArea } from './admin-auth';

let t: TestApp;
let admin: TestClient;
let user: TestClient;
let editor: TestClient;
let editorId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInOperator(t);
  user = (await signedInUser(t)).client;
  const staff = await signedInUser(t);
  editor = staff.client;
  editorId = staff.userId;
  const made = await admin.request('PUT', `/api/v1/admin/users/${editorId}/role`, {
    role: 'editor',
  });
  expect(made.status).toBe(200);
});
afterAll(() => t?.close());

interface Operation {
  method: string;
  path: string;
  area: OperatorArea;
}

/** Every operator route, read from the OpenAPI document: a route added later is covered too. */
async function operatorOperations(): Promise<Operation[]> {
  const docs = await t.client().get('/api/docs');
  const paths = docs.body.paths as Record<string, Record<string, { tags?: string[] }>>;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    if (!path.startsWith('/api/v1/admin/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const areas = (operation.tags ?? []).map(areaOfTag).filter((area) => area !== null);
      expect(areas, `${method} ${path} names one operator area`).toHaveLength(1);
      operations.push({ method: method.toUpperCase(), path, area: areas[0] as OperatorArea });
    }
  }
  return operations;
}

// The rule, written out here rather than read from the code it checks.
const EDITOR_MAY: ReadonlySet<OperatorArea> = new Set(['catalog', 'site', 'inbox']);

// An id of the right shape that names nothing: the check comes before any lookup.
const NO_SUCH_ID = '0123456789abcdef01234567';
const call = (client: TestClient, { method, path }: Operation) =>
  client.request(method, path.replace(/\{\w+\}/g, NO_SUCH_ID), method === 'GET' ? undefined : {});

describe('every operator route', () => {
  it('refuses a visitor with 401 and a user with 403, before reading what they send', async () => {
    const operations = await operatorOperations();
    expect(operations.length).toBeGreaterThanOrEqual(7);
    for (const operation of operations) {
      const label = `${operation.method} ${operation.path}`;
      const visitor = await call(t.client(), operation);
      expect([visitor.status, visitor.body.code], label).toEqual([401, 'UNAUTHORIZED']);
      const customer = await call(user, operation);
      expect([customer.status, customer.body.code], label).toEqual([403, 'FORBIDDEN']);
    }
  });

  it("lets an editor into the catalog, the site and the inbox, and nowhere an admin's", async () => {
    for (const operation of await operatorOperations()) {
      const label = `${operation.method} ${operation.path} (${operation.area})`;
      const answer = await call(editor, operation);
      if (EDITOR_MAY.has(operation.area)) {
        // Past the check: the empty body or the id that names nothing is what is refused.
        expect([401, 403], label).not.toContain(answer.status);
      } else {
        expect([answer.status, answer.body.message], label).toEqual([
          403,
          'Only an admin can do that',
        ]);
      }
    }
  });
});

describe('making an editor', () => {
  it('gives the catalog to an editor at once, and takes it back at once', async () => {
    const staff = await signedInUser(t);
    const category = () =>
      staff.client.post('/api/v1/admin/categories', { name: `C ${staff.userId}` });
    expect((await category()).status).toBe(403);

    const made = await admin.request('PUT', `/api/v1/admin/users/${staff.userId}/role`, {
      role: 'editor',
    });
    expect(made.body).toEqual({
      success: true,
      message: 'Made an editor',
      data: { _id: staff.userId, role: 'editor' },
    });
    // The same session sees the new role on its next request.
    expect((await staff.client.get('/api/v1/user/get-user')).body.data.role).toBe('editor');
    expect((await category()).status).toBe(201);

    const taken = await admin.request('PUT', `/api/v1/admin/users/${staff.userId}/role`, {
      role: 'user',
    });
    expect(taken.body.message).toBe('No longer an editor');
    expect((await category()).status).toBe(403);
  });

  it('is for admins: an editor cannot make editors, or make themselves anything', async () => {
    const other = await signedInUser(t);
    const byEditor = await editor.request('PUT', `/api/v1/admin/users/${other.userId}/role`, {
      role: 'editor',
    });
    expect(byEditor.status).toBe(403);
    const self = await editor.request('PUT', `/api/v1/admin/users/${editorId}/role`, {
      role: 'user',
    });
    expect(self.status).toBe(403);
  });

  it("refuses to touch an admin's role, an unknown user, or a role it cannot give", async () => {
    const me = (await admin.get('/api/v1/user/get-user')).body.data._id as string;
    const demote = await admin.request('PUT', `/api/v1/admin/users/${me}/role`, { role: 'user' });
    expect([demote.status, demote.body.code]).toEqual([409, 'CONFLICT']);
    expect((await admin.get('/api/v1/user/get-user')).body.data.role).toBe('admin');

    const nobody = await admin.request('PUT', `/api/v1/admin/users/${NO_SUCH_ID}/role`, {
      role: 'editor',
    });
    expect(nobody.status).toBe(404);

    const target = await signedInUser(t);
    for (const role of ['admin', 'Editor', '', null]) {
      const wrong = await admin.request('PUT', `/api/v1/admin/users/${target.userId}/role`, {
        role,
      });
      expect(wrong.status, String(role)).toBe(400);
    }
  });
});
