import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { SignInCodeSchema, type SignInInput, SignInSchema } from '../../../../domain/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSignIn, useSignInCode } from '../api/auth-queries.ts';

const EMAIL_FIELD_ID = 'login-email';
const alertClass = 'mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800';
const CodeFormSchema = SignInCodeSchema.pick({ code: true });

const CHALLENGE_ENDED = 'TWO_FACTOR_CHALLENGE_ENDED';

function signInMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return error.code === CHALLENGE_ENDED ? error.message : 'Invalid credentials';
    if (error.status === 429 || error.status === 400 || error.status === 403) return error.message;
    if (error.status === 0) return error.message;
    return 'Authentication failed';
  }
  return 'Login failed';
}

/** The code step's refusals are the server's own words: a wrong code, a lock, the code already used. */
function codeMessage(error: unknown): string {
  return error instanceof ApiError && (error.status === 401 || error.status === 429) ? error.message : signInMessage(error);
}

interface SignInStepsProps {
  /** What the password step says above its form. */
  intro: string;
  /** An address to fill in: the default administrator's, or the one whose session ended. */
  suggestedEmail?: string;
  /** The address is known (a session that ended): the cursor starts in the password. */
  passwordFirst?: boolean;
  onSignedIn: () => void;
}

/**
 * Signing in: the e-mail address and password, then, for an administrator with two-factor sign-in on,
 * the code from the authenticator app or a backup code (docs/decisions/017). The login page and the
 * "Sign in again" dialog of a session that ended mid-work both use it.
 */
export function SignInSteps({ intro, suggestedEmail, passwordFirst = false, onSignedIn }: SignInStepsProps) {
  const signIn = useSignIn();
  const form = useForm<SignInInput>({ resolver: zodResolver(SignInSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  // With two-factor sign-in on, a right password leads to the code; a code step that ended comes back here with why.
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [codeStepEnded, setCodeStepEnded] = useState<string | null>(null);

  // The suggested address may arrive from the server; fill it in unless something was typed already or
  // the field is being typed in (text written under the cursor would run into what is typed).
  useEffect(() => {
    if (suggestedEmail && !form.getValues('email') && document.activeElement?.id !== EMAIL_FIELD_ID) form.setValue('email', suggestedEmail);
  }, [suggestedEmail, form]);

  const busy = signIn.isPending;
  const submit = form.handleSubmit((values) => {
    setCodeStepEnded(null);
    signIn.mutate(values, {
      onSuccess: (result) => {
        if ('twoFactorRequired' in result) {
          form.setValue('password', '');
          setCodeFor(form.getValues('email'));
        } else onSignedIn();
      },
    });
  });
  const restart = (why: string | null) => {
    signIn.reset();
    setCodeStepEnded(why);
    setCodeFor(null);
  };

  if (codeFor) return <CodeStep email={codeFor} onSignedIn={onSignedIn} onRestart={restart} />;
  return (
    <>
      <p className="mt-2 text-stone-700">{intro}</p>
      {signIn.isError || codeStepEnded ? (
        <p role="alert" className={alertClass}>
          {codeStepEnded ?? signInMessage(signIn.error)}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-label="Admin Login">
        <FormField id={EMAIL_FIELD_ID} label="Email address" error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="username" required disabled={busy} className={inputClass} {...form.register('email')} />}
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only in the dialog of a session that ended, whose address is known: the one field left to type */}
          {(control) => <input {...control} type="password" autoComplete="current-password" required disabled={busy} autoFocus={passwordFirst} className={inputClass} {...form.register('password')} />}
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </>
  );
}

/**
 * The second step, for an administrator with two-factor sign-in on: the 6-digit code from the
 * authenticator app, or a backup code (docs/decisions/017).
 */
function CodeStep({ email, onSignedIn, onRestart }: { email: string; onSignedIn: () => void; onRestart: (why: string | null) => void }) {
  const [backup, setBackup] = useState(false);
  const signInCode = useSignInCode();
  const form = useForm<{ code: string }>({ resolver: zodResolver(CodeFormSchema), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;
  const busy = signInCode.isPending;
  const submit = form.handleSubmit(({ code }) =>
    signInCode.mutate(
      { email, code },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === CHALLENGE_ENDED) onRestart(failure.message);
          else form.setValue('code', '');
        },
      },
    ),
  );
  const label = backup ? 'Backup code' : 'Authentication code';
  return (
    <>
      <h2 className="mt-2 text-lg font-semibold text-stone-900">Two-factor sign-in</h2>
      <p className="mt-1 text-stone-700">
        {backup
          ? 'Type one of the backup codes you saved when you turned on two-factor sign-in. Each code works once.'
          : `Open your authenticator app and type the 6-digit code it shows for ${email}.`}
      </p>
      {signInCode.isError ? <p role="alert" className={alertClass}>{codeMessage(signInCode.error)}</p> : null}
      <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-label="Two-factor sign-in">
        <FormField id="login-code" label={label} error={error}>
          {(control) => (
            <input
              {...control}
              key={label}
              type="text"
              inputMode={backup ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- this step replaces the password form after the owner asked for it: the code is the one field to type
              autoFocus
              required
              disabled={busy}
              className={`${inputClass} font-mono text-lg tracking-widest`}
              {...form.register('code')}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="ghost" onClick={() => setBackup((value) => !value)} disabled={busy}>
          {backup ? 'Use the code from your app' : 'Use a backup code'}
        </Button>
        <Button variant="ghost" onClick={() => onRestart(null)} disabled={busy}>
          Start again
        </Button>
      </div>
    </>
  );
}
