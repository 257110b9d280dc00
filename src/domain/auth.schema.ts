import { z } from 'zod';

/** The login form and the sign-in route share this contract (SPEC §5 "Login"). */
export const SignInSchema = z.object({
  email: z
    .string({ error: 'Email address is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email address is required')
    .max(254, 'Email address is too long')
    .pipe(z.email('Enter a valid email address')),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password is too long'),
});
export type SignInInput = z.input<typeof SignInSchema>;

export const LoginHintSchema = z.object({ email: z.string() });

export const SessionUserSchema = z.object({ id: z.string(), email: z.string() });
export const SessionSchema = z.object({ user: SessionUserSchema, expiresAt: z.string() });
export type Session = z.infer<typeof SessionSchema>;

/** Idle and absolute session lifetimes (docs/decisions/006). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

/**
 * Failed sign-ins allowed within the window before a temporary lock: per account from one address,
 * and per address across accounts (docs/decisions/006). Never per account alone.
 */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Where to go after signing in: only a path inside the admin area, never another site. */
export function safeAdminRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/admin') || target.startsWith('//') || target.startsWith('/admin/login')) return '/admin/dashboard';
  return target;
}
