import { useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query, kept current as it changes (a phone turned, a window
 * resized). The server cannot know the screen: it renders as if the query did not match.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
