export * from './parts.ts';
export * from './categories.ts';
export * from './vehicles.ts';
export * from './activity.ts';
export * from './auth.ts';
export * from './rate-limits.ts';
export * from './contact.ts';
export * from './settings.ts';
