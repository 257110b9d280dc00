import type { DehydratedState } from '@tanstack/react-query';

/** The element holding the data a server-rendered page was rendered with. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  queries: DehydratedState;
}

/**
 * The page's data as a JSON script block (never run, so the Content-Security-Policy allows it).
 * Every `<` is escaped so shop text can never close the block early.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** The data the server rendered this page with, or null when the page was not rendered by the server. */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}
