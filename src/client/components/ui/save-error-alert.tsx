import { GONE_CODE, STALE_CODE } from '../../../domain/edit-version.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useSessionEnded } from '../../lib/query-client.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/**
 * Why a save failed: the server's own words when it explains a refusal (a duplicate name, a rule
 * the form could not check, the thing deleted meanwhile), SPEC's message for the area otherwise, with the reason when the session had
 * ended ("Failed to save make: Your session has ended. Please sign in again.") while it is still ended: once
 * signed in again (SignInAgainDialog) the save may simply be pressed again. A save refused because someone
 * else changed the thing since its form was opened says so, with a button that reloads it (`onReload`,
 * useEditedVersion); one refused because the thing was deleted meanwhile, with a button that saves the
 * form as a new one (`onRecreate`, useSaveAsNew). Nothing when there is no error.
 */
export function SaveErrorAlert({ error, fallback, onReload, reloadLabel = 'Reload', onRecreate, recreateLabel = 'Save as new' }: {
  error: Error | null;
  fallback: string;
  onReload?: () => void;
  reloadLabel?: string;
  onRecreate?: () => void;
  recreateLabel?: string;
}) {
  const sessionEnded = useSessionEnded().data !== null;
  if (!error) return null;
  if (error instanceof ApiError && error.status === 401 && !sessionEnded) return null;
  const answer = onReload && isRefused(error, STALE_CODE) ? { label: reloadLabel, run: onReload } : onRecreate && isRefused(error, GONE_CODE) ? { label: recreateLabel, run: onRecreate } : null;
  if (answer) {
    return (
      <Alert reveal>
        <p>{error.message}</p>
        <Button variant="secondary" className="mt-3" onClick={answer.run}>{answer.label}</Button>
      </Alert>
    );
  }
  if (error instanceof ApiError && [400, 404, 409].includes(error.status)) return <Alert reveal>{error.message}</Alert>;
  return <Alert reveal>{error instanceof ApiError && error.status === 401 ? `${fallback}: ${error.message}` : fallback}</Alert>;
}

/** Whether a save was refused because the thing changed (StaleEditError) or went (GoneError) since its form was opened. */
const isRefused = (error: Error, code: typeof STALE_CODE | typeof GONE_CODE) => error instanceof ApiError && error.code === code;
