import { describe, expect, it } from 'vitest';
import { tokenUser } from './token-user';

function token(claims: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe('the user of a push token', () => {
  it('is the sub claim: a player id, or empty for a guest', () => {
    expect(tokenUser(token({ sub: '42', exp: 1 }))).toBe('42');
    expect(tokenUser(token({ sub: '', exp: 1 }))).toBe('');
  });

  it('reads claims whose encoding needs the URL-safe alphabet', () => {
    expect(tokenUser(token({ sub: '7', note: '??>>~~' }))).toBe('7');
  });

  it('is null for anything that is not a readable token', () => {
    expect(tokenUser('')).toBeNull();
    expect(tokenUser('not-a-token')).toBeNull();
    expect(tokenUser('a.%%%.c')).toBeNull();
    expect(tokenUser(token({ sub: 42 }))).toBeNull();
    expect(tokenUser(token('text'))).toBeNull();
    expect(tokenUser(token(null))).toBeNull();
  });
});
