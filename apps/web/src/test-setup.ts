import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render waits for its route's code and its sagas: longer than a second on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
