import { describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { lightPasswordHashing } from './light-password-hashing';

describe('the test suites’ lighter password hashing (decision 090)', () => {
  it('checks a password against its own hash only, with a salt of its own each time', async () => {
    const hash = await lightPasswordHashing.hash('correct horse battery');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await lightPasswordHashing.hash('correct horse battery')).not.toBe(hash);
    expect(await lightPasswordHashing.verify({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await lightPasswordHashing.verify({ hash, password: 'correct horse batterY' })).toBe(false);
    expect(await lightPasswordHashing.verify({ hash: 'not-a-hash', password: 'correct horse battery' })).toBe(false);
  });

  it('is refused outside the test suites, so no real league stores weaker hashes', () => {
    const secret = 'x'.repeat(32);
    expect(() => readEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, PASSWORD_HASHING: 'light' })).toThrow(
      /PASSWORD_HASHING: light is for the test suites only/,
    );
    expect(() => readEnv({ NODE_ENV: 'development', PASSWORD_HASHING: 'light' })).toThrow(/PASSWORD_HASHING/);
    expect(readEnv({ NODE_ENV: 'test', PASSWORD_HASHING: 'light' }).PASSWORD_HASHING).toBe('light');
    expect(readEnv({ NODE_ENV: 'production', AUTH_SECRET: secret }).PASSWORD_HASHING).toBe('standard');
  });
});
