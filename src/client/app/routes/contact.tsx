import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

import { Page } from '../../components/layout/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSite } from '../../features/settings/api/settings-api.ts';
import { shopName } from '../../lib/site.ts';

/**
 * The form (with react-hook-form) is a chunk of its own, fetched only on this page. The server renders
 * it in place, and the browser takes it over once the chunk has arrived (ADR 010).
 */
const ContactForm = lazy(() => import('../../features/contact/components/contact-form.tsx').then((module) => ({ default: module.ContactForm })));

export default function ContactRoute() {
  // "Ask about this part" on a part page brings its part number along; "Ask us about it" on a search
  // that found nothing, what was looked for.
  const [params] = useSearchParams();
  const partNumber = params.get('part') ?? '';
  const wanted = (params.get('wanted') ?? '').trim().slice(0, 200);
  return (
    <Page title="Contact" intro="Questions about fitment, a part number you cannot find, or an order? We answer every message within one working day.">
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="contact-shop" className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="contact-shop" className="font-display text-xl font-bold">{shopName()}</h2>
          <ShopDetails />
        </section>
        <section aria-labelledby="contact-tips" className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="contact-tips" className="font-display text-xl font-bold">Help us find your part</h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-800">
            <li>The year, model and body style of your car</li>
            <li>The GM part number, if you have it, in any format</li>
            <li>A photo of the old part next to a ruler</li>
          </ul>
        </section>
      </div>
      <section className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <h2 className="font-display text-xl font-bold">Send us a message</h2>
        <div className="mt-4">
          <Suspense fallback={<p role="status" className="text-stone-600">Loading the form…</p>}>
            <ContactForm partNumber={partNumber.slice(0, 100)} message={wanted ? `I am looking for ${wanted}.\n\n` : ''} />
          </Suspense>
        </div>
      </section>
    </Page>
  );
}

/** The shop's contact details, as the owner set them in Shop settings. Text is shown as text. */
function ShopDetails() {
  const site = useSite();
  if (site.isError) {
    return (
      <div role="alert" className="mt-3 text-red-800">
        <p>Failed to fetch the shop&apos;s contact details.</p>
        <Button variant="secondary" className="mt-2" onClick={() => site.refetch()}>Try again</Button>
      </div>
    );
  }
  if (!site.data) return <p role="status" className="mt-3 text-stone-600">Loading the shop&apos;s details…</p>;
  const { contactEmail, phone, postalAddress, openingHours } = site.data;
  return (
    <address className="mt-3 space-y-3 not-italic text-stone-800">
      {postalAddress ? <p className="whitespace-pre-line">{postalAddress}</p> : null}
      {openingHours ? <p className="whitespace-pre-line">{openingHours}</p> : null}
      {phone ? (
        <p>
          Phone: <a className="text-brand-800 underline" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
      ) : null}
      <p>
        E-mail: <a className="text-brand-800 underline" href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
    </address>
  );
}
