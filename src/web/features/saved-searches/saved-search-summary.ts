import { findCity } from '@shared/catalog/cities.data';
import { type PriceKind, priceKinds } from '@shared/listings/price-kind';
import { defaultSavedSearchLabel, savedSearchLabelMax } from '@shared/saved-searches/saved-search.schema';
import type { TFunction } from 'i18next';
import { formatPrice } from '../../lib/format';
import type { Language } from '../../lib/i18n';

/** The place as people read it: the region label, else the city behind the slug. */
function placeOf(params: Record<string, string>): string | undefined {
  if (params.region) return params.region;
  if (params.loc) return findCity(params.loc)?.label ?? params.loc;
  return undefined;
}

/**
 * A readable default label, e.g. "jacke · Berlin · 25 km". Like the shared default label, but a URL
 * with only `loc=berlin` still names the city.
 */
export function suggestSavedSearchLabel(params: Record<string, string>): string {
  const place = placeOf(params);
  if (!place || params.region) return defaultSavedSearchLabel(params);
  const what = params.query ?? params.category ?? params.tag ?? '';
  const radius = params.radius && params.radius !== '0' ? `${params.radius} km` : '';
  return [what, place, radius].filter(Boolean).join(' · ').slice(0, savedSearchLabelMax);
}

const listOf = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** A short line of the filters beyond the label, e.g. "Berlin · 25 km · up to €50 · New". */
export function summarizeSavedSearch(
  params: Record<string, string>,
  t: TFunction<'saved-searches'>,
  language: Language,
): string {
  const parts: string[] = [];
  const place = placeOf(params);
  if (place) {
    const radius = Number(params.radius ?? 0);
    parts.push(radius > 0 ? t('summary.placeWithRadius', { place, radius }) : place);
  }
  if (params.category) parts.push(t('summary.category', { category: params.category }));
  const priceMin = params.priceMin ? formatPrice(Number(params.priceMin), language) : undefined;
  const priceMax = params.priceMax ? formatPrice(Number(params.priceMax), language) : undefined;
  if (priceMin && priceMax) parts.push(t('summary.priceRange', { min: priceMin, max: priceMax }));
  else if (priceMax) parts.push(t('summary.priceMax', { price: priceMax }));
  else if (priceMin) parts.push(t('summary.priceMin', { price: priceMin }));
  for (const condition of listOf(params.condition)) parts.push(t(`summary.condition.${condition}`));
  for (const option of listOf(params.fulfillment)) parts.push(t(`summary.fulfillment.${option}`));
  if (params.shipping === 'free') parts.push(t('summary.freeShipping'));
  for (const kind of listOf(params.priceKind)) {
    if ((priceKinds as readonly string[]).includes(kind))
      parts.push(t(`summary.priceKind.${kind as PriceKind}`));
  }
  if (params.tag) parts.push(`#${params.tag}`);
  return parts.join(' · ');
}
