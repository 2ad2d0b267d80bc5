// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The head as the server sends it for `/deals` (ADR 080), before the app's code runs. */
function writeServerHead(kind: 'page' | 'site') {
  document.head.innerHTML = `
    <title data-server-head="${kind}">Server title</title>
    <meta name="description" content="Server description" data-server-head="${kind}">
    <link rel="canonical" href="https://kleinkram.example/deals" data-server-head="${kind}">
    <meta property="og:title" content="Server title" data-server-head="${kind}">`;
}

async function renderAt(path: string) {
  // server-head.ts reads the document when it loads, as it does in the browser.
  vi.resetModules();
  const { PageHead } = await import('./page-head');
  const router = createMemoryRouter(
    [
      {
        path: '/deals',
        element: <PageHead title="Deals" description="Web description" canonicalPath="/deals" />,
      },
      {
        path: '/categories',
        element: <PageHead title="Categories" description="Categories text" canonicalPath="/categories" />,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const all = (selector: string) => [...document.head.querySelectorAll(selector)];

describe('<PageHead /> beside the server-sent head (ADR 080)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/deals'));
  afterEach(() => {
    cleanup();
    document.head.innerHTML = '';
  });

  it('keeps the server tags for the URL they describe and renders only its title, in place of the server one', async () => {
    writeServerHead('page');
    await renderAt('/deals');
    expect(all('title').map((element) => element.textContent)).toEqual(['Deals']);
    expect(all('meta[name="description"]').map((element) => element.getAttribute('content'))).toEqual([
      'Server description',
    ]);
    expect(all('link[rel="canonical"]')).toHaveLength(1);
    expect(all('meta[property="og:title"]')).toHaveLength(1);
  });

  it('drops the server tags at the first in-app navigation and renders its own, one of each', async () => {
    writeServerHead('page');
    const router = await renderAt('/deals');
    await act(() => router.navigate('/categories'));
    expect(all('[data-server-head]')).toHaveLength(0);
    expect(all('title').map((element) => element.textContent)).toEqual(['Categories']);
    expect(all('meta[name="description"]').map((element) => element.getAttribute('content'))).toEqual([
      'Categories text',
    ]);
    expect(all('link[rel="canonical"]').map((element) => element.getAttribute('href'))).toEqual([
      `${window.location.origin}/categories`,
    ]);
  });

  it('never leaves the document without a title: the server one goes only after the app’s is in', async () => {
    writeServerHead('page');
    const serverTitle = document.head.querySelector('title');
    const titlesWhenRemoved: string[][] = [];
    const remove = Element.prototype.remove;
    const spy = vi.spyOn(Element.prototype, 'remove').mockImplementation(function (this: Element) {
      if (this === serverTitle)
        titlesWhenRemoved.push(all('title').map((element) => element.textContent ?? ''));
      remove.call(this);
    });
    try {
      await renderAt('/deals');
    } finally {
      spy.mockRestore();
    }
    expect(titlesWhenRemoved).toEqual([['Deals', 'Server title']]);
    expect(all('title').map((element) => element.textContent)).toEqual(['Deals']);
  });

  it("replaces the site's default tags at once", async () => {
    writeServerHead('site');
    await renderAt('/deals');
    expect(all('[data-server-head]')).toHaveLength(0);
    expect(all('meta[name="description"]').map((element) => element.getAttribute('content'))).toEqual([
      'Web description',
    ]);
    expect(all('link[rel="canonical"]')).toHaveLength(1);
  });
});
