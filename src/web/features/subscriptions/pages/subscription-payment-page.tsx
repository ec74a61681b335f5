import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import type { AddressDto } from '../../../../shared/account';
import {
  cardInput,
  type CardInput,
  contactInput,
  type ContactInput,
  deliveryAddressInput,
  type DeliveryAddressInput,
} from '../../../../shared/checkout';
import { windowLabel } from '../../../../shared/delivery-slots';
import { longCalendarDay } from '../../../../shared/store-dates';
import { FREQUENCY_LABELS } from '../../../../shared/subscription-schedule';
import { FormField } from '../../../components/forms/form-field';
import { EMPTY_CARD } from '../../../components/payments/card-inputs';
import { StripeCardField, useStripeCard } from '../../../components/payments/stripe-card-field';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { showServerError } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { paymentConfigQuery } from '../../../lib/payment-config-query';
import { useSession } from '../../../lib/session';
import {
  addressesQuery,
  createSubscription,
  estimateQuery,
  optionsQuery,
  profileQuery,
  startCardSetup,
  SUBSCRIPTION_KEYS,
} from '../api/subscriptions-api';
import { type SubscriptionDraft, useSubscriptionDraft } from '../api/subscription-draft';
import { AddressFields, EMPTY_ADDRESS, fromSaved } from '../components/address-fields';
import { BoxEstimate } from '../components/box-estimate';
import { toItems } from '../components/box-lines';
import { CardFields } from '../components/card-fields';
import { Panel } from '../components/panel';

const panel = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6';

/** What the page's inputs hold, named as the API names them; the card only on the demo processor. */
interface PaymentForm {
  contact: ContactInput;
  address: DeliveryAddressInput;
  card: CardInput;
}
const FIELDS = ['contact', 'address', 'card'] as const;
const withoutCard = z.object({ contact: contactInput, address: deliveryAddressInput });
const withCard = withoutCard.extend({ card: cardInput });

/** /subscription/payment (signed in): contact, delivery address and payment for the box, then it starts. */
export default function SubscriptionPaymentPage() {
  usePageMeta({ title: 'Subscription – Address and payment', description: 'Where and how to pay for your box.' });
  const { user } = useSession();
  const [draft, , clear] = useSubscriptionDraft();
  const profile = useQuery(profileQuery);
  const addresses = useQuery(addressesQuery);

  if (!draft.items.length || !draft.nextDeliveryDate) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6">
        <h1 className="text-2xl font-extrabold text-brand-900">Your box is empty</h1>
        <p className="mt-2 text-muted">Choose products and a schedule first.</p>
        <Link to="/subscription" className={buttonVariants({ className: 'mt-6' })}>
          Build a box
        </Link>
      </div>
    );
  }
  // The profile and the default deliverable address fill the form once they are known.
  if (profile.isPending || addresses.isPending) return <Spinner className="min-h-[40vh]" />;
  const preferred =
    addresses.data?.find((a) => a.isDefault && a.deliverable) ?? addresses.data?.find((a) => a.deliverable);
  const defaults: PaymentForm = {
    contact: {
      fullName: profile.data?.fullName ?? '',
      email: profile.data?.email ?? user?.email ?? '',
      phone: profile.data?.phone ?? '',
    },
    address: preferred ? fromSaved(preferred) : EMPTY_ADDRESS,
    card: EMPTY_CARD,
  };
  return <PaymentFormPage draft={draft} clear={clear} saved={addresses.data} defaults={defaults} />;
}

