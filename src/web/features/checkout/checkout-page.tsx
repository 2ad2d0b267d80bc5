import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CheckoutQuote,
  type ShippingAddressInput,
  shippingAddressSchema,
} from '@shared/orders/order.schema';
import type { PaymentMethod } from '@shared/orders/order-states';
import { ShoppingBag } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OrderItemList } from '../../components/orders/order-item-list';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { track } from '../../lib/analytics/analytics-client';
import { describeApiError } from '../../lib/api';
import { ownCheckoutChannel, takeHandoffLatency } from '../../lib/orders/checkout-handoff';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/use-session';
import { useCreateOrder } from './api/create-order';
import { useCheckoutQuote } from './api/get-checkout-quote';
import { recordCheckoutHandoff } from './api/record-checkout-handoff';
import {
  canRenewRequestId,
  checkoutSummary,
  defaultFulfilmentKey,
  emptyShippingAddress,
  findFulfilment,
  keptPaymentMethod,
  needsShippingAddress,
  orderRequestOf,
  parseListingIds,
  paymentMethodsFor,
  type ShippingAddressFormValues,
  selectableFulfilments,
} from './checkout-form';
import { CheckoutSummary } from './components/checkout-summary';
import { FulfilmentOptions, PaymentOptions } from './components/fulfilment-options';
import { ShippingAddressFields } from './components/shipping-address-fields';
import { stepsPassedOnConfirm, useCheckoutSteps } from './use-checkout-steps';

/** Sends the buyer to the payment provider's hosted page; a seam so tests can watch it. */
export const leaveForPayment = { go: (url: string) => window.location.assign(url) };

/** Reports the Buy-to-checkout latency once, when the quote is on screen (issue 17 hand-off figure). */
function useHandoffReport(quote: CheckoutQuote) {
  const hasReported = useRef(false);
  useEffect(() => {
    if (hasReported.current) return;
    hasReported.current = true;
    track('checkout_started', { listingCount: quote.items.length });
    const listingId = quote.items[0]?.listingId;
    if (!listingId) return;
    const latencyMs = takeHandoffLatency(listingId);
    if (latencyMs !== null) void recordCheckoutHandoff(listingId, ownCheckoutChannel, latencyMs);
  }, [quote]);
}

