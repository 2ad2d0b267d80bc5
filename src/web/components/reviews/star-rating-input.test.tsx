// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../lib/i18n';
import { StarRatingInput } from './star-rating-input';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <I18nextProvider i18n={i18next}>
      <StarRatingInput label="Your rating" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? 'none'}</output>
    </I18nextProvider>
  );
}

describe('StarRatingInput', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['reviews']);
    await i18next.changeLanguage('en');
  });
  afterEach(cleanup);

  it('names each star, fills the stars up to the chosen one, and is one labelled radio group', () => {
    render(<Harness initial={2} />);
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' }).getAttribute('aria-required')).toBe(
      'true',
    );
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    const filled = (index: number) =>
      stars[index]!.querySelector('svg')!.getAttribute('class')!.includes('fill-current');
    expect([0, 1, 2, 3, 4].map(filled)).toEqual([true, true, false, false, false]);
    fireEvent.click(stars[4]!);
    expect(screen.getByTestId('value').textContent).toBe('5');
    expect([0, 1, 2, 3, 4].map(filled)).toEqual([true, true, true, true, true]);
    expect(screen.getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true');
  });
});