function PaymentFormPage({
  draft,
  clear,
  saved,
  defaults,
}: {
  draft: SubscriptionDraft;
  clear: () => void;
  saved: AddressDto[] | undefined;
  defaults: PaymentForm;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const options = useQuery(optionsQuery);
  const [method, setMethod] = useState<'cod' | 'stripe_card'>('cod');
  // With Stripe keys the card is typed into Stripe's own element and saved with Stripe (a SetupIntent);
  // the box is sent with that SetupIntent's id, and the server asks Stripe whether the card was saved.
  const stripeMode = options.data?.paymentMode === 'stripe';
  const form = useForm<PaymentForm>({
    resolver: zodResolver(
      method === 'stripe_card' && !stripeMode ? withCard : withoutCard,
    ) as unknown as Resolver<PaymentForm>,
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const address = useWatch({ control: form.control, name: 'address' });
  const [problem, setProblem] = useState<string | null>(null);
  const paymentConfig = useQuery({ ...paymentConfigQuery, enabled: stripeMode });
  const stripeCard = useStripeCard(paymentConfig.data, stripeMode && method === 'stripe_card');
  /** A card Stripe already saved on this page: sending again (say, after fixing the address) reuses it. */
  const [savedSetup, setSavedSetup] = useState<string | null>(null);
  const [savingCard, setSavingCard] = useState(false);
  const items = toItems(draft.items);
  const estimate = useQuery(estimateQuery({ items, zipCode: address.zipCode || undefined, state: address.state }));

  const start = useMutation({
    mutationFn: createSubscription,
    onSuccess: (created) => {
      clear();
      void client.invalidateQueries({ queryKey: SUBSCRIPTION_KEYS.all });
      navigate(`/subscription/success?id=${created.id}`);
    },
    onError: (error) => {
      // Stripe did not confirm the saved card for this shopper: the card element comes back to type it again.
      if (error instanceof ApiError && error.fields?.card) setSavedSetup(null);
      setProblem(showServerError(error, form.setError, FIELDS));
    },
  });

  const submit = form.handleSubmit(async () => {
    setProblem(null);
    const { contact, address, card } = form.getValues();
    const body = {
      items,
      frequency: draft.frequency,
      nextDeliveryDate: draft.nextDeliveryDate!,
      windowStart: draft.windowStart,
      contact,
      address,
      payment: method === 'cod' ? { method } : stripeMode ? { method } : { method, card },
    };
    if (method !== 'stripe_card' || !stripeMode) return start.mutate(body);
    const cardProblem = savedSetup ? null : stripeCard.problem();
    if (cardProblem) return stripeCard.showError(cardProblem);
    let setupIntentId = savedSetup;
    if (!setupIntentId) {
      setSavingCard(true);
      try {
        const { clientSecret } = await startCardSetup();
        const saved = await stripeCard.confirmSetup(clientSecret, { name: contact.fullName, email: contact.email });
        if ('error' in saved) return stripeCard.showError(saved.error);
        setupIntentId = saved.setupIntentId;
        setSavedSetup(setupIntentId);
      } catch (error) {
        return setProblem(showServerError(error, form.setError, FIELDS));
      } finally {
        setSavingCard(false);
      }
    }
    start.mutate({ ...body, payment: { method, setupIntentId } });
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Address and payment</h1>
      <p className="mt-1 text-muted">
        {FREQUENCY_LABELS[draft.frequency]}, first delivery {longCalendarDay(draft.nextDeliveryDate!)},{' '}
        {windowLabel(draft.windowStart)}.{' '}
        <Link to="/subscription" className="font-semibold text-brand-700 underline">
          Change the box
        </Link>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Panel title="Contact">
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <FormField label="Full name" error={errors.contact?.fullName?.message} className="sm:col-span-2">
                <Input autoComplete="name" {...form.register('contact.fullName')} />
              </FormField>
              <FormField label="Email" error={errors.contact?.email?.message}>
                <Input type="email" autoComplete="email" {...form.register('contact.email')} />
              </FormField>
              <FormField label="Phone" error={errors.contact?.phone?.message}>
                <Input type="tel" autoComplete="tel" {...form.register('contact.phone')} />
              </FormField>
            </div>
          </Panel>
          <Panel title="Delivery address">
            <div className="mt-4">
              <AddressFields
                address={address}
                saved={saved}
                onChange={(chosen) =>
                  form.setValue('address', chosen, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
                }
                errors={errors.address}
              />
            </div>
          </Panel>
          <Panel title="Payment">
            <fieldset className="mt-4 space-y-2">
              <legend className="sr-only">Payment method</legend>
              <label className="flex items-start gap-3 rounded-lg border border-gray-200 p-3 text-sm has-[:checked]:border-brand-700">
                <input
                  type="radio"
                  name="method"
                  checked={method === 'cod'}
                  onChange={() => setMethod('cod')}
                  className="mt-1"
                />
                <span>
                  <span className="font-semibold">Cash on delivery</span>
                  <span className="block text-muted">Pay the driver for each box at the door.</span>
                </span>
              </label>
              {options.data ? (
                <label className="flex items-start gap-3 rounded-lg border border-gray-200 p-3 text-sm has-[:checked]:border-brand-700">
                  <input
                    type="radio"
                    name="method"
                    checked={method === 'stripe_card'}
                    onChange={() => setMethod('stripe_card')}
                    className="mt-1"
                  />
                  <span>
                    <span className="font-semibold">Saved card</span>
                    <span className="block text-muted">
                      Charged for each box when its order is made, two days before delivery.
                    </span>
                  </span>
                </label>
              ) : null}
            </fieldset>
            {method === 'stripe_card' && !stripeMode ? (
              <div className="mt-4">
                <CardFields register={form.register} errors={errors.card} />
              </div>
            ) : null}
            {method === 'stripe_card' && stripeMode ? (
              <>
                {savedSetup ? (
                  <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                    Your card is saved with Stripe for this box.
                  </p>
                ) : (
                  <StripeCardField card={stripeCard} />
                )}
                {errors.card?.message ? (
                  <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                    {errors.card.message}
                  </p>
                ) : null}
              </>
            ) : null}
          </Panel>
        </div>
        <aside aria-labelledby="estimate-title" className={`${panel} h-fit lg:sticky lg:top-24`}>
          <h2 id="estimate-title" className="text-lg font-bold text-ink">
            Each delivery
          </h2>
          <div className="mt-3">
            <BoxEstimate estimate={estimate.data} pending={estimate.isFetching} />
          </div>
          {problem && !errors.card?.message ? (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
          <Button
            className="mt-5 w-full"
            size="lg"
            onClick={(e) => void submit(e)}
            disabled={start.isPending || savingCard}
          >
            {savingCard ? 'Saving your card…' : start.isPending ? 'Starting…' : 'Start my subscription'}
          </Button>
          <p className="mt-2 text-xs text-muted">Nothing is charged today. Skip, pause or cancel anytime.</p>
        </aside>
      </div>
    </div>
  );
}
