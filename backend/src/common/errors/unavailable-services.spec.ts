import { unavailableServiceError } from './unavailable-services';

function errorWith(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), fields);
}

describe('unavailableServiceError', () => {
  it.each([
    [
      'PostgreSQL refusing connections',
      errorWith('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
    ],
    [
      'a connection cut by a fast shutdown',
      errorWith('terminating connection due to administrator command', { code: '57P01' }),
    ],
    ['PostgreSQL starting up', errorWith('the database system is starting up', { code: '57P03' })],
    ['a pooled connection gone', errorWith('Connection terminated unexpectedly')],
    ['the cause of a wrapped error', errorWith('query failed', { cause: errorWith('x', { code: '08006' }) })],
  ])('answers 503 for %s, asking to try again soon', (_, error) => {
    const mapped = unavailableServiceError(error);
    expect(mapped).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 });
    expect(mapped?.message).toMatch(/database/);
  });

  it('answers 503 for Redis away', () => {
    const error = errorWith('Reached the max retries per request limit (which is 2).', {
      name: 'MaxRetriesPerRequestError',
    });
    expect(unavailableServiceError(error)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('says the disk is full for ENOSPC', () => {
    expect(unavailableServiceError(errorWith('no space left on device', { code: 'ENOSPC' }))).toMatchObject({
      code: 'STORAGE_FULL',
      message: expect.stringMatching(/disk is full/),
    });
  });

  it('leaves other errors alone: a constraint violation or a bug stays a 500', () => {
    expect(unavailableServiceError(errorWith('duplicate key value', { code: '23505' }))).toBeUndefined();
    expect(
      unavailableServiceError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBeUndefined();
  });
});
