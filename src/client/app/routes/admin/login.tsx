import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { safeAdminRedirect, type SignInInput, SignInSchema } from '../../../../domain/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { useLoginHint, useSession, useSignIn } from '../../../features/auth/api/auth-queries.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';


const EMAIL_FIELD_ID = 'login-email';

function signInMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Invalid credentials';
    if (error.status === 429 || error.status === 400 || error.status === 403) return error.message;
    if (error.status === 0) return error.message;
    return 'Authentication failed';
  }
  return 'Login failed';
}

export default function LoginRoute() {
  usePageTitle('Admin Login');
  const [params] = useSearchParams();
  const destination = safeAdminRedirect(params.get('from'));
  const navigate = useNavigate();
  const session = useSession();
  const hint = useLoginHint();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({ resolver: zodResolver(SignInSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  // The default admin address arrives from the server; fill it in unless something was typed already
  // or the field is being typed in (text written under the cursor would run into what is typed).
  useEffect(() => {
    if (hint.data && !form.getValues('email') && document.activeElement?.id !== EMAIL_FIELD_ID) form.setValue('email', hint.data.email);
  }, [hint.data, form]);

  if (session.data) return <Navigate to={destination} replace />;

  const busy = signIn.isPending;
  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, { onSuccess: () => navigate(destination, { replace: true }) }),
  );

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="font-display text-3xl font-bold text-stone-900">Admin Login</h1>
        <p className="mt-2 text-stone-700">Please sign in to access the admin dashboard</p>
        {signIn.isError ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {signInMessage(signIn.error)}
          </p>
        ) : null}
        <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-label="Admin Login">
          <FormField id={EMAIL_FIELD_ID} label="Email address" error={errors.email?.message}>
            {(control) => <input {...control} type="email" autoComplete="username" required disabled={busy} className={inputClass} {...form.register('email')} />}
          </FormField>
          <FormField id="login-password" label="Password" error={errors.password?.message}>
            {(control) => <input {...control} type="password" autoComplete="current-password" required disabled={busy} className={inputClass} {...form.register('password')} />}
          </FormField>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      </div>
    </div>
  );
}
