import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing for the test suites only (PASSWORD_HASHING=light, refused outside
 * NODE_ENV=test; decision 090). The same scrypt as Better Auth's and the same stored shape
 * (`salt:key` in hex), at a cost of N=1024, r=8 instead of N=16384, r=16: about 1 ms a hash
 * instead of 150-600 ms on CI's two cores, where every test account hashed twice (sign-up,
 * then its code's check) and every sign-in once. Production keeps Better Auth's own.
 */
const LIGHT = { N: 1024, r: 8, p: 1, keyLength: 64 } as const;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, LIGHT.keyLength, { N: LIGHT.N, r: LIGHT.r, p: LIGHT.p }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export const lightPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
