// @vitest-environment jsdom

import common from '@shared/i18n/locales/en/common.json';
import media from '@shared/i18n/locales/en/media.json';
import ui from '@shared/i18n/locales/en/ui.json';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error';
import { buildAsset } from '../media-asset.test-helper';
import { type AltTextActions, AltTextEditor } from './alt-text-editor';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common',
  resources: { en: { common, media, ui } },
  react: { useSuspense: false },
});

function renderEditor(asset: MediaAsset, actions: Partial<AltTextActions> = {}) {
  const onUpdated = vi.fn();
  const fullActions: AltTextActions = {
    update: vi.fn(async (id, request) => ({
      ...asset,
      id,
      altText: request.altText,
      altTextStatus: request.status,
      altTextEdited: true,
    })),
    generate: vi.fn(async () => ({ ...asset, altTextStatus: 'generating' as const })),
    ...actions,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <AltTextEditor
        asset={asset}
        position={2}
        count={3}
        language="de"
        actions={fullActions}
        onUpdated={onUpdated}
      />
    </I18nextProvider>,
  );
  return { onUpdated, actions: fullActions };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('<AltTextEditor />', () => {
  afterEach(cleanup);

  it('generating: a spinner with text and no actions', () => {
    renderEditor(buildAsset({ altTextStatus: 'generating' }));
    expect(screen.getByRole('status').textContent).toBe('Writing a description…');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('group', { name: 'Alt text of photo 2 of 3' })).toBeTruthy();
  });

  it('error: Try again asks the AI again in the listing language', async () => {
    const asset = buildAsset({ altTextStatus: 'error' });
    const { actions, onUpdated } = renderEditor(asset);
    expect(screen.getByText('The description could not be written.')).toBeTruthy();
    fireEvent.click(button('Try again'));
    await waitFor(() =>
      expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ altTextStatus: 'generating' })),
    );
    expect(actions.generate).toHaveBeenCalledWith(asset.id, 'de');
  });

  it("the AI's suggestion: Accept sends the text as accepted", async () => {
    const asset = buildAsset({ altTextStatus: 'edited', altTextEdited: false, altText: 'A brass desk lamp' });
    const { actions, onUpdated } = renderEditor(asset);
    expect(screen.getByText('AI suggestion')).toBeTruthy();
    expect(screen.getByText('A brass desk lamp')).toBeTruthy();
    fireEvent.click(button('Accept alt text'));
    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(actions.update).toHaveBeenCalledWith(asset.id, {
      altText: 'A brass desk lamp',
      status: 'accepted',
    });
  });

  it("the seller's own words are labelled as theirs; accepted shows a tick and only Edit", () => {
    renderEditor(buildAsset({ altTextStatus: 'edited', altTextEdited: true, altText: 'My lamp' }));
    expect(screen.getByText('Your text')).toBeTruthy();
    cleanup();
    renderEditor(buildAsset({ altTextStatus: 'accepted', altText: 'My lamp' }));
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept alt text' })).toBeNull();
    expect(button('Edit alt text')).toBeTruthy();
  });

  it('Edit opens a labelled field limited to 250 characters; Save sends status edited and returns focus', async () => {
    const asset = buildAsset({ altTextStatus: 'empty' });
    const { actions } = renderEditor(asset);
    expect(screen.getByText('No alt text yet.')).toBeTruthy();
    fireEvent.click(button('Edit alt text'));
    const field = screen.getByLabelText('Alt text for photo 2 of 3') as HTMLTextAreaElement;
    expect(field.maxLength).toBe(250);
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Green ceramic vase' } });
    expect(screen.getByText('18 of 250 characters')).toBeTruthy();
    fireEvent.click(button('Save'));
    await waitFor(() => expect(screen.queryByLabelText('Alt text for photo 2 of 3')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button('Edit alt text')));
    expect(actions.update).toHaveBeenCalledWith(asset.id, {
      altText: 'Green ceramic vase',
      status: 'edited',
    });
  });

  it('a failed save keeps the field open with the translated error', async () => {
    const refusal = new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'too long' });
    renderEditor(buildAsset({ altTextStatus: 'empty' }), {
      update: vi.fn(async () => Promise.reject(refusal)),
    });
    fireEvent.click(button('Edit alt text'));
    fireEvent.change(screen.getByLabelText('Alt text for photo 2 of 3'), { target: { value: 'x' } });
    fireEvent.click(button('Accept alt text'));
    expect(await screen.findByText('Some fields are not valid. Please check your input.')).toBeTruthy();
    expect(screen.getByLabelText('Alt text for photo 2 of 3').getAttribute('aria-invalid')).toBe('true');
  });
});
