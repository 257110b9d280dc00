import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { CartLine } from '../../../../domain/cart.ts';
import { ORDER_MESSAGES, type OrderRequestFormValues, type OrderRequestInput, OrderRequestInputSchema, type PlacedOrder } from '../../../../domain/order.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { TrapField } from '../../../components/ui/trap-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePlaceOrder } from '../api/orders-api.ts';

const legendClass = 'mb-3 font-semibold text-stone-900';

/**
 * The cart page's order request: contact and shipping details, sent with the cart's lines. A failed
 * send keeps everything typed; a shortage asks the cart page to check the shelf again.
 */
export function OrderRequestForm({ lines, onPlaced, onShortage }: { lines: readonly CartLine[]; onPlaced: (order: PlacedOrder, email: string) => void; onShortage: () => void }) {
  const place = usePlaceOrder();
  const form = useForm<OrderRequestFormValues, unknown, Omit<OrderRequestInput, 'lines'>>({
    resolver: zodResolver(OrderRequestInputSchema.omit({ lines: true })),
    defaultValues: { name: '', email: '', phone: '', address: '', city: '', region: '', postalCode: '', country: 'United States', note: '', website: '' },
  });
  const { register } = form;
  const { errors } = form.formState;
  const failure = place.error
    ? place.error instanceof ApiError && [400, 409, 429].includes(place.error.status) ? place.error.message : ORDER_MESSAGES.sendFailed
    : null;

  const submit = form.handleSubmit((values) =>
    place.mutate(
      { ...values, lines: lines.map(({ partId, quantity }) => ({ partId, quantity })) },
      {
        onSuccess: (order) => onPlaced(order, values.email),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) onShortage();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Order request" className="space-y-5">
      {failure ? <Alert>{failure}</Alert> : null}
      <fieldset disabled={place.isPending} className="space-y-5">
        <fieldset className="grid gap-4">
          <legend className={legendClass}>Your details</legend>
          <FormField id="order-name" label="Your name" error={errors.name?.message}>
            {(control) => <input {...control} className={inputClass} autoComplete="name" required {...register('name')} />}
          </FormField>
          <FormField id="order-email" label="Your e-mail" error={errors.email?.message}>
            {(control) => <input {...control} type="email" className={inputClass} autoComplete="email" required {...register('email')} />}
          </FormField>
          <FormField id="order-phone" label="Phone" hint="Optional: for a question about your order" error={errors.phone?.message}>
            {(control) => <input {...control} type="tel" className={inputClass} autoComplete="tel" {...register('phone')} />}
          </FormField>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legendClass}>Shipping address</legend>
          <FormField id="order-address" label="Street address" error={errors.address?.message} className="sm:col-span-2">
            {(control) => <textarea {...control} rows={2} className={inputClass} autoComplete="street-address" required {...register('address')} />}
          </FormField>
          <FormField id="order-city" label="Town or city" error={errors.city?.message}>
            {(control) => <input {...control} className={inputClass} autoComplete="address-level2" required {...register('city')} />}
          </FormField>
          <FormField id="order-region" label="State or region" hint="Optional" error={errors.region?.message}>
            {(control) => <input {...control} className={inputClass} autoComplete="address-level1" {...register('region')} />}
          </FormField>
          <FormField id="order-postal-code" label="ZIP or postal code" error={errors.postalCode?.message}>
            {(control) => <input {...control} className={inputClass} autoComplete="postal-code" required {...register('postalCode')} />}
          </FormField>
          <FormField id="order-country" label="Country" error={errors.country?.message}>
            {(control) => <input {...control} className={inputClass} autoComplete="country-name" required {...register('country')} />}
          </FormField>
        </fieldset>
        <FormField id="order-note" label="Note for the shop" hint="Optional: fitment questions, how to pack, a deadline" error={errors.note?.message}>
          {(control) => <textarea {...control} rows={3} className={inputClass} {...register('note')} />}
        </FormField>
        <TrapField id="order-website" {...register('website')} />
        <Button type="submit" className="w-full sm:w-auto">{place.isPending ? 'Sending...' : 'Send order request'}</Button>
      </fieldset>
    </form>
  );
}
