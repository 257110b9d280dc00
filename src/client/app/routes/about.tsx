import { Page } from '../../components/layout/page.tsx';
import { useSite } from '../../features/settings/api/settings-api.ts';
import { shopName } from '../../lib/site.ts';

export default function AboutRoute() {
  const site = useSite();
  return (
    <Page title="About us" intro={`${shopName()} supplies parts for the Pontiacs and Oaklands built between 1926 and 1960.`}>
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="space-y-4 text-stone-800 lg:col-span-2">
          <h2 className="font-display text-2xl font-bold">Two marques from Pontiac, Michigan</h2>
          <p>
            The Oakland Motor Car Company was founded in Pontiac, Michigan, in 1907; General Motors bought it in 1909. In January 1926 Oakland
            introduced a lower-priced companion car, the Pontiac Series 6-27, sold as the <em>Chief of the Sixes</em> for $825 as a coupe or coach.
            The companion soon outsold its parent, and after 1931 Oakland was dropped in Pontiac&apos;s favour.
          </p>
          <p>
            Pontiac&apos;s straight eight arrived in 1933 and powered its cars until 1954. From 1935 the hood and deck carried the chrome
            <em> Silver Streak</em> bands, which stayed until Semon &ldquo;Bunkie&rdquo; Knudsen dropped them for 1957. The Strato Streak V8 of 1955
            opened the way to the Star Chief, the Safari wagon and the Bonneville.
          </p>
          <h2 className="font-display text-2xl font-bold">What we sell</h2>
          <p>
            <strong>New-old-stock (NOS)</strong> parts are genuine GM and Pontiac parts that were made for these cars and never fitted. Many come in
            their original boxes. <strong>Reproduction</strong> parts are new parts made to the original drawings and checked against a factory sample.
            Every listing says which it is, which years, make and model it fits, and whether it is on the shelf today.
          </p>
        </div>
        <aside className="space-y-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
          {site.data?.about ? (
            <section aria-labelledby="about-shop">
              <h2 id="about-shop" className="font-display text-xl font-bold">About the shop</h2>
              <p className="mt-3 text-sm whitespace-pre-line text-stone-800">{site.data.about}</p>
            </section>
          ) : null}
          <section aria-labelledby="at-a-glance">
          <h2 id="at-a-glance" className="font-display text-xl font-bold">At a glance</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div><dt className="font-semibold">Oakland</dt><dd>1907-1931</dd></div>
            <div><dt className="font-semibold">Pontiac</dt><dd>from 1926</dd></div>
            <div><dt className="font-semibold">Straight eight</dt><dd>1933-1954</dd></div>
            <div><dt className="font-semibold">Silver Streak</dt><dd>1935-1956</dd></div>
            <div><dt className="font-semibold">First Pontiac V8</dt><dd>1955, 287 cubic inches</dd></div>
          </dl>
          </section>
        </aside>
      </div>
    </Page>
  );
}
