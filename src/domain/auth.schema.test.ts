import { describe, expect, it } from 'vitest';

import { readTwoFactorCode, safeAdminRedirect, SignInCodeSchema, SignInSchema, TWO_FACTOR_MESSAGES, TwoFactorConfirmSchema } from './auth.schema.ts';

describe('sign-in rules', () => {
  it('trims and lower-cases the e-mail, and requires both fields', () => {
    expect(SignInSchema.parse({ email: '  Owner@Example.COM ', password: 'x' }).email).toBe('owner@example.com');
    expect(SignInSchema.safeParse({ email: '', password: '' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Email address is required',
      'Password is required',
    ]);
  });

  it('only ever sends a signed-in administrator to a page of the admin area', () => {
    expect(safeAdminRedirect('/admin/parts?page=2')).toBe('/admin/parts?page=2');
    for (const target of [null, '', '/', '//evil.example/admin', 'https://evil.example/admin', '/admin/login?from=x', '/about']) {
      expect(safeAdminRedirect(target)).toBe('/admin/dashboard');
    }
  });
});

describe('two-factor codes', () => {
  it('tells an app code from a backup code by its shape, as people type them', () => {
    expect(readTwoFactorCode('123456')).toEqual({ kind: 'totp', code: '123456' });
    expect(readTwoFactorCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(readTwoFactorCode('aB3dE-9xYz0')).toEqual({ kind: 'backup', code: 'aB3dE-9xYz0' });
    expect(readTwoFactorCode('aB3dE9xYz0')).toEqual({ kind: 'backup', code: 'aB3dE-9xYz0' });
    expect(readTwoFactorCode('aB3dE 9xYz0')).toEqual({ kind: 'backup', code: 'aB3dE-9xYz0' });
    for (const typed of ['', '12345', '1234567', '12345a', 'aB3dE-9xYz', 'aB3dE--9xYz0', 'aB3dE_9xYz0', 'drop table']) {
      expect(readTwoFactorCode(typed)).toBeNull();
    }
  });

  it('refuses what is neither with words that say what to type', () => {
    const message = (code: string) => SignInCodeSchema.safeParse({ email: 'owner@example.com', code }).error?.issues[0]?.message;
    expect(message('')).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect(message('12345')).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(message('x'.repeat(33))).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(message('123 456')).toBeUndefined();
  });

  it('turns two-factor sign-in on with a code from the app only, never a backup code', () => {
    expect(TwoFactorConfirmSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(TwoFactorConfirmSchema.safeParse({ code: 'aB3dE-9xYz0' }).error?.issues[0]?.message).toBe(TWO_FACTOR_MESSAGES.appCodeFormat);
    expect(TwoFactorConfirmSchema.safeParse({ code: ' ' }).error?.issues[0]?.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
  });
});
