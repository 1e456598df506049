import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { BUILT_IN_ROLE_IDS } from '../../../src/database/seeders/demo-accounts';
import { insertAdminUser } from '../../factories/account.factory';
import {
  attemptLogin,
  cookiePairs,
  fetchCsrf,
  loginAsAdmin,
  type AdminAgent,
} from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { backOffice, countRows, type BackOfficeClient } from './back-office-client';

const { administrator, editor } = DEMO_ACCOUNTS;
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('back-office users', () => {
  let testApp: TestApp;
  let dataDir: string;
  let admin: BackOfficeClient;
  let adminAgent: AdminAgent;
  let adminId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tradeshop-users-'));
    testApp = await startTestApp({ products: 0, env: { DATA_DIR: dataDir } });
    adminAgent = await loginAsAdmin(testApp, administrator.email, administrator.password);
    admin = backOffice(testApp, adminAgent);
    adminId = (await admin.get('/admin/user/get-current-user').expect(200)).body.id;
  });

  afterAll(async () => {
    await testApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function addUser(fields: Record<string, unknown> = {}) {
    const email = `user-${Math.random().toString(36).slice(2, 10)}@tradeshop.test`;
    const { body } = await admin
      .post('/admin/user/add')
      .send({ type: 'user', name: 'Anna Andersson', email, roleId: BUILT_IN_ROLE_IDS.editor, ...fields })
      .expect(201);
    return body.user as { id: number; email: string };
  }

  it('adds a user who can then log in with the password given', async () => {
    const { body } = await admin
      .post('/admin/user/add')
      .send({
        type: 'user',
        name: 'Kari Nordmann',
        email: ' Kari.Nordmann@Tradeshop.test ',
        roleId: BUILT_IN_ROLE_IDS.editor,
        password: 'a-long-enough-password',
        language: 'nb',
      })
      .expect(201);
    expect(body).toMatchObject({
      type: 'user',
      user: { email: 'kari.nordmann@tradeshop.test', roleName: 'Editor', language: 'nb', active: true },
    });
    const agent = await loginAsAdmin(testApp, 'kari.nordmann@tradeshop.test', 'a-long-enough-password');
    const me = await backOffice(testApp, agent).get('/admin/user/get-current-user').expect(200);
    expect(me.body).toMatchObject({ name: 'Kari Nordmann', roleName: 'Editor' });

    const { body: audit } = await testApp
      .withClient((client) =>
        client.query(
          `select actor_id, details from audit_log where action = 'user.created' and subject_id = $1`,
          [body.user.id],
        ),
      )
      .then((result) => ({ body: result.rows }));
    expect(audit).toEqual([
      { actor_id: adminId, details: expect.objectContaining({ email: 'kari.nordmann@tradeshop.test' }) },
    ]);
  });

  it('finds users by name or e-mail, by id, and lists them in the tree', async () => {
    const user = await addUser({ name: 'Zacharias Quist' });
    const search = await admin.get('/admin/user/search').query({ query: 'quist' }).expect(200);
    expect(search.body).toEqual([{ id: user.id, name: 'Zacharias Quist', email: user.email, active: true }]);
    const byMail = await admin
      .get('/admin/user/search')
      .query({ query: user.email.slice(0, 12) })
      .expect(200);
    expect(byMail.body.map((found: { id: number }) => found.id)).toContain(user.id);

    const got = await admin.get('/admin/user/get').query({ id: user.id }).expect(200);
    expect(got.body).toMatchObject({
      id: user.id,
      roleId: BUILT_IN_ROLE_IDS.editor,
      twoFactorEnabled: false,
    });
    expect(got.body).not.toHaveProperty('passwordHash');
    const minimal = await admin.get('/admin/user/get-minimal').query({ id: user.id }).expect(200);
    expect(minimal.body).toEqual({ id: user.id, name: 'Zacharias Quist', email: user.email, active: true });

    const tree = await admin.get('/admin/user/tree-get-children-by-id').query({ node: 0 }).expect(200);
    expect(tree.body).toContainEqual({
      id: user.id,
      text: 'Zacharias Quist',
      type: 'user',
      leaf: true,
      active: true,
      twoFactorEnabled: false,
    });
    const users = await admin.get('/admin/user/get-users').expect(200);
    expect(users.body.map((found: { id: number }) => found.id)).toEqual(
      expect.arrayContaining([adminId, user.id]),
    );
  });

  it('answers 400 for an id that is not written with digits, and 404 for an id nobody has', async () => {
    const wrong = await admin.get('/admin/user/get').query({ id: '12abc' }).expect(400);
    expect(wrong.body.message).toBe('id must be a whole number written with digits only');
    await admin.get('/admin/user/get').expect(400);
    const missing = await admin.get('/admin/user/get').query({ id: 999999 }).expect(404);
    expect(missing.body).toMatchObject({ error: 'USER_NOT_FOUND', message: 'No user has the id 999999' });
  });

  it('refuses an e-mail address another user already has, storing nothing', async () => {
    const before = await countRows(testApp, 'admin_user');
    const { body } = await admin
      .post('/admin/user/add')
      .send({
        type: 'user',
        name: 'Copy',
        email: editor.email.toUpperCase(),
        roleId: BUILT_IN_ROLE_IDS.editor,
      })
      .expect(409);
    expect(body.message).toBe('This e-mail is already used by another user');
    expect(await countRows(testApp, 'admin_user')).toBe(before);

    const other = await addUser();
    const update = await admin
      .put('/admin/user/update')
      .query({ id: other.id })
      .send({ type: 'user', email: editor.email })
      .expect(409);
    expect(update.body.message).toBe('This e-mail is already used by another user');
  });

  it.each([
    [{ name: 'X', email: 'not-an-address', roleId: 2 }, 'email', 'email must be an e-mail address'],
    [{ name: ' ', email: 'a@tradeshop.test', roleId: 2 }, 'name', 'name must not be blank'],
    [{ name: 'X', email: 'a@tradeshop.test', roleId: 999 }, 'roleId', 'No role has the id 999'],
    [
      { name: 'X', email: 'a@tradeshop.test', roleId: 2, password: 'short' },
      'password',
      'password must be at least 10 characters long',
    ],
    [
      { name: 'X', email: 'a@tradeshop.test', roleId: 2, language: 'xx' },
      'language',
      'language must be one of fi, nb, sv, en, fr, it, da',
    ],
  ])('refuses to add a user with %j, naming the field', async (fields, field, message) => {
    const before = await countRows(testApp, 'admin_user');
    const { body } = await admin
      .post('/admin/user/add')
      .send({ type: 'user', ...fields })
      .expect(400);
    expect(body.message).toBe(message);
    expect(body.details).toContainEqual(expect.objectContaining({ field }));
    expect(await countRows(testApp, 'admin_user')).toBe(before);
  });

  it('refuses an add without a type it knows', async () => {
    const { body } = await admin.post('/admin/user/add').send({ type: 'group', name: 'X' }).expect(400);
    expect(body.message).toBe("type must be 'user' or 'role'");
  });

  it('changes a user, and a new password or a deactivation ends their sessions', async () => {
    const user = await addUser({ password: 'first-password-2026' });
    const agent = await loginAsAdmin(testApp, user.email, 'first-password-2026');
    await backOffice(testApp, agent).get('/admin/user/get-current-user').expect(200);

    const { body } = await admin
      .put('/admin/user/update')
      .query({ id: user.id })
      .send({
        type: 'user',
        name: 'Anna Berg',
        language: 'sv',
        twoFactorRequired: true,
        password: 'second-password-2026',
      })
      .expect(200);
    expect(body.user).toMatchObject({ name: 'Anna Berg', language: 'sv', twoFactorRequired: true });
    await backOffice(testApp, agent).get('/admin/user/get-current-user').expect(401);
    const again = await loginAsAdmin(testApp, user.email, 'second-password-2026');

    await admin
      .put('/admin/user/update')
      .query({ id: user.id })
      .send({ type: 'user', active: false })
      .expect(200);
    await backOffice(testApp, again).get('/admin/user/get-current-user').expect(401);
    const agentAfter = await fetchCsrf(testApp);
    await attemptLogin(testApp, agentAfter, {
      username: user.email,
      password: 'second-password-2026',
    }).expect(401);

    const audit = await testApp.withClient((client) =>
      client.query(
        `select details from audit_log where action = 'user.updated' and subject_id = $1 order by id`,
        [user.id],
      ),
    );
    expect(audit.rows[0].details).toMatchObject({
      name: { from: 'Anna Andersson', to: 'Anna Berg' },
      password: 'changed',
    });
    expect(JSON.stringify(audit.rows)).not.toContain('second-password');
  });

  it('keeps at least one active administrator, even when two demote each other at once', async () => {
    const first = await insertAdminUserWith(BUILT_IN_ROLE_IDS.administrator);
    const second = await insertAdminUserWith(BUILT_IN_ROLE_IDS.administrator);
    // The demo administrator steps aside, so that exactly these two are left.
    await testApp.withClient((client) =>
      client.query('update admin_user set active = false where id = $1', [adminId]),
    );
    try {
      const asFirst = backOffice(testApp, await loginAsAdmin(testApp, first.email, first.password));
      const asSecond = backOffice(testApp, await loginAsAdmin(testApp, second.email, second.password));
      const demote = (client: BackOfficeClient, id: number) =>
        client
          .put('/admin/user/update')
          .query({ id })
          .send({ type: 'user', roleId: BUILT_IN_ROLE_IDS.editor });
      const answers = await Promise.all([demote(asFirst, second.id), demote(asSecond, first.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(refused?.body.message).toMatch(/is the last active administrator/);
      const { rows } = await testApp.withClient((client) =>
        client.query<{ count: string }>(
          `select count(*) from admin_user u join admin_role r on r.id = u.role_id
           where u.active and r.code = 'administrator'`,
        ),
      );
      expect(Number(rows[0].count)).toBe(1);
    } finally {
      await testApp.withClient((client) =>
        client.query('update admin_user set active = true where id = $1', [adminId]),
      );
    }
  });

  it('refuses to delete or deactivate one’s own account', async () => {
    const deleted = await admin.delete('/admin/user/delete').query({ id: adminId }).expect(409);
    expect(deleted.body.message).toBe('You cannot delete your own account');
    await insertAdminUserWith(BUILT_IN_ROLE_IDS.administrator);
    const deactivated = await admin
      .put('/admin/user/update')
      .query({ id: adminId })
      .send({ type: 'user', active: false })
      .expect(409);
    expect(deactivated.body.message).toBe('You cannot deactivate your own account');
  });

  it('deletes a user, who can no longer log in', async () => {
    const user = await addUser({ password: 'delete-me-password' });
    const { body } = await admin.delete('/admin/user/delete').query({ id: user.id }).expect(200);
    expect(body).toMatchObject({ type: 'user', user: { id: user.id } });
    await admin.get('/admin/user/get').query({ id: user.id }).expect(404);
    const agent = await fetchCsrf(testApp);
    await attemptLogin(testApp, agent, { username: user.email, password: 'delete-me-password' }).expect(401);
  });

  it('lets every user edit their own name, language and key bindings', async () => {
    const asEditor = backOffice(testApp, await loginAsAdmin(testApp, editor.email, editor.password));
    const defaults = await asEditor.get('/admin/user/get-default-key-bindings').expect(200);
    expect(defaults.body).toContainEqual({ action: 'save', key: 's', ctrl: true, alt: false, shift: false });

    const bindings = [{ action: 'save', key: 'S', ctrl: true, alt: false, shift: true }];
    const { body } = await asEditor
      .put('/admin/user/update-current-user')
      .send({ name: 'Demo Editor', language: 'fi', keyBindings: bindings })
      .expect(200);
    expect(body).toMatchObject({ email: editor.email, language: 'fi' });
    const detail = await admin.get('/admin/user/get').query({ id: body.id }).expect(200);
    expect(detail.body.keyBindings).toEqual(bindings);

    const twice = await asEditor
      .put('/admin/user/update-current-user')
      .send({ keyBindings: [...bindings, ...bindings] })
      .expect(400);
    expect(twice.body.message).toBe("keyBindings lists the action 'save' twice");
    const unknown = await asEditor
      .put('/admin/user/update-current-user')
      .send({ keyBindings: [{ ...bindings[0], action: 'format-disk' }] })
      .expect(400);
    expect(unknown.body.details[0].field).toBe('keyBindings.0.action');
  });

  it('changes one’s own password only with the current one, and starts a fresh session', async () => {
    const user = await addUser({ password: 'own-password-2026' });
    const first = await loginAsAdmin(testApp, user.email, 'own-password-2026');
    const other = await loginAsAdmin(testApp, user.email, 'own-password-2026');
    const me = backOffice(testApp, first);

    const missing = await me
      .put('/admin/user/update-current-user')
      .send({ password: 'new-password-2026' })
      .expect(400);
    expect(missing.body.message).toBe('currentPassword is required to set a new password');
    const wrong = await me
      .put('/admin/user/update-current-user')
      .send({ password: 'new-password-2026', currentPassword: 'not-my-password' })
      .expect(400);
    expect(wrong.body.message).toBe('The current password is not correct');

    const changed = await me
      .put('/admin/user/update-current-user')
      .send({ password: 'new-password-2026', currentPassword: 'own-password-2026' })
      .expect(200);
    const fresh = cookiePairs(changed.headers['set-cookie']).find((cookie) =>
      cookie.startsWith('admin_session='),
    );
    expect(fresh).toBeDefined();
    await backOffice(testApp, first).get('/admin/user/get-current-user').expect(401);
    await backOffice(testApp, other).get('/admin/user/get-current-user').expect(401);
    const csrf = first.cookies.filter((cookie) => !cookie.startsWith('admin_session='));
    await backOffice(testApp, { cookies: [...csrf, fresh as string], csrf: first.csrf })
      .get('/admin/user/get-current-user')
      .expect(200);
    await loginAsAdmin(testApp, user.email, 'new-password-2026');
  });

  it('stores an uploaded picture and serves it, and draws initials when there is none', async () => {
    const user = await addUser({ name: 'Ülla Öhman' });
    const initials = await admin.get('/admin/user/get-image').query({ id: user.id }).buffer(true).expect(200);
    expect(initials.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(initials.body.toString()).toContain('>ÜÖ</text>');

    const uploaded = await admin
      .post('/admin/user/upload-image')
      .query({ id: user.id })
      .attach('image', TINY_PNG, { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    expect(uploaded.body.hasImage).toBe(true);
    const picture = await admin.get('/admin/user/get-image').query({ id: user.id }).buffer(true).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(picture.body as Buffer, TINY_PNG)).toBe(0);

    await admin.delete('/admin/user/delete-image').query({ id: user.id }).expect(200);
    const after = await admin.get('/admin/user/get-image').query({ id: user.id }).buffer(true).expect(200);
    expect(after.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each([
    [
      'a text file named like a picture',
      Buffer.from('<script>alert(1)</script>'),
      'The picture must be a PNG, JPEG or WebP image',
    ],
    [
      'a picture over 1 MB',
      Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024)]),
      'The picture must be at most 1 MB',
    ],
  ])('refuses %s as a picture', async (_what, bytes, message) => {
    const user = await addUser();
    const { body } = await admin
      .post('/admin/user/upload-image')
      .query({ id: user.id })
      .attach('image', bytes, { filename: 'me.png', contentType: 'image/png' })
      .expect(400);
    expect(body.message).toBe(message);
    expect((await admin.get('/admin/user/get').query({ id: user.id })).body.hasImage).toBe(false);
  });

  it('refuses an upload without a picture', async () => {
    const { body } = await admin
      .post('/admin/user/upload-current-user-image')
      .field('note', 'none')
      .expect(400);
    expect(body.message).toBe('Choose a picture to upload');
  });

  it('lets every user change their own picture', async () => {
    const agent = await loginAsAdmin(testApp, editor.email, editor.password);
    const { body } = await backOffice(testApp, agent)
      .post('/admin/user/upload-current-user-image')
      .attach('image', TINY_PNG, { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    expect(body).toMatchObject({ email: editor.email, hasImage: true });
  });

  it('gives every back-office user the names to share with, but only user managers the user list', async () => {
    const asEditor = backOffice(testApp, await loginAsAdmin(testApp, editor.email, editor.password));
    const users = await asEditor.get('/admin/user/get-users-for-sharing').expect(200);
    expect(users.body).toContainEqual({ id: adminId, name: administrator.name });
    const roles = await asEditor.get('/admin/user/get-roles-for-sharing').expect(200);
    expect(roles.body).toContainEqual({ id: BUILT_IN_ROLE_IDS.editor, name: 'Editor' });
    await asEditor.get('/admin/user/get-users').expect(403);
    await asEditor.get('/api/admin/users').expect(403);
  });

  describe('for react-admin', () => {
    it('lists users with Content-Range, sorted and filtered', async () => {
      await addUser({ name: 'Aaron Aalto' });
      const { body, headers } = await admin
        .get('/api/admin/users')
        .query({
          sort: '["name","ASC"]',
          range: '[0,1]',
          filter: JSON.stringify({ roleId: BUILT_IN_ROLE_IDS.editor }),
        })
        .expect(200);
      expect(headers['content-range']).toMatch(/^users 0-1\/\d+$/);
      expect(body).toHaveLength(2);
      expect(body[0].name).toBe('Aaron Aalto');
      expect(body.every((user: { roleId: number }) => user.roleId === BUILT_IN_ROLE_IDS.editor)).toBe(true);

      const search = await admin
        .get('/api/admin/users')
        .query({ filter: '{"q":"aalto","active":true}' })
        .expect(200);
      expect(search.body.map((user: { name: string }) => user.name)).toEqual(['Aaron Aalto']);
      await admin.get('/api/admin/users').query({ sort: '["passwordHash","ASC"]' }).expect(400);
      await admin.get('/api/admin/users').query({ filter: '{"active":"yes"}' }).expect(400);
    });

    it('creates, changes and deletes a user through the same rules', async () => {
      const created = await admin
        .post('/api/admin/users')
        .send({ name: 'Rest User', email: 'rest.user@tradeshop.test', roleId: BUILT_IN_ROLE_IDS.editor })
        .expect(201);
      expect(created.body).toMatchObject({ name: 'Rest User', active: true, roleName: 'Editor' });
      await admin
        .post('/api/admin/users')
        .send({ name: 'Again', email: 'REST.user@tradeshop.test', roleId: BUILT_IN_ROLE_IDS.editor })
        .expect(409);
      // react-admin sends the whole record back; the read-only fields are ignored.
      const updated = await admin
        .put(`/api/admin/users/${created.body.id}`)
        .send({ ...created.body, name: 'Rest User Renamed', roleName: 'Hacker', password: null })
        .expect(200);
      expect(updated.body).toMatchObject({ name: 'Rest User Renamed', roleName: 'Editor' });
      await admin.get(`/api/admin/users/${created.body.id}`).expect(200);
      await admin.delete(`/api/admin/users/${created.body.id}`).expect(200);
      await admin.get(`/api/admin/users/${created.body.id}`).expect(404);
      await admin.delete(`/api/admin/users/${adminId}`).expect(409);
    });
  });

  function insertAdminUserWith(role: number) {
    return testApp.withClient((client) => insertAdminUser(client, { role }));
  }

  describe('a user manager who is not an administrator', () => {
    let manager: BackOfficeClient;
    let managerId: number;
    let managersRoleId: number;

    beforeAll(async () => {
      const role = await admin
        .post('/api/admin/roles')
        .send({ name: 'User managers', permissions: ['users.read', 'users.write', 'catalogue.read'] })
        .expect(201);
      managersRoleId = role.body.id;
      const { id, email, password } = await testApp.withClient((client) =>
        insertAdminUser(client, { role: managersRoleId }),
      );
      managerId = id;
      manager = backOffice(testApp, await loginAsAdmin(testApp, email, password));
    });

    it('cannot create an administrator, or a role with more than their own permissions', async () => {
      const email = 'would-be-admin@tradeshop.test';
      const user = await manager
        .post('/api/admin/users')
        .send({ name: 'Mallory', email, roleId: BUILT_IN_ROLE_IDS.administrator })
        .expect(403);
      expect(user.body.message).toMatch(/permissions your own role does not have/);
      await manager
        .post('/api/admin/roles')
        .send({ name: 'Shadow admins', permissions: ['users.write', 'system_settings.write'] })
        .expect(403);
      const { body } = await admin.get(`/admin/user/search?query=${email}`).expect(200);
      expect(body).toEqual([]);
    });

    it('cannot give themselves another role', async () => {
      const response = await manager
        .put(`/api/admin/users/${managerId}`)
        .send({ roleId: BUILT_IN_ROLE_IDS.editor })
        .expect(403);
      expect(response.body.message).toBe('You cannot change your own role');
    });

    it("cannot change, delete or take over an administrator's account", async () => {
      await manager.put(`/api/admin/users/${adminId}`).send({ name: 'Not the admin' }).expect(403);
      await manager.delete(`/api/admin/users/${adminId}`).expect(403);
      await manager.get(`/admin/user/get-token-login-link?id=${adminId}`).expect(403);
      await manager.post('/admin/user/invitationlink').send({ id: adminId }).expect(403);
      await manager.put(`/admin/user/reset-2fa-secret?id=${adminId}`).expect(403);
      const { body } = await admin.get(`/admin/user/get?id=${adminId}`).expect(200);
      expect(body.name).not.toBe('Not the admin');
    });

    it('manages users whose role is within their own', async () => {
      await manager
        .post('/api/admin/users')
        .send({ name: 'Helper', email: 'helper@tradeshop.test', roleId: managersRoleId })
        .expect(201);
    });
  });
});
