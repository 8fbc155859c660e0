import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route tests load lazy pages, which Vitest transforms on first import: on a busy two-core CI
// machine that alone can pass the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
