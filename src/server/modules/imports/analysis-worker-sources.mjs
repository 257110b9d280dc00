// The analysis worker run from the sources (tests, `npm run dev`): TypeScript read through tsx, as the
// server's sources are. The built shop runs dist/server/analysis-worker.js instead (analysis.ts).
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
