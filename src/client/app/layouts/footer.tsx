import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../domain/paths.ts';
import { useSite } from '../../features/settings/api/settings-api.ts';
import { appVersion, shopName } from '../../lib/site.ts';

const ChangelogDialog = lazy(() => import('../../features/changelog/changelog-dialog.tsx').then((module) => ({ default: module.ChangelogDialog })));

const subscribeToNothing = () => () => {};
/**
 * The year on the visitor's clock. The server renders the page without it (its clock may be in
 * another year than the visitor's), and the browser adds it as soon as it takes the page over.
 */
function useVisitorYear(): number | null {
  return useSyncExternalStore(subscribeToNothing, () => new Date().getFullYear(), () => null);
}

/** The site footer. It lives with the layouts, which compose features: the changelog dialog is one. */
export function Footer() {
  const site = useSite();
  const year = useVisitorYear();
  const [changelogOpen, setChangelogOpen] = useState(false);
  const [changelogRequested, setChangelogRequested] = useState(false);
  return (
    <footer className="mt-16 bg-stone-950 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-display text-lg font-bold text-white">{shopName()}</p>
          <p className="mt-2 text-sm whitespace-pre-line">{site.data?.about ?? ''}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-2 text-sm">
            <li><Link className="hover:text-white" to={paths.search()}>Search parts</Link></li>
            <li><Link className="hover:text-white" to={paths.catalog}>1926-1960 Digital Catalog</Link></li>
            <li><Link className="hover:text-white" to={paths.about}>About us</Link></li>
            <li><Link className="hover:text-white" to={paths.contact}>Contact</Link></li>
            <li><Link className="hover:text-white" to={paths.sites}>Other Sites</Link></li>
          </ul>
        </nav>
        <div className="text-sm sm:text-right">
          <p>© {year === null ? '' : `${year} `}{shopName()}</p>
          <button
            type="button"
            className="mt-3 rounded-md border border-stone-700 px-3 py-2 text-stone-200 hover:border-stone-500 hover:text-white"
            onClick={() => {
              setChangelogRequested(true);
              setChangelogOpen(true);
            }}
          >
            Version {appVersion} - View Changelog
          </button>
        </div>
      </div>
      {changelogRequested ? (
        <Suspense fallback={null}>
          <ChangelogDialog open={changelogOpen} onOpenChange={setChangelogOpen} />
        </Suspense>
      ) : null}
    </footer>
  );
}
