import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// react-admin's first render of a page (MUI, its data providers) takes over a second in jsdom while another test file
// runs on the other core: the `findBy` queries wait up to 5 s rather than Testing Library's default of 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
