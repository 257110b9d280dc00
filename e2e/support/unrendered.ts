import type { Page } from 'playwright-core';

/**
 * Opens `path` as it arrives when the server could not render it (its renderer failed, and it sent
 * the page empty, as it does for the admin area): the browser then fetches the page's data itself,
 * so a failing API shows its message.
 */
export async function gotoUnrendered(page: Page, path: string): Promise<void> {
  const pathname = new URL(path, 'http://shop.test').pathname;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<div id="root">[\s\S]*?<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '<div id="root"></div>');
      if (!html.includes('<div id="root"></div>')) throw new Error(`${path} did not arrive rendered by the server`);
      await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  await page.goto(path);
}
