import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAppConfig } from './app-config';
import { ConfigurationError, EXAMPLE_SESSION_SECRET } from './env.schema';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db:5432/shop',
  SESSION_SECRET: 'a'.repeat(64),
  PUBLIC_URL: 'https://shop.example.com',
};

function problemsOf(raw: Record<string, string>): string {
  try {
    buildAppConfig(raw);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.message;
    throw error;
  }
  return '';
}

describe('configuration', () => {
  it('runs on the embedded database and in-process jobs when no service is configured', () => {
    const config = buildAppConfig({});
    expect(config.database).toEqual({ mode: 'embedded', poolSize: 1 });
    expect(config.redisUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('uses the configured PostgreSQL server with a normal pool', () => {
    const config = buildAppConfig({ DATABASE_URL: 'postgres://shop:secret@db.internal:5432/shop' });
    expect(config.database).toEqual({
      mode: 'server',
      url: 'postgres://shop:secret@db.internal:5432/shop',
      poolSize: 10,
    });
  });

  it('rejects a malformed DATABASE_URL with a message that shows the expected form', () => {
    expect(() => buildAppConfig({ DATABASE_URL: 'mysql://nope' })).toThrow(ConfigurationError);
    expect(() => buildAppConfig({ DATABASE_URL: 'mysql://nope' })).toThrow(
      /DATABASE_URL must look like postgres:\/\/user:password@host:5432\/database/,
    );
  });

  it('lists every invalid variable at once', () => {
    let message = '';
    try {
      buildAppConfig({ PORT: 'eighty', REDIS_URL: 'localhost:6379', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/REDIS_URL must look like redis:\/\/host:6379/);
    expect(message).toMatch(/LOG_LEVEL/);
  });

  it('requires a session secret in production', () => {
    expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: '' })).toMatch(
      /SESSION_SECRET is required in production: set it to at least 32 random characters/,
    );
  });

  it("refuses .env.example's placeholder secret in production, and the placeholder is the one the file shows", () => {
    const example = readFileSync(join(__dirname, '..', '..', '..', '.env.example'), 'utf8');
    expect(example).toContain(`SESSION_SECRET=${EXAMPLE_SESSION_SECRET}\n`);
    expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: EXAMPLE_SESSION_SECRET })).toMatch(
      /SESSION_SECRET is still \.env\.example's placeholder/,
    );
    expect(buildAppConfig({ SESSION_SECRET: EXAMPLE_SESSION_SECRET }).sessionSecret).toBe(
      EXAMPLE_SESSION_SECRET,
    );
  });

  it('requires PUBLIC_URL in production and otherwise derives it from the port', () => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: '' })).toMatch(/PUBLIC_URL is required in production/);
    expect(buildAppConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(buildAppConfig({ PORT: '8080', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:8080');
    expect(buildAppConfig({ ...PRODUCTION, PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe(
      'https://shop.example.com',
    );
  });

  it('lists every production problem in one message', () => {
    const message = problemsOf({ NODE_ENV: 'production' });
    expect(message).toMatch(/SESSION_SECRET is required/);
    expect(message).toMatch(/PUBLIC_URL is required/);
  });

  it('trusts loopback proxies by default and takes a list of addresses, ranges and range names', () => {
    expect(buildAppConfig({}).trustedProxies).toEqual(['loopback']);
    expect(
      buildAppConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 172.28.0.10 ,uniquelocal,fd00::/8' }).trustedProxies,
    ).toEqual(['10.0.0.0/8', '172.28.0.10', 'uniquelocal', 'fd00::/8']);
    expect(buildAppConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
  });

  it('names the wrong entries of TRUSTED_PROXIES', () => {
    expect(problemsOf({ TRUSTED_PROXIES: '10.0.0.0/33, proxy.internal, 127.0.0.1' })).toMatch(
      /TRUSTED_PROXIES has "10\.0\.0\.0\/33", "proxy\.internal": give addresses, CIDR ranges/,
    );
    expect(problemsOf({ TRUSTED_PROXIES: 'none,10.0.0.1' })).toMatch(/none cannot be combined/);
  });

  it('seeds 2,000 demo products by default, none in production', () => {
    expect(buildAppConfig({}).seedProducts).toBe(2000);
    expect(buildAppConfig(PRODUCTION).seedProducts).toBe(0);
    expect(buildAppConfig({ ...PRODUCTION, SEED_PRODUCTS: '50' }).seedProducts).toBe(50);
  });

  it('takes the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(buildAppConfig({}).firstAdministrator).toBeUndefined();
    expect(
      buildAppConfig({ ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'long enough password' })
        .firstAdministrator,
    ).toEqual({ email: 'owner@shop.example', password: 'long enough password', name: 'Administrator' });
    expect(problemsOf({ ADMIN_EMAIL: 'owner@shop.example' })).toMatch(
      /ADMIN_EMAIL and ADMIN_PASSWORD go together/,
    );
    expect(problemsOf({ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'long enough password' })).toMatch(
      /ADMIN_EMAIL must be an e-mail address/,
    );
  });

  it('shows simulated ERP orders in development and asks the ERP once its address is configured', () => {
    expect(buildAppConfig({}).erp.source).toBe('simulated');
    expect(buildAppConfig(PRODUCTION).erp.source).toBe('builtin');
    expect(buildAppConfig({ ERP_URL: 'https://erp.internal/api' }).erp).toMatchObject({
      source: 'http',
      url: 'https://erp.internal/api',
      timeoutMs: 5000,
    });
  });

  it('refuses an ERP source of http without the ERP address', () => {
    expect(() => buildAppConfig({ ERP_SOURCE: 'http' })).toThrow(
      /ERP_URL is required when ERP_SOURCE is http/,
    );
  });
});
