import { withSuggestion } from '@shared/listings/ai-suggestion-merge';
import type { AiSuggestion } from '@shared/listings/listing-editor.schema';
import { describe, expect, it } from 'vitest';
import { emptyDraftFields } from './draft-fields';
import {
  applyAiSuggestion,
  canRedo,
  canUndo,
  coalesceWindowMs,
  createPreviewHistory,
  dirtyFields,
  editFields,
  historyLimit,
  redo,
  replaceFieldsQuietly,
  resetToAi,
  undo,
} from './preview-history';

const suggestion: AiSuggestion = {
  title: 'Nike Windbreaker schwarz, Größe M',
  description: 'Leichte Jacke, kaum getragen, keine Flecken, aus einem rauchfreien Haushalt.',
  categoryId: 'fashion-men-jackets',
  categoryPath: ['fashion', 'fashion-men', 'fashion-men-jackets'],
  priceValue: 35,
  priceCurrency: 'EUR',
  tags: ['nike', 'jacke'],
  attributes: { brand: 'Nike', size: 'M' },
  condition: 'good',
};

function fromAi() {
  return createPreviewHistory(withSuggestion(emptyDraftFields('de'), suggestion), suggestion);
}

describe('preview history', () => {
  it('undoes and redoes edits; a new edit clears redo', () => {
    let state = editFields(fromAi(), { title: 'Nike Jacke M schwarz' }, 0);
    state = editFields(state, { priceValue: 30 }, 5000);
    expect(canUndo(state)).toBe(true);
    state = undo(state);
    expect(state.fields.priceValue).toBe(35);
    expect(state.fields.title).toBe('Nike Jacke M schwarz');
    state = redo(state);
    expect(state.fields.priceValue).toBe(30);
    state = undo(state);
    expect(canRedo(state)).toBe(true);
    state = editFields(state, { tags: ['nike'] }, 9000);
    expect(canRedo(state)).toBe(false);
  });

  it('keeps at most 20 states', () => {
    let state = fromAi();
    for (let index = 0; index < 30; index += 1) {
      state = editFields(state, { priceValue: 100 + index }, index * 10_000);
    }
    expect(state.past).toHaveLength(historyLimit);
    for (let index = 0; index < 25; index += 1) state = undo(state);
    expect(state.fields.priceValue).toBe(109);
    expect(state.future).toHaveLength(historyLimit);
  });

  it('makes one step of a typing burst on one field', () => {
    let state = fromAi();
    state = editFields(state, { title: 'N' }, 0);
    state = editFields(state, { title: 'Ni' }, coalesceWindowMs - 100);
    state = editFields(state, { title: 'Nik' }, coalesceWindowMs * 2 - 200);
    expect(state.past).toHaveLength(1);
    state = editFields(state, { title: 'Nike' }, coalesceWindowMs * 4);
    expect(state.past).toHaveLength(2);
    expect(undo(undo(state)).fields.title).toBe(suggestion.title);
  });

  it('ignores edits that change nothing and leaves photos alone on undo', () => {
    const start = fromAi();
    expect(editFields(start, { title: suggestion.title }, 0)).toBe(start);
    let state = editFields(start, { title: 'Jacke von Nike, M' }, 0);
    state = replaceFieldsQuietly(state, { mediaIds: ['0b9d1a0e-3333-4333-8333-333333333333'] });
    state = undo(state);
    expect(state.fields.title).toBe(suggestion.title);
    expect(state.fields.mediaIds).toHaveLength(1);
  });

  it('calls fields dirty when they differ from the AI, arrays and records deeply', () => {
    let state = editFields(
      fromAi(),
      { tags: ['nike', 'jacke'], attributes: { size: 'M', brand: 'Nike' } },
      0,
    );
    expect(dirtyFields(state)).toEqual([]);
    state = editFields(state, { tags: ['nike'], attributes: { brand: 'Nike', size: 'L' } }, 5000);
    expect(dirtyFields(state)).toEqual(['tags', 'attributes']);
  });

  it('resets to the AI and clears the history', () => {
    let state = editFields(fromAi(), { title: 'Ganz anderer Titel', priceValue: 20 }, 0);
    state = undo(editFields(state, { condition: 'fair' }, 5000));
    state = resetToAi(state);
    expect(dirtyFields(state)).toEqual([]);
    expect(state.past).toEqual([]);
    expect(state.future).toEqual([]);
  });

  it('applies a new suggestion over untouched fields and keeps the edited ones', () => {
    let state = editFields(fromAi(), { title: 'Meine eigene Überschrift', priceValue: 40 }, 0);
    const next: AiSuggestion = { ...suggestion, title: 'Nike Jacke', priceValue: 45, tags: ['windbreaker'] };
    state = applyAiSuggestion(state, next, 5000);
    expect(state.fields.title).toBe('Meine eigene Überschrift');
    expect(state.fields.priceValue).toBe(40);
    expect(state.fields.tags).toEqual(['windbreaker']);
    expect(state.aiSuggestion).toEqual(next);
    expect(dirtyFields(state)).toEqual(['title', 'priceValue']);
    expect(undo(state).fields.tags).toEqual(['nike', 'jacke']);
  });

  it('fills only empty fields when the seller started without the AI', () => {
    let state = createPreviewHistory(emptyDraftFields('de'), null);
    state = editFields(state, { title: 'Selbst geschrieben' }, 0);
    state = applyAiSuggestion(state, suggestion, 5000);
    expect(state.fields.title).toBe('Selbst geschrieben');
    expect(state.fields.description).toBe(suggestion.description);
    expect(dirtyFields(state)).toEqual(['title']);
  });
});
