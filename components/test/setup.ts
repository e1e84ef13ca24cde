// Setup of the `dom` vitest project (components/**/*.test.tsx under happy-dom).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only by itself when vitest globals are on; they are not.
afterEach(() => cleanup());
