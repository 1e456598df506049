import { DomainError } from '../errors/domain-error';
import { MemoryAttemptStore, RateLimiter } from './rate-limiter';

const WINDOW_SECONDS = 60;

function limiter() {
  return new RateLimiter(new MemoryAttemptStore());
}

const limits = [
  { key: 'login:account:anna@example.test', limit: 5 },
  { key: 'login:ip:203.0.113.9', limit: 20 },
];

async function outcome(promise: Promise<unknown>): Promise<'allowed' | 'refused'> {
  try {
    await promise;
    return 'allowed';
  } catch (error) {
    if (error instanceof DomainError && error.code === 'TOO_MANY_ATTEMPTS') return 'refused';
    throw error;
  }
}

describe('attempt limits', () => {
  it('lets no more than the limit through when many guesses arrive at once', async () => {
    const rateLimiter = limiter();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => outcome(rateLimiter.attempt(limits, WINDOW_SECONDS))),
    );
    expect(results.filter((result) => result === 'allowed')).toHaveLength(5);
  });

  it('does not count attempts that succeeded, and forgives the account after a success', async () => {
    const rateLimiter = limiter();
    for (let failure = 0; failure < 4; failure += 1) await rateLimiter.attempt(limits, WINDOW_SECONDS);
    const right = await rateLimiter.attempt(limits, WINDOW_SECONDS);
    await right.succeeded();
    for (let failure = 0; failure < 5; failure += 1) await rateLimiter.attempt(limits, WINDOW_SECONDS);
    await expect(rateLimiter.attempt(limits, WINDOW_SECONDS)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: expect.any(Number),
    });
  });

  it('keeps counting an address across accounts', async () => {
    const rateLimiter = limiter();
    const perAddress = (account: number) => [
      { key: `login:account:${account}`, limit: 5 },
      { key: 'login:ip:198.51.100.1', limit: 3 },
    ];
    for (let account = 0; account < 3; account += 1) await rateLimiter.attempt(perAddress(account), 60);
    expect(await outcome(rateLimiter.attempt(perAddress(99), 60))).toBe('refused');
  });

  it('starts again once the window is over', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    try {
      const rateLimiter = limiter();
      const one = [{ key: 'reset:ip:192.0.2.1', limit: 1 }];
      await rateLimiter.attempt(one, WINDOW_SECONDS);
      expect(await outcome(rateLimiter.attempt(one, WINDOW_SECONDS))).toBe('refused');
      jest.setSystemTime(new Date('2026-11-22T10:01:01Z'));
      expect(await outcome(rateLimiter.attempt(one, WINDOW_SECONDS))).toBe('allowed');
    } finally {
      jest.useRealTimers();
    }
  });
});
