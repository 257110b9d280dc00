import * as z from 'zod/mini';

// Zod would probe for `new Function` to speed up parsing when the first schema is built. The shop's
// Content-Security-Policy forbids eval, and the browser reports the refused probe as a violation:
// parse without it. Imported first by the API client, whose chunk of the build holds zod and the
// shared schemas, so it runs before any schema is built. Only in the browser: the server renderer
// shares the server's own zod, whose API validation keeps its fast path.
if (typeof document !== 'undefined') z.config({ jitless: true });
