import { describe, expect, it } from 'vitest';

import { ACTIVITY_ENTITY_TYPES, ACTIVITY_KINDS } from './activity.schema.ts';

describe('the activity log\'s kinds', () => {
  it('hold every kind of entry the server writes, each in one kind only', () => {
    const held = Object.values(ACTIVITY_KINDS).flatMap((kind) => kind.entityTypes);
    expect([...held].sort()).toEqual([...ACTIVITY_ENTITY_TYPES].sort());
  });
});
