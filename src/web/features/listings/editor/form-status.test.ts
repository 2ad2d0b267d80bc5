import type { ListingDraftFields } from '@shared/listings/listing-editor.schema';
import { describe, expect, it } from 'vitest';
import { emptyDraftFields } from './draft-fields';
import {
  blockingIssues,
  computeFormStatus,
  type FormStage,
  type ServerChecks,
  stageSeverity,
  worstStage,
} from './form-status';

const noChecks: ServerChecks = { isPending: false, isRunning: false, hasFailed: false, issues: [] };

function completeFields(): ListingDraftFields {
  return {
    ...emptyDraftFields('de', ['0b9d1a0e-3333-4333-8333-333333333333']),
    title: 'Apple iPhone 13, 128 GB',
    description: 'Gut erhaltenes iPhone 13 mit 128 GB Speicher, Akku bei 89 %, ohne SIM-Lock.',
    categoryId: 'electronics-phones-smartphones',
    categoryPath: ['electronics', 'electronics-phones', 'electronics-phones-smartphones'],
    priceValue: 389,
    condition: 'good',
    locationSlug: 'berlin',
    attributes: { brand: 'Apple', storageGb: '128', connectivity: ['5g'] },
  };
}

describe('form status', () => {
  it('orders stages valid < idle < editing < syncing < invalid < error and takes the worst', () => {
    const order: FormStage[] = ['valid', 'idle', 'editing', 'syncing', 'invalid', 'error'];
    for (let index = 1; index < order.length; index += 1) {
      expect(stageSeverity(order[index] as FormStage)).toBeGreaterThan(
        stageSeverity(order[index - 1] as FormStage),
      );
    }
    expect(worstStage(['idle', 'valid', 'editing'])).toBe('editing');
    expect(worstStage(['error', 'invalid', 'syncing'])).toBe('error');
    expect(worstStage([])).toBe('valid');
  });

  it('is valid and unblocked for a complete, saved listing', () => {
    const fields = completeFields();
    const status = computeFormStatus({ fields, savedFields: fields, uploadsInFlight: 0, checks: noChecks });
    expect(status.sections.preview).toMatchObject({ stage: 'valid', dirty: false, errors: [] });
    expect(status.sections.article.errors).toEqual([]);
    expect(status.overallStage).toBe('valid');
    expect(status.blockingSections).toEqual([]);
  });

  it('marks changed sections as editing and dirty until saved', () => {
    const saved = completeFields();
    const fields = { ...saved, priceValue: 300 };
    const status = computeFormStatus({ fields, savedFields: saved, uploadsInFlight: 0, checks: noChecks });
    expect(status.sections.preview).toMatchObject({ stage: 'editing', dirty: true });
    expect(status.sections.article.dirty).toBe(false);
    expect(status.overallStage).toBe('editing');
  });

  it('lists invalid sections as blocking, with their issues in form order', () => {
    const fields = { ...emptyDraftFields('de'), offersPickup: false };
    const status = computeFormStatus({ fields, savedFields: null, uploadsInFlight: 0, checks: noChecks });
    expect(status.blockingSections).toEqual(['article', 'media', 'preview']);
    expect(status.overallStage).toBe('invalid');
    const codes = blockingIssues(status).map((issue) => issue.code);
    expect(codes).toContain('media_required');
    expect(codes).toContain('title_too_short');
    expect(codes).toContain('fulfilment_required');
  });

  it('shows uploads as syncing and server checks as syncing, invalid, error or warnings', () => {
    const fields = completeFields();
    const base = { fields, savedFields: fields };
    expect(computeFormStatus({ ...base, uploadsInFlight: 2, checks: noChecks }).sections.media.stage).toBe(
      'syncing',
    );
    const running = computeFormStatus({
      ...base,
      uploadsInFlight: 0,
      checks: { ...noChecks, isRunning: true },
    });
    expect(running.sections.validation.stage).toBe('syncing');
    expect(running.overallStage).toBe('syncing');
    const pending = computeFormStatus({
      ...base,
      uploadsInFlight: 0,
      checks: { ...noChecks, isPending: true },
    });
    expect(pending.sections.validation.stage).toBe('idle');
    const failed = computeFormStatus({
      ...base,
      uploadsInFlight: 0,
      checks: { ...noChecks, hasFailed: true },
    });
    expect(failed.sections.validation.stage).toBe('error');
    expect(failed.blockingSections).toEqual(['validation']);
    const issues: ServerChecks['issues'] = [
      { field: 'title', code: 'blocked_term', severity: 'error', message: 'Blocked', params: {} },
      { field: 'priceValue', code: 'price_deviation', severity: 'warning', message: 'Far off', params: {} },
    ];
    const checked = computeFormStatus({ ...base, uploadsInFlight: 0, checks: { ...noChecks, issues } });
    expect(checked.sections.validation).toMatchObject({ stage: 'invalid' });
    expect(checked.sections.validation.warnings.map((issue) => issue.code)).toEqual(['price_deviation']);
    expect(blockingIssues(checked)).toEqual([
      { field: 'title', code: 'blocked_term', message: 'Blocked', section: 'validation' },
    ]);
    const warned = computeFormStatus({
      ...base,
      uploadsInFlight: 0,
      checks: { ...noChecks, issues: issues.slice(1) },
    });
    expect(warned.sections.validation).toMatchObject({ stage: 'valid', message: 'warnings' });
  });
});
