import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders the page and until the browser has taken it over (hydrated), then true:
 * for what only the browser can do, or should only offer once its code can answer (a form's button
 * tapped earlier would submit the page natively instead).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
