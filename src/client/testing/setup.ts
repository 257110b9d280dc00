import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test renders into a fresh document: what one rendered is unmounted after it.
afterEach(cleanup);
