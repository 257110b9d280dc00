import { type MyCar, MyCarSchema } from '../../../../domain/my-car.ts';
import { storedValue } from '../../../lib/use-stored-value.ts';

const myCar = storedValue<MyCar | null>('silver-streak:my-car', (stored) => {
  const parsed = MyCarSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}, null);

/** The visitor's car, remembered in this browser and shared by every open tab. */
export function useMyCar(): [MyCar | null, (car: MyCar | null) => void] {
  return myCar.use();
}
