import { randomBytes } from 'node:crypto';
import { type FormObject, metadataOf, objectOf, text } from './stripe-double-form';
import {
  integerOf,
  invalid,
  missing,
  newId,
  noSuch,
  nowSeconds,
  type StripeObject,
} from './stripe-double-http';

/** The Stripe double's objects, built from create parameters with the documented field names. */

export interface CheckoutLine {
  name: string;
  currency: string;
  amountCents: number;
  quantity: number;
}

export interface CheckoutSessionDraft {
  session: StripeObject;
  lines: CheckoutLine[];
  intentData: FormObject | undefined;
}

/** A Checkout Session in `payment` mode from its create parameters, validated as Stripe does. */
export function buildCheckoutSession(form: FormObject, baseUrl: string): CheckoutSessionDraft {
  const mode = text(form, 'mode');
  if (!mode) throw missing('mode');
  if (mode !== 'payment') throw invalid('This double supports mode=payment only.', 'mode');
  const successUrl = text(form, 'success_url');
  if (!successUrl) throw missing('success_url');
  const rawLines = form.line_items;
  if (!Array.isArray(rawLines) || rawLines.length === 0) throw missing('line_items');
  const lines = rawLines.map((raw, index) => {
    const line = raw as FormObject;
    const priceData = objectOf(line, 'price_data');
    if (!priceData) throw missing(`line_items[${index}][price_data]`);
    const currency = text(priceData, 'currency');
    if (!currency) throw missing(`line_items[${index}][price_data][currency]`);
    const amountCents = integerOf(priceData, 'unit_amount');
    if (amountCents === undefined) throw missing(`line_items[${index}][price_data][unit_amount]`);
    const name = text(objectOf(priceData, 'product_data'), 'name');
    if (!name) throw missing(`line_items[${index}][price_data][product_data][name]`);
    return { name, currency, amountCents, quantity: integerOf(line, 'quantity') ?? 1 };
  });
  const currency = lines[0]?.currency ?? 'eur';
  if (lines.some((line) => line.currency !== currency)) {
    throw invalid('All line items must share one currency.', 'line_items');
  }
  const created = nowSeconds();
  const expiresAt = integerOf(form, 'expires_at') ?? created + 24 * 3600;
  if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
    throw invalid(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
      'expires_at',
    );
  }
  const total = lines.reduce((sum, line) => sum + line.amountCents * line.quantity, 0);
  const id = `cs_test_${randomBytes(24).toString('hex')}`;
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: text(form, 'cancel_url') ?? null,
    client_reference_id: text(form, 'client_reference_id') ?? null,
    created,
    currency,
    customer: null,
    customer_details: null,
    customer_email: text(form, 'customer_email') ?? null,
    expires_at: expiresAt,
    livemode: false,
    locale: text(form, 'locale') ?? null,
    metadata: metadataOf(form),
    mode,
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    ui_mode: 'hosted',
    url: `${baseUrl}/c/pay/${id}`,
  };
  return { session, lines, intentData: objectOf(form, 'payment_intent_data') };
}

/** A transfer to a connected account, refused when the account cannot receive transfers yet. */
export function buildTransfer(
  form: FormObject,
  findAccount: (id: string) => StripeObject | undefined,
): StripeObject {
  const amount = integerOf(form, 'amount');
  if (amount === undefined) throw missing('amount');
  const currency = text(form, 'currency');
  if (!currency) throw missing('currency');
  const destination = text(form, 'destination');
  if (!destination) throw missing('destination');
  const account = findAccount(destination);
  if (!account) throw noSuch('account', destination);
  const capabilities = account.capabilities as Record<string, string>;
  if (capabilities.transfers !== 'active') {
    throw invalid(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      'destination',
      'insufficient_capabilities_for_transfer',
    );
  }
  const transfer: StripeObject = {
    id: newId('tr'),
    object: 'transfer',
    amount,
    amount_reversed: 0,
    created: nowSeconds(),
    currency,
    description: text(form, 'description') ?? null,
    destination,
    destination_payment: newId('py'),
    livemode: false,
    metadata: metadataOf(form),
    reversed: false,
    source_transaction: text(form, 'source_transaction') ?? null,
    transfer_group: text(form, 'transfer_group') ?? null,
  };
  return transfer;
}

/** A connected account as created: nothing enabled until onboarding is submitted. */
export function buildAccount(form: FormObject): StripeObject {
  const type = text(form, 'type');
  if (type && !['express', 'standard', 'custom'].includes(type))
    throw invalid(`Invalid type: ${type}`, 'type');
  const requested = objectOf(form, 'capabilities') ?? {};
  const account: StripeObject = {
    id: `acct_${randomBytes(8).toString('hex').toUpperCase()}`,
    object: 'account',
    business_type: text(form, 'business_type') ?? null,
    capabilities: Object.fromEntries(Object.keys(requested).map((name) => [name, 'inactive'])),
    charges_enabled: false,
    country: text(form, 'country') ?? 'US',
    created: nowSeconds(),
    default_currency: text(form, 'country') === 'DE' ? 'eur' : 'usd',
    details_submitted: false,
    email: text(form, 'email') ?? null,
    metadata: metadataOf(form),
    payouts_enabled: false,
    requirements: {
      currently_due: [
        'external_account',
        'individual.dob.day',
        'individual.first_name',
        'tos_acceptance.date',
      ],
      disabled_reason: 'requirements.past_due',
      eventually_due: [
        'external_account',
        'individual.dob.day',
        'individual.first_name',
        'tos_acceptance.date',
      ],
      past_due: [],
    },
    type: type ?? 'standard',
  };
  return account;
}
