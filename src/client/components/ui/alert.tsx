import type { ReactNode } from 'react';

import { STALE_CODE } from '../../../domain/edit-version.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useSessionEnded } from '../../lib/query-client.ts';
import { Button } from './button.tsx';

/** A message that something failed, read out at once by screen readers. */
export function Alert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div role="alert" className={`rounded-md border border-red-200 bg-red-50 p-4 text-red-800 ${className}`}>{children}</div>;
}

/**
 * Why a save failed: the server's own words when it explains a refusal (a duplicate name, a rule
 * the form could not check, the thing deleted meanwhile), SPEC's message for the area otherwise, with the reason when the session had
 * ended ("Failed to save make: Your session has ended. Please sign in again.") while it is still ended: once
 * signed in again (SignInAgainDialog) the save may simply be pressed again. A save refused because someone
 * else changed the thing since its form was opened says so, with a button that reloads it (`onReload`,
 * useEditedVersion). Nothing when there is no error.
 */
export function SaveErrorAlert({ error, fallback, onReload, reloadLabel = 'Reload' }: { error: Error | null; fallback: string; onReload?: () => void; reloadLabel?: string }) {
  const sessionEnded = useSessionEnded().data !== null;
  if (!error) return null;
  if (error instanceof ApiError && error.status === 401 && !sessionEnded) return null;
  if (onReload && isStaleEdit(error)) {
    return (
      <Alert>
        <p>{error.message}</p>
        <Button variant="secondary" className="mt-3" onClick={onReload}>{reloadLabel}</Button>
      </Alert>
    );
  }
  if (error instanceof ApiError && [400, 404, 409].includes(error.status)) return <Alert>{error.message}</Alert>;
  return <Alert>{error instanceof ApiError && error.status === 401 ? `${fallback}: ${error.message}` : fallback}</Alert>;
}

/** Whether a save was refused because the thing changed since its form was opened (StaleEditError). */
const isStaleEdit = (error: Error | null) => error instanceof ApiError && error.status === 409 && error.code === STALE_CODE;
