import { Page } from '../../components/layout/page.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSite } from '../../features/settings/api/settings-api.ts';
import { isWebAddress } from '../../../domain/public-site.schema.ts';

/** /sites: the clubs, registries and literature the owner lists in Shop settings, in the owner's order. */
export default function SitesRoute() {
  const site = useSite();
  // Saved addresses were checked on the way in; checked again here, so only http and https are ever links.
  const sites = site.data?.sites.filter((link) => isWebAddress(link.url)) ?? [];
  return (
    <Page title="Other Sites" intro="Clubs and references that restorers of early Pontiacs and Oaklands find useful.">
      {site.isError ? (
        <Alert>
          Failed to fetch the list of sites.
          <Button variant="secondary" className="ml-3" onClick={() => site.refetch()}>Try again</Button>
        </Alert>
      ) : !site.data ? (
        <p role="status" className="text-stone-600">Loading the list of sites…</p>
      ) : sites.length === 0 ? (
        <p className="text-stone-700">No other sites are listed yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {sites.map((link, index) => (
            <li key={`${index}-${link.url}`} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
              <h2 className="font-semibold text-stone-900">
                <a href={link.url} rel="noopener noreferrer" className="text-brand-800 underline decoration-2 underline-offset-2 hover:text-brand-600">
                  {link.name}
                </a>
              </h2>
              <p className="mt-1 text-sm break-all text-stone-600">{new URL(link.url).hostname}</p>
              {link.description ? <p className="mt-2 text-sm text-stone-700">{link.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
