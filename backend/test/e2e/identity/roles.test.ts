import { ALL_PERMISSIONS } from '@tradeshop/shared';
import { BUILT_IN_ROLE_IDS, DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { insertAdminUser } from '../../factories/account.factory';
import { loginAsAdmin } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { backOffice, countRows, type BackOfficeClient } from './back-office-client';

const { administrator } = DEMO_ACCOUNTS;

describe('back-office roles', () => {
  let testApp: TestApp;
  let admin: BackOfficeClient;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
    admin = backOffice(testApp, await loginAsAdmin(testApp, administrator.email, administrator.password));
  });

  afterAll(() => testApp.close());

  async function addRole(name: string, permissions: string[]) {
    const { body } = await admin
      .post('/admin/user/add')
      .send({ type: 'role', name, permissions })
      .expect(201);
    return body.role as { id: number; name: string; permissions: string[] };
  }

  async function userWithRole(roleId: number): Promise<BackOfficeClient> {
    const user = await testApp.withClient((client) => insertAdminUser(client, { role: roleId }));
    return backOffice(testApp, await loginAsAdmin(testApp, user.email, user.password));
  }

  it('gives administrators every permission and editors catalogue and content but not users or settings', async () => {
    const administrators = await admin
      .get('/admin/user/role-get')
      .query({ id: BUILT_IN_ROLE_IDS.administrator });
    expect(administrators.body).toMatchObject({ name: 'Administrator', builtIn: true, allPermissions: true });
    expect(administrators.body.permissions).toEqual([...ALL_PERMISSIONS]);

    const editors = await admin
      .get('/admin/user/role-get')
      .query({ id: BUILT_IN_ROLE_IDS.editor })
      .expect(200);
    expect(editors.body.permissions).toEqual(
      expect.arrayContaining(['catalogue.read', 'catalogue.write', 'content.read', 'content.write']),
    );
    for (const permission of ['users.read', 'users.write', 'system_settings.read', 'system_settings.write']) {
      expect(editors.body.permissions).not.toContain(permission);
    }
  });

  it('adds a role whose users may do exactly what it grants', async () => {
    const role = await addRole('Catalogue viewers', ['catalogue.read', 'dashboard.read', 'catalogue.read']);
    expect(role.permissions).toEqual(['dashboard.read', 'catalogue.read']);

    const viewer = await userWithRole(role.id);
    await viewer.get('/api/admin/products').expect(200);
    await viewer.post('/api/admin/categories/recount').expect(403);
    await viewer.get('/admin/user/get-users').expect(403);
    const me = await viewer.get('/admin/user/get-current-user').expect(200);
    expect(me.body).toMatchObject({ roleName: 'Catalogue viewers', permissions: role.permissions });

    const tree = await admin.get('/admin/user/role-tree-get-children-by-id').query({ node: 0 }).expect(200);
    expect(tree.body).toContainEqual({
      id: role.id,
      text: 'Catalogue viewers',
      type: 'role',
      leaf: true,
      builtIn: false,
      allPermissions: false,
    });
    const roles = await admin.get('/admin/user/get-roles').expect(200);
    expect(roles.body).toContainEqual({ id: role.id, name: 'Catalogue viewers' });
  });

  it('refuses a permission that does not exist, storing nothing', async () => {
    const before = await countRows(testApp, 'admin_role');
    const { body } = await admin
      .post('/admin/user/add')
      .send({ type: 'role', name: 'Root', permissions: ['catalogue.read', 'everything.write'] })
      .expect(400);
    expect(body.message).toBe(
      "permissions must each be a section and action such as catalogue.read; 'everything.write' is not one",
    );
    expect(body.details).toEqual([{ field: 'permissions', reason: body.message }]);
    await admin.post('/admin/user/add').send({ type: 'role', name: 'Root', permissions: 'all' }).expect(400);
    await admin.post('/admin/user/add').send({ type: 'role', permissions: [] }).expect(400);
    expect(await countRows(testApp, 'admin_role')).toBe(before);
  });

  it('refuses a second role of the same name, whatever the letter case', async () => {
    await addRole('Order desk', ['orders.read']);
    const before = await countRows(testApp, 'admin_role');
    const { body } = await admin
      .post('/api/admin/roles')
      .send({ name: 'ORDER DESK', permissions: ['orders.read'] })
      .expect(409);
    expect(body.message).toBe("A role named 'ORDER DESK' already exists");
    expect(await countRows(testApp, 'admin_role')).toBe(before);
  });

  it('changes a role’s name and permissions, and its users’ rights follow', async () => {
    const role = await addRole('Translators', ['translations.read']);
    const translator = await userWithRole(role.id);
    await translator.get('/api/admin/products').expect(403);

    const { body } = await admin
      .put('/admin/user/update')
      .query({ id: role.id })
      .send({
        type: 'role',
        name: 'Translators and editors',
        permissions: ['translations.read', 'catalogue.read'],
      })
      .expect(200);
    expect(body).toMatchObject({ type: 'role', role: { name: 'Translators and editors', userCount: 1 } });
    await translator.get('/api/admin/products').expect(200);

    const audit = await testApp.withClient((client) =>
      client.query(
        `select action, details from audit_log where subject_type = 'role' and subject_id = $1 order by id`,
        [role.id],
      ),
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['role.created', 'role.updated']);
    expect(audit.rows[1].details).toMatchObject({
      name: { from: 'Translators', to: 'Translators and editors' },
      permissions: { from: ['translations.read'], to: ['catalogue.read', 'translations.read'] },
    });
  });

  it('keeps every permission on the administrator role', async () => {
    const { body } = await admin
      .put(`/api/admin/roles/${BUILT_IN_ROLE_IDS.administrator}`)
      .send({ permissions: ['catalogue.read'] })
      .expect(409);
    expect(body.message).toBe(
      "The role 'Administrator' always has every permission; its permissions cannot be reduced",
    );
    const role = await admin.get(`/api/admin/roles/${BUILT_IN_ROLE_IDS.administrator}`).expect(200);
    expect(role.body.permissions).toHaveLength(ALL_PERMISSIONS.length);
  });

  it('refuses to delete a role that users still have, saying how many', async () => {
    const role = await addRole('Warehouse', ['orders.read']);
    await userWithRole(role.id);
    await userWithRole(role.id);
    const { body } = await admin
      .delete('/admin/user/delete')
      .query({ id: role.id, type: 'role' })
      .expect(409);
    expect(body.message).toBe(
      "The role 'Warehouse' is still assigned to 2 users; give them another role first",
    );
    await admin.get('/admin/user/role-get').query({ id: role.id }).expect(200);
  });

  it('refuses to delete a built-in role', async () => {
    const { body } = await admin
      .delete('/admin/user/delete')
      .query({ id: BUILT_IN_ROLE_IDS.editor, type: 'role' })
      .expect(409);
    expect(body.message).toBe("'Editor' is a built-in role and cannot be deleted");
  });

  it('deletes a role nobody has', async () => {
    const role = await addRole('Temporary', []);
    const { body } = await admin
      .delete('/admin/user/delete')
      .query({ id: role.id, type: 'role' })
      .expect(200);
    expect(body).toMatchObject({ type: 'role', role: { id: role.id, name: 'Temporary' } });
    const missing = await admin.get('/admin/user/role-get').query({ id: role.id }).expect(404);
    expect(missing.body).toMatchObject({ error: 'ROLE_NOT_FOUND', message: `No role has the id ${role.id}` });
  });

  it('lists roles for react-admin with Content-Range and user counts', async () => {
    const { body, headers } = await admin
      .get('/api/admin/roles')
      .query({ sort: '["id","ASC"]', range: '[0,1]' })
      .expect(200);
    expect(headers['content-range']).toMatch(/^roles 0-1\/\d+$/);
    expect(body.map((role: { name: string }) => role.name)).toEqual(['Administrator', 'Editor']);
    expect(body[0].userCount).toBeGreaterThanOrEqual(1);
    const filtered = await admin.get('/api/admin/roles').query({ filter: '{"q":"edit"}' }).expect(200);
    expect(filtered.body.map((role: { name: string }) => role.name)).toContain('Editor');
  });

  it('creates and deletes a role through react-admin', async () => {
    const created = await admin
      .post('/api/admin/roles')
      .send({ name: 'SEO team', permissions: ['seo.read', 'seo.write'] })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'SEO team', builtIn: false, userCount: 0 });
    const updated = await admin
      .put(`/api/admin/roles/${created.body.id}`)
      .send({ ...created.body, permissions: ['seo.read'] })
      .expect(200);
    expect(updated.body.permissions).toEqual(['seo.read']);
    await admin.delete(`/api/admin/roles/${created.body.id}`).expect(200);
    await admin.get(`/api/admin/roles/${created.body.id}`).expect(404);
  });
});
