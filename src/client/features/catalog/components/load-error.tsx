import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** Choices that could not be loaded (SPEC §8's words), with a way to try again. */
export function LoadError({ messages, onRetry, className = '' }: { messages: string[]; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}>
      <ul>
        {messages.map((message) => <li key={message}>{message}</li>)}
      </ul>
      <Button variant="secondary" className="min-h-9 py-1" onClick={onRetry}>Try again</Button>
    </div>
  );
}

/** A search that failed: SPEC's 'Failed to fetch parts', what the visitor can do, and a retry. */
export function PartsLoadError({ error, onRetry, className = '' }: { error: Error; onRetry: () => void; className?: string }) {
  const busy = error instanceof ApiError && error.status === 429;
  return (
    <div role="alert" className={`rounded-md border border-red-200 bg-red-50 p-4 text-red-800 ${className}`}>
      <p className="font-semibold">Failed to fetch parts</p>
      <p className="mt-1 text-sm">
        {busy
          ? 'Too many searches came from your connection in the last minute. Wait a moment, then try again.'
          : 'The shop could not answer just now. Check your connection, then try again; your filters are kept.'}
      </p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>Try again</Button>
    </div>
  );
}
