import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CategoryPage, categoryPagePaths } from './CategoryPage';

beforeAll(() => {
  // Mantine reads the colour scheme through matchMedia, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  // each test starts from an empty document, whichever ran before (vitest runs without globals: no auto cleanup)
  cleanup();
  vi.unstubAllGlobals();
});

/** A fetch that serves the given public files and answers 404 for anything else. */
function serve(files: Record<string, string>) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = files[String(url)];
    return body === undefined
      ? new Response('{"message":"Not found"}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = (id: number) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <CategoryPage categoryId={id} />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('CategoryPage', () => {
  it('asks for the category page by id and language, then the default page of that language', () => {
    expect(categoryPagePaths(7, 'de')).toEqual([
      'html/categories/7_de.html',
      'html/categories/default_de.html',
    ]);
    expect(categoryPagePaths(7, 'en')).toEqual([
      'html/categories/7_en.html',
      'html/categories/default_en.html',
    ]);
  });

  it("shows the category's own page when there is one", async () => {
    const fetchMock = serve({
      '/publicFiles/html/categories/1_de.html': '<h3>Mathematik</h3>',
      '/publicFiles/html/categories/default_de.html': '<h3>Standard</h3>',
    });
    renderPage(1);
    expect(await screen.findByText('Mathematik')).toBeTruthy();
    expect(screen.queryByText('Standard')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default page when the category has none', async () => {
    serve({ '/publicFiles/html/categories/default_de.html': '<h3>Standard</h3>' });
    renderPage(42);
    expect(await screen.findByText('Standard')).toBeTruthy();
  });

  it('sanitises the HTML (no scripts, no event handlers)', async () => {
    serve({
      '/publicFiles/html/categories/5_de.html':
        '<p>Text</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
    });
    const { container } = renderPage(5);
    await screen.findByText('Text');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('renders nothing when neither page exists', async () => {
    const fetchMock = serve({});
    const { container } = renderPage(9);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(container.querySelector('[data-testid="category-page"]')).toBeNull());
    expect(container.querySelector('[aria-label]')).toBeNull();
  });
});
