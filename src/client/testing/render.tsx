import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders a component as the page at `path` of a router (a data router, as the app's: forms' leave
 * guards need one), opened at `url` (a path with its parameters filled in; `path` itself by default), with
 * the other pages given by `pages` as plain headings, and a user to act on it.
 */
export function renderPage(element: ReactNode, { path = '/here', url = path, pages = [] }: { path?: string; url?: string; pages?: string[] } = {}) {
  const router = createMemoryRouter(
    [{ path, element }, ...pages.map((page) => ({ path: page, element: <h1>{page}</h1> }))],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  return { user, router, ...render(<RouterProvider router={router} />) };
}
