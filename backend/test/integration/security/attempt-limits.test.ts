import { randomBytes } from 'node:crypto';
import { insertCustomer } from '../../factories/account.factory';
import { attemptShopLogin, visitShop } from '../../support/shop-session';
import { TEST_REDIS_URL } from '../../support/test-database';
import { startTestApp, type TestApp } from '../../support/test-app';

// Two instances of the shop behind one load balancer share Redis, and so the count of failed attempts.
describe('failed-attempt limits across instances (Redis)', () => {
  const env = { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}` };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startTestApp({ products: 0, env });
    // The second instance runs on its own database copy: only Redis is shared, as in production.
    second = await startTestApp({ products: 0, env });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('refuses logins on one instance after failures on the other', async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@example.test`;
    const { password } = await first.withClient((client) => insertCustomer(client, { email }));
    await second.withClient((client) => insertCustomer(client, { email, password }));

    const agentOnFirst = await visitShop(first);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await attemptShopLogin(first, agentOnFirst, email, `wrong-${attempt}`).expect(401);
    }
    const agentOnSecond = await visitShop(second);
    const blocked = await attemptShopLogin(second, agentOnSecond, email, password).expect(429);
    expect(blocked.body.message).toMatch(/Too many attempts/);
  });

  it('counts per account: another account on the same address still logs in', async () => {
    const { email, password } = await second.withClient((client) => insertCustomer(client));
    const agent = await visitShop(second);
    await attemptShopLogin(second, agent, email, password).expect(200);
  });
});
