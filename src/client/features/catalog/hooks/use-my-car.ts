import { useCallback, useSyncExternalStore } from 'react';

import { type MyCar, MyCarSchema } from '../../../../domain/my-car.ts';

const STORAGE_KEY = 'silver-streak:my-car';
const CHANGE_EVENT = 'my-car-change';

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode): the car is simply not remembered
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function parse(raw: string | null): MyCar | null {
  if (!raw) return null;
  try {
    const parsed = MyCarSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let lastRaw: string | null = null;
let lastCar: MyCar | null = null;
function snapshot(): MyCar | null {
  const raw = read();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastCar = parse(raw);
  }
  return lastCar;
}

/** The visitor's car, remembered in this browser and shared by every open tab. */
export function useMyCar(): [MyCar | null, (car: MyCar | null) => void] {
  const car = useSyncExternalStore(subscribe, snapshot, () => null);
  const setCar = useCallback((next: MyCar | null) => {
    try {
      if (next) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      else window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // not remembered, but nothing else breaks
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [car, setCar];
}
