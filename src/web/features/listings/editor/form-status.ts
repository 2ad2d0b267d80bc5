import { isSameValue } from '@shared/listings/ai-suggestion-merge';
import type { ListingCheckIssue, ListingDraftFields } from '@shared/listings/listing-editor.schema';
import {
  type ListingRuleIssue,
  validateArticleFields,
  validateMedia,
  validatePreviewFields,
} from '@shared/listings/listing-rules';

/** Spec §4 "Form stage severity", mildest first. */
export const formStages = ['valid', 'idle', 'editing', 'syncing', 'invalid', 'error'] as const;
export type FormStage = (typeof formStages)[number];
export const formSections = ['article', 'media', 'preview', 'validation'] as const;
export type FormSection = (typeof formSections)[number];

export interface FormIssue {
  field: string;
  code: string;
  message: string;
}

/** Spec §3 "Form status" of one section. `message` is a key under `status.messages` (listing-editor). */
export interface SectionStatus {
  stage: FormStage;
  /** Changed since the last save on the server. */
  dirty: boolean;
  message: string;
  errors: FormIssue[];
  warnings: FormIssue[];
}

export interface FormStatus {
  sections: Record<FormSection, SectionStatus>;
  overallStage: FormStage;
  /** Sections that are invalid or failed, in form order: they block publishing. */
  blockingSections: FormSection[];
}

export function stageSeverity(stage: FormStage): number {
  return formStages.indexOf(stage);
}

export function worstStage(stages: readonly FormStage[]): FormStage {
  return stages.reduce<FormStage>(
    (worst, stage) => (stageSeverity(stage) > stageSeverity(worst) ? stage : worst),
    'valid',
  );
}

export const isBlockingStage = (stage: FormStage) => stage === 'invalid' || stage === 'error';

/** The fields each section owns (spec: article, media, preview). */
export const sectionFieldKeys = {
  article: [
    'condition',
    'locationSlug',
    'offersPickup',
    'offersShipping',
    'shippingOptions',
    'offersSameDay',
    'sameDayPrice',
    'attributes',
    'quantity',
  ],
  media: ['mediaIds'],
  preview: [
    'title',
    'description',
    'categoryId',
    'categoryPath',
    'priceValue',
    'minimumOffer',
    'priceCurrency',
    'tags',
    'priceKind',
  ],
} as const satisfies Record<Exclude<FormSection, 'validation'>, readonly (keyof ListingDraftFields)[]>;

function isSectionDirty(
  section: keyof typeof sectionFieldKeys,
  fields: ListingDraftFields,
  saved: ListingDraftFields | null,
): boolean {
  if (!saved) return true;
  return sectionFieldKeys[section].some((key) => !isSameValue(fields[key], saved[key]));
}

function toIssue(issue: ListingRuleIssue | ListingCheckIssue): FormIssue {
  return { field: issue.field, code: issue.code, message: issue.message };
}

function localSection(issues: ListingRuleIssue[], isDirty: boolean, isSyncing: boolean): SectionStatus {
  const errors = issues.map(toIssue);
  let stage: FormStage = 'valid';
  if (isSyncing) stage = 'syncing';
  else if (errors.length > 0) stage = 'invalid';
  else if (isDirty) stage = 'editing';
  return { stage, dirty: isDirty, message: stage, errors, warnings: [] };
}

export interface ServerChecks {
  /** No check has run yet for these fields. */
  isPending: boolean;
  isRunning: boolean;
  hasFailed: boolean;
  issues: ListingCheckIssue[];
}

function validationSection(checks: ServerChecks): SectionStatus {
  const errors = checks.issues.filter((issue) => issue.severity === 'error').map(toIssue);
  const warnings = checks.issues.filter((issue) => issue.severity === 'warning').map(toIssue);
  let stage: FormStage = 'valid';
  if (checks.hasFailed) stage = 'error';
  else if (checks.isRunning) stage = 'syncing';
  else if (checks.isPending) stage = 'idle';
  else if (errors.length > 0) stage = 'invalid';
  const message = stage === 'valid' && warnings.length > 0 ? 'warnings' : stage;
  return { stage, dirty: false, message, errors, warnings };
}

export interface FormStatusInput {
  fields: ListingDraftFields;
  /** The fields as last saved on the server, null before the first save. */
  savedFields: ListingDraftFields | null;
  /** Photos still uploading. */
  uploadsInFlight: number;
  checks: ServerChecks;
}

/** Spec §3/§4: each section's status, the worst stage overall, and what blocks publishing. */
export function computeFormStatus(input: FormStatusInput): FormStatus {
  const { fields, savedFields } = input;
  const sections: Record<FormSection, SectionStatus> = {
    article: localSection(
      validateArticleFields(fields),
      isSectionDirty('article', fields, savedFields),
      false,
    ),
    media: localSection(
      validateMedia(fields),
      isSectionDirty('media', fields, savedFields),
      input.uploadsInFlight > 0,
    ),
    preview: localSection(
      validatePreviewFields(fields),
      isSectionDirty('preview', fields, savedFields),
      false,
    ),
    validation: validationSection(input.checks),
  };
  const stages = formSections.map((section) => sections[section].stage);
  return {
    sections,
    overallStage: worstStage(stages),
    blockingSections: formSections.filter((section) => isBlockingStage(sections[section].stage)),
  };
}

/** Every error that blocks publishing, in form order, each once per field and code. */
export function blockingIssues(status: FormStatus): (FormIssue & { section: FormSection })[] {
  const seen = new Set<string>();
  return status.blockingSections.flatMap((section) =>
    status.sections[section].errors.flatMap((issue) => {
      const key = `${issue.field}:${issue.code}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ ...issue, section }];
    }),
  );
}
