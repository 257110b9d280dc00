import { describe, expect, it } from 'vitest';

import { safeAdminRedirect, SignInSchema } from './auth.schema.ts';

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
