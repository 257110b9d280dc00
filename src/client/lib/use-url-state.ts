import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's state kept in its address (filters, sort, page), so it can be shared, reloaded and
 * navigated with Back. `update` sets or clears fields; any change but the page itself starts again
 * from page 1.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  // The address as last set: two changes made before the page renders again (one select, then another at
  // once) each build on the one before, where the router's own updater hands each the address of the last
  // render and the first change was lost.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );
  return { params, setParams, update };
}
