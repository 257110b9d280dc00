import { useCallback, useSyncExternalStore } from 'react';

/**
 * A value remembered in this browser (localStorage) and shared by every open tab and every component
 * that reads it. `parse` turns what is stored (any JSON, or nothing) into a value, so a stale or
 * tampered entry reads as `empty`. The server renders `empty`; the browser then shows what it holds.
 * Storage blocked (private mode) leaves the value unremembered, nothing else breaks.
 */
export function storedValue<T>(key: string, parse: (stored: unknown) => T | null, empty: T) {
  const changeEvent = `stored-value:${key}`;
  let lastRaw: string | null = null;
  let lastValue: T = empty;

  function read(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function snapshot(): T {
    const raw = read();
    if (raw !== lastRaw) {
      lastRaw = raw;
      try {
        lastValue = raw ? (parse(JSON.parse(raw)) ?? empty) : empty;
      } catch {
        lastValue = empty;
      }
    }
    return lastValue;
  }
  function subscribe(onChange: () => void): () => void {
    window.addEventListener('storage', onChange);
    window.addEventListener(changeEvent, onChange);
    return () => {
      window.removeEventListener('storage', onChange);
      window.removeEventListener(changeEvent, onChange);
    };
  }
  function write(next: T | null): void {
    try {
      if (next === null || next === empty) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // not remembered, but nothing else breaks
    }
    window.dispatchEvent(new Event(changeEvent));
  }

  return {
    /** The value now, outside React (an event handler that must read the latest). */
    current: snapshot,
    write,
    use(): [T, (next: T | null) => void] {
      const value = useSyncExternalStore(subscribe, snapshot, () => empty);
      return [value, useCallback(write, [])];
    },
  };
}
