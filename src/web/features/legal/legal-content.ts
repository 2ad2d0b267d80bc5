/**
 * Shapes of the legal catalogue (src/shared/i18n/locales/<lang>/legal.json) and guards that read them.
 * i18next hands nested catalogue values back untyped, so every page narrows them here before rendering.
 */

/** ISO date of the current texts; shown on every page, formatted per language. */
export const legalLastUpdated = '2026-11-21';

export type LegalDocumentKey = 'privacy' | 'terms' | 'imprint';

export type ListItem = string | { label: string; text: string };

export type Block =
  | string
  | { list: ListItem[] }
  | { lines: string[] }
  | { fields: { label: string; value: string }[] }
  | { note: { title: string; text: string } };

export interface LegalSection {
  /** The catalogue key, also the in-page anchor, so links like /legal/privacy#rights work in both languages. */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
  linkLabel?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isListItem(value: unknown): value is ListItem {
  return (
    typeof value === 'string' ||
    (isRecord(value) && typeof value.label === 'string' && typeof value.text === 'string')
  );
}

function isField(value: unknown): value is { label: string; value: string } {
  return isRecord(value) && typeof value.label === 'string' && typeof value.value === 'string';
}

export function isBlock(value: unknown): value is Block {
  if (typeof value === 'string') return true;
  if (!isRecord(value)) return false;
  if ('list' in value) return Array.isArray(value.list) && value.list.every(isListItem);
  if ('lines' in value) return isStringArray(value.lines);
  if ('fields' in value) return Array.isArray(value.fields) && value.fields.every(isField);
  if ('note' in value) {
    return (
      isRecord(value.note) && typeof value.note.title === 'string' && typeof value.note.text === 'string'
    );
  }
  return false;
}

/** Keeps catalogue order; drops malformed entries rather than crashing a legal page (the catalogue test catches them). */
export function readSections(value: unknown): LegalSection[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([id, section]) => {
    if (!isRecord(section) || typeof section.heading !== 'string' || !Array.isArray(section.blocks))
      return [];
    return [{ id, heading: section.heading, blocks: section.blocks.filter(isBlock) }];
  });
}

export function readFaqItems(value: unknown): FaqItem[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([id, item]) => {
    if (!isRecord(item) || typeof item.question !== 'string' || !isStringArray(item.answer)) return [];
    const linkLabel = typeof item.linkLabel === 'string' ? item.linkLabel : undefined;
    return [{ id, question: item.question, answer: item.answer, linkLabel }];
  });
}
