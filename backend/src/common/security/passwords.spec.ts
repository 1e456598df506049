import { hashPassword, verifyPassword } from './passwords';

// The test setup lowers argon2's cost for speed; this spec checks what production really uses.
jest.unmock('argon2');

describe('password hashing', () => {
  it('hashes with argon2id at the library defaults: 64 MiB, 3 passes, 4 lanes', async () => {
    const hash = await hashPassword('Correct-horse-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('accepts the right password and refuses a wrong one or an unknown account', async () => {
    const hash = await hashPassword('Correct-horse-2026');
    await expect(verifyPassword(hash, 'Correct-horse-2026')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'correct-horse-2026')).resolves.toBe(false);
    await expect(verifyPassword(null, 'Correct-horse-2026')).resolves.toBe(false);
  });
});
