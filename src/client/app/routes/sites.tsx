import { Page } from '../../components/layout/page.tsx';

const SITES = [
  { name: 'Pontiac-Oakland Club International', description: 'The marque club for all Pontiacs and Oaklands, with regional chapters, shows and a monthly magazine.', url: 'https://www.poci.org' },
  { name: 'Oakland Motor Car Company (Wikipedia)', description: 'The history of Oakland from 1907 to 1931 and its companion car, the Pontiac.', url: 'https://en.wikipedia.org/wiki/Oakland_Motor_Car_Company' },
  { name: 'Antique Automobile Club of America', description: 'Judging guidelines, events and a forum with a busy Pontiac section.', url: 'https://www.aaca.org' },
  { name: 'Hemmings', description: 'Classic car news, buyer guides and classified adverts for parts and whole cars.', url: 'https://www.hemmings.com' },
] as const;

export default function SitesRoute() {
  return (
    <Page title="Other Sites" intro="Clubs and references that restorers of early Pontiacs and Oaklands find useful.">
      <ul className="grid gap-4 sm:grid-cols-2">
        {SITES.map((site) => (
          <li key={site.url} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-stone-900">
              <a href={site.url} rel="noopener noreferrer" className="text-brand-800 underline decoration-2 underline-offset-2 hover:text-brand-600">
                {site.name}
              </a>
            </h2>
            <p className="mt-2 text-sm text-stone-700">{site.description}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
