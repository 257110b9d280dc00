import { describe, expect, it } from 'vitest';

import { vehicleValuesNamed } from './vehicle-values.ts';

describe('the make or model texts a filter selects', () => {
  const eights = ['Eight', 'Economy Eight', 'De Luxe Eight', 'Improved Eight'];

  it('is the texts naming the model exactly when some do, by letters and digits alone', () => {
    expect(vehicleValuesNamed(eights, 'Eight')).toEqual(['Eight']);
    expect(vehicleValuesNamed(eights, 'economy-eight')).toEqual(['Economy Eight']);
    expect(vehicleValuesNamed(['Six', 'All-American Six'], 'six')).toEqual(['Six']);
    expect(vehicleValuesNamed(['All-American Six'], 'all american six')).toEqual(['All-American Six']);
  });

  it('counts a text listing several names as naming each of them', () => {
    expect(vehicleValuesNamed(['Chieftain, Star Chief', 'Star Chief', 'Super Chief'], 'Star Chief')).toEqual(['Chieftain, Star Chief', 'Star Chief']);
    expect(vehicleValuesNamed(['Pontiac', 'Oakland, Pontiac'], 'pontiac')).toEqual(['Pontiac', 'Oakland, Pontiac']);
  });

  it('keeps every text holding a name that no text names whole', () => {
    expect(vehicleValuesNamed(['Chieftain', 'Star Chief', 'Super Chief'], 'chief')).toEqual(['Chieftain', 'Star Chief', 'Super Chief']);
    expect(vehicleValuesNamed(['Eight', 'Economy Eight'].slice(1), 'Eight')).toEqual(['Economy Eight']);
    expect(vehicleValuesNamed([], 'Eight')).toEqual([]);
  });
});
