import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import type { ShopAgent } from '../../support/shop-session';
import type { TestApp } from '../../support/test-app';

let address = 0;
/** A client address of its own for each call unless told, so the flood limits stay out of the way. */
export function freshIp(): string {
  address += 1;
  return `10.${Math.floor(address / 250) + 20}.${address % 250}.1`;
}

export function shopPost(testApp: TestApp, agent: ShopAgent, path: string, ip = freshIp()) {
  return testApp
    .http()
    .post(`/api/shop/${path}`)
    .set('Cookie', agent.cookies)
    .set('X-CSRF-Token', agent.csrf)
    .set('X-Forwarded-For', ip);
}

/** A back-office list or record under /api/admin/<resource>, with a filter when given. */
export function adminGet(testApp: TestApp, agent: AdminAgent, path: string, filter?: object) {
  const query = filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return testApp.http().get(`/api/admin/${path}${query}`).set('Cookie', agent.cookies);
}

export function adminPost(testApp: TestApp, agent: AdminAgent, path: string, body: object) {
  return testApp
    .http()
    .post(`/api/admin/${path}`)
    .set('Cookie', agent.cookies)
    .set('X-CSRF-Token', agent.csrf)
    .send(body);
}

export function loginAsEditor(testApp: TestApp): Promise<AdminAgent> {
  return loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
}
