import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';

import { MAX_LOW_STOCK_UNITS, MAX_SITES, type ShopSettings, type ShopSettingsFormValues, type ShopSettingsInput, ShopSettingsInputSchema } from '../../../../domain/shop-settings.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { LeaveGuard } from '../../../components/ui/leave-guard-dialog.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { RebasedNote } from '../../../components/ui/rebased-note.tsx';
import { useRebasedForm } from '../../../lib/use-rebased-form.ts';

interface SettingsFormProps {
  initial: ShopSettings;
  saving: boolean;
  status?: ReactNode;
  cancelTo: string;
  onSubmit: (values: ShopSettingsInput) => void;
  /** Counts the page's reloads of `initial` after a refused save: the form moves onto it, keeping its changes. */
  reloads?: number;
}

const settingsValues = ({ version: _version, ...values }: ShopSettings): ShopSettingsFormValues => values;

const SETTINGS_LABELS: Record<keyof ShopSettingsFormValues, string> = {
  contactEmail: 'Contact e-mail',
  phone: 'Phone',
  postalAddress: 'Postal address',
  openingHours: 'Opening hours',
  about: 'About the shop',
  sites: 'Other sites',
  lowStockUnits: 'Low stock at or below',
};

const groupClass = 'space-y-5 rounded-lg border border-stone-200 bg-white p-5 shadow-sm';
const legendClass = 'px-1 font-display text-xl font-bold text-stone-900';

/** Shop settings: contact details, the about paragraph and the /sites list in the owner's order. */
export function SettingsForm({ initial, saving, status, cancelTo, onSubmit, reloads }: SettingsFormProps) {
  const form = useForm<ShopSettingsFormValues, unknown, ShopSettingsInput>({ resolver: zodResolver(ShopSettingsInputSchema), defaultValues: settingsValues(initial) });
  const rebased = useRebasedForm(form, settingsValues(initial), reloads);
  const sites = useFieldArray({ control: form.control, name: 'sites' });
  const { errors } = form.formState;
  const siteNames = useWatch({ control: form.control, name: 'sites' }) ?? [];
  const siteLabel = (index: number) => siteNames[index]?.name?.trim() || `site ${index + 1}`;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Shop settings" className="max-w-3xl space-y-6">
      {status}
      <RebasedNote rebased={rebased} labels={SETTINGS_LABELS} thing="shop settings" />
      <fieldset disabled={saving} className="space-y-6">
        <fieldset className={groupClass}>
          <legend className={legendClass}>Contact details</legend>
          <p className="text-sm text-stone-600">Shown on the Contact page.</p>
          <FormField id="settings-email" label="Contact e-mail" error={errors.contactEmail?.message} hint="When the shop sends e-mail, new order requests and messages are e-mailed here too.">
            {(control) => <input {...control} type="email" autoComplete="off" className={inputClass} {...form.register('contactEmail')} />}
          </FormField>
          <FormField id="settings-phone" label="Phone" error={errors.phone?.message} hint="Optional.">
            {(control) => <input {...control} type="tel" autoComplete="off" className={inputClass} {...form.register('phone')} />}
          </FormField>
          <FormField id="settings-address" label="Postal address" error={errors.postalAddress?.message} hint="Optional. One line per line of the address.">
            {(control) => <textarea {...control} rows={3} className={inputClass} {...form.register('postalAddress')} />}
          </FormField>
          <FormField id="settings-hours" label="Opening hours" error={errors.openingHours?.message} hint="Optional.">
            {(control) => <textarea {...control} rows={2} className={inputClass} {...form.register('openingHours')} />}
          </FormField>
        </fieldset>

        <fieldset className={groupClass}>
          <legend className={legendClass}>About the shop</legend>
          <FormField id="settings-about" label="About the shop" error={errors.about?.message} hint="A short paragraph shown on the About page and at the foot of every page.">
            {(control) => <textarea {...control} rows={4} className={inputClass} {...form.register('about')} />}
          </FormField>
        </fieldset>

        <fieldset className={groupClass}>
          <legend className={legendClass}>Other sites</legend>
          <p className="text-sm text-stone-600">Clubs, registries and literature, listed on the Other Sites page in this order. Addresses must start with http:// or https://.</p>
          {errors.sites?.message ? <p className="text-sm text-red-700">{errors.sites.message}</p> : null}
          <ol className="space-y-4">
            {sites.fields.map((field, index) => (
              <li key={field.id}>
                <fieldset className="space-y-3 rounded-md border border-stone-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-stone-700">Site {index + 1}</legend>
                  <FormField id={`settings-site-${index}-name`} label="Site name" error={errors.sites?.[index]?.name?.message}>
                    {(control) => <input {...control} autoComplete="off" className={inputClass} {...form.register(`sites.${index}.name`)} />}
                  </FormField>
                  <FormField id={`settings-site-${index}-url`} label="Web address" error={errors.sites?.[index]?.url?.message}>
                    {(control) => <input {...control} type="url" autoComplete="off" placeholder="https://" className={inputClass} {...form.register(`sites.${index}.url`)} />}
                  </FormField>
                  <FormField id={`settings-site-${index}-description`} label="One-line description" error={errors.sites?.[index]?.description?.message} hint="Optional.">
                    {(control) => <input {...control} autoComplete="off" className={inputClass} {...form.register(`sites.${index}.description`)} />}
                  </FormField>
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button variant="secondary" disabled={index === 0} aria-label={`Move up ${siteLabel(index)}`} onClick={() => sites.move(index, index - 1)}>Move up</Button>
                    <Button variant="secondary" disabled={index === sites.fields.length - 1} aria-label={`Move down ${siteLabel(index)}`} onClick={() => sites.move(index, index + 1)}>Move down</Button>
                    <Button variant="danger" aria-label={`Remove ${siteLabel(index)}`} onClick={() => sites.remove(index)}>Remove</Button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          {sites.fields.length === 0 ? <p className="text-sm text-stone-600">No sites listed: the Other Sites page says so.</p> : null}
          <Button variant="secondary" disabled={sites.fields.length >= MAX_SITES} onClick={() => sites.append({ name: '', url: 'https://', description: '' }, { shouldFocus: true })}>
            Add site
          </Button>
        </fieldset>

        <fieldset className={groupClass}>
          <legend className={legendClass}>Stock</legend>
          <FormField id="settings-low-stock" label="Low stock at or below" error={errors.lowStockUnits?.message} hint="The parts list's Low stock filter shows the parts a visitor can order with this many or fewer on the shelf.">
            {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={MAX_LOW_STOCK_UNITS} step={1} className={`${inputClass} max-w-32`} {...form.register('lowStockUnits', { valueAsNumber: true })} />}
          </FormField>
        </fieldset>

        <FormActions cancelTo={cancelTo} saving={saving} saveLabel="Save Settings" />
      </fieldset>
      <LeaveGuard dirty={form.formState.isDirty && !saving} what="the shop settings" />
    </form>
  );
}
