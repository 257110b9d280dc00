import { useEffect } from 'react';

import { shopName } from './site.ts';

/** Sets the document title while a page is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${shopName()}`;
  }, [title]);
}
