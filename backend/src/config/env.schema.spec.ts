import { buildAppConfig } from './app-config';
import { ConfigurationError } from './env.schema';

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
    expect(() => buildAppConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://a@b:1/c' })).toThrow(
      /SESSION_SECRET is required in production/,
    );
  });

  it('shows simulated ERP orders in development and asks the ERP once its address is configured', () => {
    expect(buildAppConfig({}).erp.source).toBe('simulated');
    expect(buildAppConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).erp.source).toBe(
      'builtin',
    );
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
