// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../../lib/i18n';
import { MediaGuidance } from './media-guidance';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
);

describe('<MediaGuidance />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['listing-fields']);
  });
  afterEach(cleanup);

  it('lists the shots for the category and whether the count reaches the minimum', async () => {
    await i18next.changeLanguage('en');
    const { rerender } = render(<MediaGuidance categoryId="fashion-women-jackets" photoCount={1} />, {
      wrapper,
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Photos that sell clothing' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Front, laid flat or worn',
      'Back',
      'A close-up: label, size tag, model number or ports',
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'We recommend 3 photos: 2 more would help buyers decide.',
    );
    rerender(<MediaGuidance categoryId="fashion-women-jackets" photoCount={3} />);
    expect(screen.getByRole('status').textContent).toBe(
      '3 photos – enough for this category. More photos still help.',
    );
    rerender(<MediaGuidance categoryId="pets" photoCount={0} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Photos that sell' })).toBeTruthy();
  });
});
