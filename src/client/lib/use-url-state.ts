import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's state kept in its address (filters, sort, page), so it can be shared, reloaded and
 * navigated with Back. `update` sets or clears fields; any change but the page itself starts again
 * from page 1.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return { params, setParams, update };
}
