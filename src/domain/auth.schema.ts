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
/**
 * The answer to "who is signed in?": the session, or nobody. Nobody signed in is an answer, not an
 * error, so the sign-in page's check logs no failed request in the browser.
 */
export const SessionStateSchema = z.union([SessionSchema, z.object({ user: z.null() })]);

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

/*
 * Two-factor sign-in (PRODUCT.md "Beyond" 9; docs/decisions/017). After the password, an
 * administrator who turned it on types the 6-digit code from an authenticator app, or one of the
 * ten backup codes shown when it was turned on. Each backup code works once.
 */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app',
  codeFormat: 'Enter the 6-digit code from your app, or a backup code such as abcde-12345',
  appCodeFormat: 'Enter the 6-digit code your app shows',
  invalidCode: 'That code is not right. Type the code your app shows now, or a backup code.',
  codeUsed: 'That code has just been used. Wait for the next code in your app and sign in again.',
  challengeEnded: 'This sign-in has expired. Please sign in again.',
  wrongPassword: 'That password is not right.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is off.',
  notStarted: 'Start again: turn on two-factor sign-in to get a new code for your app.',
} as const;

const TOTP_CODE = /^\d{6}$/;
const BACKUP_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/**
 * A code as typed: spaces dropped (apps show "123 456"); a backup code typed without its hyphen
 * gets it back. Which kind it is follows from its shape.
 */
export function readTwoFactorCode(typed: string): { kind: 'totp' | 'backup'; code: string } | null {
  const code = typed.replace(/\s+/g, '');
  if (TOTP_CODE.test(code)) return { kind: 'totp', code };
  if (BACKUP_CODE.test(code)) return { kind: 'backup', code: code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}` };
  return null;
}

export const TwoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(32, TWO_FACTOR_MESSAGES.codeFormat)
  .refine((code) => readTwoFactorCode(code) !== null, TWO_FACTOR_MESSAGES.codeFormat);

/** The login's second step. The e-mail only names whose failures to count; the challenge cookie says who is signing in. */
export const SignInCodeSchema = z.object({ email: SignInSchema.shape.email, code: TwoFactorCodeSchema });
export type SignInCodeInput = z.input<typeof SignInCodeSchema>;

/** What a correct password answers: the session, or that a code is wanted next. */
export const TwoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
export const SignInResultSchema = z.union([SessionSchema, TwoFactorChallengeSchema]);
export type SignInResult = z.infer<typeof SignInResultSchema>;

/** Settings that change how the administrator signs in ask for the password again. */
export const PasswordConfirmSchema = z.object({ password: SignInSchema.shape.password });
export type PasswordConfirmInput = z.input<typeof PasswordConfirmSchema>;

/** Turning it on proves the app works: only its 6-digit code will do. */
export const TwoFactorConfirmSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .trim()
    .min(1, TWO_FACTOR_MESSAGES.codeRequired)
    .refine((code) => readTwoFactorCode(code)?.kind === 'totp', TWO_FACTOR_MESSAGES.appCodeFormat),
});
export type TwoFactorConfirmInput = z.input<typeof TwoFactorConfirmSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Backup codes not yet used, while two-factor sign-in is on. */
  backupCodesLeft: z.number().int().nullable(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** Shown once, when two-factor sign-in is being turned on: the app's link (as a QR code), its key typed by hand, the backup codes. */
export const TwoFactorSetupSchema = z.object({ totpUri: z.string(), secret: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const BackupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
