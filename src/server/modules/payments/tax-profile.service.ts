import type { TaxProfile, taxProfileRequestSchema } from '@shared/payments/payments.schema';
import { taxIdHintOf } from '@shared/payments/tax-id';
import type { z } from 'zod';
import type { AppDependencies } from '../../core/app-instance';
import { releaseHeldPayouts } from '../orders/order-payments.service';
import { findTaxProfileRow, type TaxProfileRow, upsertTaxProfileRow } from './seller-payments.repository';
import { sealTaxId, taxIdKeyOf } from './tax-id-box';

type TaxProfileInput = z.output<typeof taxProfileRequestSchema>;

/** The tax identification number never leaves the server: only its last 3 characters do. */
function presentTaxProfile(row: TaxProfileRow): TaxProfile {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    birthDate: row.birthDate,
    taxIdHint: row.taxIdHint,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getTaxProfile(deps: AppDependencies, userId: string): Promise<TaxProfile | null> {
  const row = await findTaxProfileRow(deps.database.db, userId);
  return row ? presentTaxProfile(row) : null;
}

/** Saves the DAC7 details (ADR 058), the number sealed with AES-256-GCM, then releases held payouts. */
export async function saveTaxProfile(
  deps: AppDependencies,
  userId: string,
  input: TaxProfileInput,
): Promise<TaxProfile> {
  const row = await upsertTaxProfileRow(deps.database.db, {
    userId,
    firstName: input.firstName,
    lastName: input.lastName,
    street: input.street,
    postalCode: input.postalCode,
    city: input.city,
    country: input.country,
    birthDate: input.birthDate,
    taxIdEncrypted: sealTaxId(taxIdKeyOf(deps.config), input.taxId),
    taxIdHint: taxIdHintOf(input.taxId),
  });
  await releaseHeldPayouts(deps, userId);
  return presentTaxProfile(row);
}
