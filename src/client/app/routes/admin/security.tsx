import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';

import { type TwoFactorConfirmInput, TwoFactorConfirmSchema, type TwoFactorSetup } from '../../../../domain/auth.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SaveErrorAlert } from '../../../components/ui/save-error-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { useSession } from '../../../features/auth/api/auth-queries.ts';
import { useConfirmTwoFactor, useRenewBackupCodes, useStartTwoFactor, useTurnOffTwoFactor, useTwoFactorStatus } from '../../../features/auth/api/two-factor-api.ts';
import { BackupCodes } from '../../../features/auth/components/backup-codes.tsx';
import { PasswordConfirmForm } from '../../../features/auth/components/password-confirm-form.tsx';
import { QrCode } from '../../../features/auth/components/qr-code.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const BACKUP_CODES_LOW = 3;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="two-factor-title" className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="two-factor-title" className="font-display text-2xl font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function Done({ children }: { children: ReactNode }) {
  return <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-4 text-green-900">{children}</p>;
}

/** /admin/security: two-factor sign-in, turned on with an authenticator app and backup codes (docs/decisions/017). */
export default function SecurityRoute() {
  usePageTitle('Sign-in security');
  const status = useTwoFactorStatus();
  const session = useSession();
  const [mode, setMode] = useState<'idle' | 'start' | 'renew' | 'off'>('idle');
  const [done, setDone] = useState<string | null>(null);
  const start = useStartTwoFactor();
  const renew = useRenewBackupCodes();
  const turnOff = useTurnOffTwoFactor();
  const choose = (next: typeof mode) => {
    setDone(null);
    start.reset();
    renew.reset();
    turnOff.reset();
    setMode(next);
  };

  let body: ReactNode;
  if (status.isError) {
    body = (
      <Alert className="mt-4">
        Failed to load the sign-in settings
        <Button variant="secondary" className="ml-3" onClick={() => status.refetch()}>Try again</Button>
      </Alert>
    );
  } else if (!status.data) {
    body = <p role="status" className="mt-4 text-stone-600">Loading…</p>;
  } else if (start.data && !status.data.enabled) {
    body = <SetUp setup={start.data} onCancel={() => choose('idle')} onDone={() => { start.reset(); setMode('idle'); setDone('Two-factor sign-in is on. From now on, signing in asks for a code from your app after the password. You were signed out everywhere else.'); }} />;
  } else if (!status.data.enabled) {
    body = (
      <>
        <p className="mt-2 text-stone-700"><strong>Two-factor sign-in is off.</strong> Signing in takes your password alone.</p>
        <p className="mt-2 max-w-prose text-stone-700">
          Turn it on, and signing in also asks for a 6-digit code from an authenticator app on your phone. Someone who learns your password still cannot get in.
        </p>
        {mode === 'start' ? (
          <PasswordConfirmForm
            id="two-factor-start"
            title="Confirm it is you"
            submitLabel="Continue"
            busyLabel="Checking..."
            busy={start.isPending}
            error={start.error}
            onSubmit={(input) => start.mutate(input)}
            onCancel={() => choose('idle')}
          />
        ) : (
          <Button className="mt-4" onClick={() => choose('start')}>Turn on two-factor sign-in</Button>
        )}
      </>
    );
  } else {
    const left = status.data.backupCodesLeft ?? 0;
    body = (
      <>
        <p className="mt-2 text-stone-700"><strong>Two-factor sign-in is on.</strong> Signing in asks for a code from your authenticator app after the password.</p>
        <p className={`mt-2 ${left <= BACKUP_CODES_LOW ? 'font-semibold text-red-800' : 'text-stone-700'}`}>
          Backup codes left: {left} of 10.{left <= BACKUP_CODES_LOW ? ' Make new ones soon.' : ''}
        </p>
        {mode === 'renew' ? (
          renew.data ? (
            <div className="mt-4 space-y-3">
              <p role="status" className="text-stone-800">Your new backup codes are below. The old ones no longer work. They are shown only this once.</p>
              <BackupCodes codes={renew.data.backupCodes} />
              <Button variant="secondary" onClick={() => choose('idle')}>I have saved them</Button>
            </div>
          ) : (
            <PasswordConfirmForm
              id="two-factor-renew"
              title="Make new backup codes"
              submitLabel="Make new codes"
              busyLabel="Making codes..."
              busy={renew.isPending}
              error={renew.error}
              onSubmit={(input) => renew.mutate(input)}
              onCancel={() => choose('idle')}
            />
          )
        ) : mode === 'off' ? (
          <PasswordConfirmForm
            id="two-factor-off"
            title="Turn off two-factor sign-in"
            submitLabel="Turn off"
            busyLabel="Turning off..."
            danger
            busy={turnOff.isPending}
            error={turnOff.error}
            onSubmit={(input) => turnOff.mutate(input, { onSuccess: () => { setMode('idle'); setDone('Two-factor sign-in is off. Signing in takes your password alone.'); } })}
            onCancel={() => choose('idle')}
          />
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => choose('renew')}>Make new backup codes</Button>
            <Button variant="danger" onClick={() => choose('off')}>Turn off two-factor sign-in</Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Sign-in security</h1>
      <Panel title="Two-factor sign-in">
        {done ? <Done>{done}</Done> : null}
        {body}
      </Panel>
      <p className="max-w-prose text-sm text-stone-600">
        Lost your phone and your backup codes? Someone who can run commands on the shop’s server can turn two-factor sign-in off:{' '}
        <code className="rounded bg-stone-100 px-1 py-0.5 text-stone-800">npm run admin:two-factor-off -- {session.data?.user.email ?? 'owner@example.com'}</code>
      </p>
    </div>
  );
}

/** Turning it on: the app reads the QR code (or the key typed by hand), the backup codes are kept, a first code proves it works. */
function SetUp({ setup, onCancel, onDone }: { setup: TwoFactorSetup; onCancel: () => void; onDone: () => void }) {
  const confirm = useConfirmTwoFactor();
  const form = useForm<TwoFactorConfirmInput>({ resolver: zodResolver(TwoFactorConfirmSchema), defaultValues: { code: '' } });
  const key = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  const step = 'flex gap-3';
  const number = 'flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white';
  return (
    <ol className="mt-4 space-y-6">
      <li className={step}>
        <span className={number} aria-hidden="true">1</span>
        <div className="min-w-0">
          <h3 className="font-semibold text-stone-900">Scan this QR code with your authenticator app</h3>
          <p className="mt-1 max-w-prose text-stone-700">Any app for time-based codes works, such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis.</p>
          <QrCode value={setup.totpUri} label="QR code for your authenticator app" className="mt-3 size-48 rounded-md border border-stone-200" />
          <p className="mt-3 text-stone-700">Cannot scan it? Type this key into the app instead:</p>
          <p className="mt-1 font-mono text-base text-stone-900">{key}</p>
        </div>
      </li>
      <li className={step}>
        <span className={number} aria-hidden="true">2</span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-stone-900">Save your backup codes</h3>
          <p className="mt-1 max-w-prose text-stone-700">If your phone is lost, each code signs you in once. Keep them somewhere safe, away from this computer. They are shown only now.</p>
          <div className="mt-3"><BackupCodes codes={setup.backupCodes} /></div>
        </div>
      </li>
      <li className={step}>
        <span className={number} aria-hidden="true">3</span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-stone-900">Type the code your app shows</h3>
          <form
            noValidate
            aria-label="Confirm the code from your app"
            className="mt-2 space-y-3"
            onSubmit={form.handleSubmit((input) => confirm.mutate(input, { onSuccess: onDone, onError: () => form.setValue('code', '') }))}
          >
            <SaveErrorAlert error={confirm.error} fallback="That did not work. Please try again." />
            <FormField id="two-factor-code" label="Code from the app" error={form.formState.errors.code?.message}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  disabled={confirm.isPending}
                  className={`${inputClass} max-w-48 font-mono text-lg tracking-widest`}
                  {...form.register('code')}
                />
              )}
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={confirm.isPending}>{confirm.isPending ? 'Turning on...' : 'Turn on'}</Button>
              <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>Cancel</Button>
            </div>
          </form>
        </div>
      </li>
    </ol>
  );
}