function CheckoutForm({ quote }: { quote: CheckoutQuote }) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  useHandoffReport(quote);
  const reachStep = useCheckoutSteps();
  const choices = selectableFulfilments(quote);
  const [choiceKey, setChoiceKey] = useState<string | null>(() => defaultFulfilmentKey(quote));
  const choice = findFulfilment(quote, choiceKey);
  const methods = paymentMethodsFor(quote, choice);
  const [preferredMethod, setPreferredMethod] = useState<PaymentMethod | null>(null);
  const paymentMethod = keptPaymentMethod(preferredMethod, methods);
  const addressForm = useForm<ShippingAddressFormValues, unknown, ShippingAddressInput>({
    resolver: zodResolver(shippingAddressSchema),
    defaultValues: emptyShippingAddress,
  });
  // One id per confirmation: a double click or a retry after a lost answer returns the same order.
  const requestId = useRef(crypto.randomUUID());
  const createOrder = useCreateOrder();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const summary = checkoutSummary(quote, choice);
  // Typing in the address is working on that step.
  useEffect(() => {
    const subscription = addressForm.watch(() => reachStep('address'));
    return () => subscription.unsubscribe();
  }, [addressForm, reachStep]);
  const isBusy = createOrder.isPending || isLeaving;

  const confirm = async (address: ShippingAddressInput | null) => {
    if (!choice || !paymentMethod) {
      setSubmitError(t('fulfilment.required'));
      return;
    }
    setSubmitError(null);
    for (const step of stepsPassedOnConfirm(address !== null)) reachStep(step);
    try {
      const result = await createOrder.mutateAsync(
        orderRequestOf({ quote, choice, paymentMethod, address, clientRequestId: requestId.current }),
      );
      setIsLeaving(true);
      if (result.paymentUrl) leaveForPayment.go(result.paymentUrl);
      else await navigate(paths.order(result.order.id));
    } catch (error) {
      if (canRenewRequestId(error)) requestId.current = crypto.randomUUID();
      setSubmitError(describeApiError(error, tCommon));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (needsShippingAddress(choice)) {
      void addressForm.handleSubmit(
        (address) => confirm(address),
        () => setSubmitError(null),
      )();
    } else {
      void confirm(null);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 gap-6">
        <section
          aria-labelledby="checkout-items-title"
          className="grid gap-3 rounded-card border border-line bg-surface p-4"
        >
          <h2 id="checkout-items-title" className="text-lg font-semibold">
            {t('items.title', { seller: quote.seller.name })}
          </h2>
          <OrderItemList items={quote.items} />
        </section>
        {!quote.onlinePaymentConfigured && <Alert variant="info">{t('payment.notConfigured')}</Alert>}
        <section className="grid gap-3 rounded-card border border-line bg-surface p-4">
          {choices.length === 0 ? (
            <Alert variant="warning">{t('fulfilment.noneAvailable')}</Alert>
          ) : (
            <FulfilmentOptions
              choices={choices}
              value={choiceKey}
              onChange={(key) => {
                reachStep('delivery');
                setChoiceKey(key);
              }}
            />
          )}
        </section>
        {needsShippingAddress(choice) && (
          <section className="rounded-card border border-line bg-surface p-4">
            <ShippingAddressFields form={addressForm} />
          </section>
        )}
        {methods.length > 0 && (
          <section className="grid gap-3 rounded-card border border-line bg-surface p-4">
            <PaymentOptions
              methods={methods}
              value={paymentMethod}
              onChange={(method) => {
                reachStep('payment');
                setPreferredMethod(method);
              }}
            />
          </section>
        )}
      </div>
      <aside
        aria-labelledby="checkout-summary-title"
        className="grid gap-4 rounded-card border border-line bg-surface p-4 lg:sticky lg:top-24"
      >
        <h2 id="checkout-summary-title" className="text-lg font-semibold">
          {t('summary.title')}
        </h2>
        <CheckoutSummary summary={summary} itemCount={quote.items.length} />
        {submitError && <Alert variant="danger">{submitError}</Alert>}
        <Button type="submit" size="lg" isFullWidth isLoading={isBusy} disabled={!choice || !paymentMethod}>
          {paymentMethod === 'online' ? t('confirm.payOnline') : t('confirm.order')}
        </Button>
        <p className="text-xs text-muted">{t('confirm.note')}</p>
      </aside>
    </form>
  );
}

function CheckoutQuoteView({ userId, listingIds }: { userId: string; listingIds: string[] }) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const quote = useCheckoutQuote(userId, listingIds, true);
  if (quote.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-muted">
        <Spinner size="md" isDecorative />
        {t('loading')}
      </p>
    );
  }
  if (quote.isError) {
    return (
      <Alert variant="danger" title={t('loadFailed')}>
        <p>{describeApiError(quote.error, tCommon)}</p>
        <Link to={paths.home} className="mt-2 inline-block font-semibold underline">
          {t('backHome')}
        </Link>
      </Alert>
    );
  }
  return <CheckoutForm quote={quote.data} />;
}

/** /checkout?listings=a,b (spec §1): one seller's items, fulfilment, address, payment, confirm. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [searchParams] = useSearchParams();
  const listingsParam = searchParams.get('listings');
  const listingIds = useMemo(() => parseListingIds(listingsParam), [listingsParam]);
  const { user } = useSession();
  let content: React.ReactNode;
  if (!user) content = null;
  else if (!user.isEmailVerified) {
    content = (
      <Alert
        variant="warning"
        title={t('verifyEmail.title')}
        actions={
          <Link to={paths.verifyEmail} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('verifyEmail.action')}
          </Link>
        }
      >
        {t('verifyEmail.text')}
      </Alert>
    );
  } else if (listingIds.length === 0) {
    content = (
      <EmptyState
        icon={<ShoppingBag />}
        title={t('empty.title')}
        description={t('empty.text')}
        action={
          <Link to={paths.home} className={buttonClasses({})}>
            {t('backHome')}
          </Link>
        }
      />
    );
  } else content = <CheckoutQuoteView userId={user.id} listingIds={listingIds} />;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6">
      <title>{t('documentTitle')}</title>
      <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      {content}
    </div>
  );
}
