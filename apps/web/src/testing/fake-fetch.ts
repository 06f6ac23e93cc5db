import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Stands in for `fetch` in every test of the calling suite: each test tells the mock what to
 * answer. The console stays quiet about the failures the tests cause on purpose.
 */
export function useFakeFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return fetchMock;
}
