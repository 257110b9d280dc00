import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The addresses a page set itself and has not yet rendered, and the newest of them: what the page's next
 * change builds on. Two changes made before the page renders again (one select, then another at once) each
 * build on the one before, where the router's own updater hands each the address of the last render and the
 * first change was lost. A render of an earlier own address (it may commit after a later change was set) is
 * not taken as the page's address; one the page did not set (Back, a link) is, and the pending ones go.
 */
export class OwnAddresses {
  private pending: string[] = [];
  constructor(private newest: URLSearchParams) {}

  /** What the next change builds on. */
  get base(): URLSearchParams {
    return new URLSearchParams(this.newest);
  }

  set(next: URLSearchParams) {
    this.newest = next;
    this.pending.push(next.toString());
  }

  rendered(params: URLSearchParams) {
    // The last time it was set: an address set twice (the same filter chosen again) leaves no copy behind.
    const index = this.pending.lastIndexOf(params.toString());
    if (index >= 0) {
      this.pending.splice(0, index + 1);
      return;
    }
    this.pending = [];
    this.newest = params;
  }
}

/**
 * The page's state kept in its address (filters, sort, page), so it can be shared, reloaded and
 * navigated with Back. `update` sets or clears fields; any change but the page itself starts again
 * from page 1; `setParams` sets the whole address.
 */
export function useUrlState() {
  const [params, setRouterParams] = useSearchParams();
  const own = useRef<OwnAddresses>(null);
  own.current ??= new OwnAddresses(params);
  useEffect(() => {
    own.current?.rendered(params);
  }, [params]);
  const setParams = useCallback(
    (next: Record<string, string> | URLSearchParams) => {
      const address = new URLSearchParams(next);
      own.current?.set(address);
      setRouterParams(address);
    },
    [setRouterParams],
  );
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      const next = own.current?.base ?? new URLSearchParams();
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      setParams(next);
    },
    [setParams],
  );
  return { params, setParams, update };
}
