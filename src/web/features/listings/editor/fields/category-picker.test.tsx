// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../../lib/i18n';
import { CategoryPicker, type CategoryPickerProps } from './category-picker';
import { searchLeafCategories } from './category-search';

function renderPicker(props: Partial<CategoryPickerProps> = {}) {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18next}>
      <CategoryPicker id="category" categoryId="" onChange={onChange} {...props} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('searchLeafCategories', () => {
  it('matches English and German names, with or without umlauts, and only leaves', () => {
    for (const query of ['Mäntel', 'mantel', 'maentel', 'coats']) {
      const ids = searchLeafCategories(query, 'de').map((category) => category.id);
      expect(ids, query).toContain('fashion-women-jackets');
    }
    expect(searchLeafCategories('Smartphone', 'en')[0]?.id).toBe('electronics-phones-smartphones');
    expect(searchLeafCategories('electronics', 'en').every((category) => category.isLeaf)).toBe(true);
    expect(searchLeafCategories('   ', 'en')).toEqual([]);
  });

  it('finds a leaf by words from its path ("damen jacke")', () => {
    expect(searchLeafCategories('damen jacke', 'de').map((category) => category.id)).toEqual([
      'fashion-women-jackets',
    ]);
  });
});

describe('<CategoryPicker />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['listing-fields', 'ui']);
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('searches, then chooses a leaf with its full path', () => {
    const onChange = renderPicker();
    const search = screen.getByRole('searchbox', { name: /Category/ });
    fireEvent.change(search, { target: { value: 'kopfhörer' } });
    expect(screen.getByText('1 matching category')).toBeTruthy();
    const results = screen.getByRole('list', { name: 'Matching categories' });
    fireEvent.click(within(results).getByRole('button', { name: /Headphones/ }));
    expect(onChange).toHaveBeenCalledWith({
      categoryId: 'electronics-audio-headphones',
      categoryPath: ['electronics', 'electronics-audio', 'electronics-audio-headphones'],
    });
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);
  });

  it('says so when nothing matches', () => {
    renderPicker();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'xyzzy' } });
    expect(screen.getByText(/No category matches “xyzzy”/)).toBeTruthy();
  });

  it('shows the chosen path as a breadcrumb in the UI language, and the error with the field', async () => {
    await i18next.changeLanguage('de');
    renderPicker({
      categoryId: 'fashion-women-jackets',
      error: 'Wähle eine Kategorie.',
      describedBy: 'outside',
    });
    const breadcrumb = screen.getByRole('navigation', { name: 'Gewählte Kategorie' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mode & Accessoires', 'Damen', 'Jacken & Mäntel']);
    const search = screen.getByRole('searchbox', { name: /Kategorie/ });
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(search.getAttribute('aria-describedby')?.split(' ')[0]).toBe('outside');
    expect(screen.getByText('Wähle eine Kategorie.')).toBeTruthy();
  });

  it('browses the tree with the keyboard; branches open, only leaves are chosen', () => {
    const onChange = renderPicker();
    const tree = screen.getByRole('tree', { name: 'All categories' });
    const fashion = within(tree).getByRole('treeitem', { name: 'Fashion & accessories' });
    expect(fashion.getAttribute('tabindex')).toBe('0');
    expect(fashion.getAttribute('aria-expanded')).toBe('false');

    fashion.focus();
    fireEvent.keyDown(fashion, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(fashion.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(fashion, { key: 'ArrowRight' });
    const women = within(tree).getByRole('treeitem', { name: 'Women' });
    expect(document.activeElement).toBe(women);
    fireEvent.keyDown(women, { key: 'ArrowRight' });
    fireEvent.keyDown(women, { key: 'ArrowRight' });
    const jackets = within(tree).getByRole('treeitem', { name: 'Jackets & coats' });
    expect(document.activeElement).toBe(jackets);
    expect(jackets.getAttribute('aria-level')).toBe('3');
    fireEvent.keyDown(jackets, { key: ' ' });
    expect(onChange).toHaveBeenCalledWith({
      categoryId: 'fashion-women-jackets',
      categoryPath: ['fashion', 'fashion-women', 'fashion-women-jackets'],
    });
    fireEvent.keyDown(jackets, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(women);
  });

  it('an open branch holds only its own name and owns its group (WCAG 2.5.3 label in name)', () => {
    renderPicker();
    const tree = screen.getByRole('tree', { name: 'All categories' });
    const fashion = within(tree).getByRole('treeitem', { name: 'Fashion & accessories' });
    fireEvent.click(fashion);
    expect(fashion.getAttribute('aria-expanded')).toBe('true');
    // Its visible text is its name: the open branch's children are not inside it.
    expect(fashion.textContent).toBe('Fashion & accessories');
    const group = document.getElementById(fashion.getAttribute('aria-owns') ?? '');
    expect(group?.getAttribute('role')).toBe('group');
    expect(within(group as HTMLElement).getByRole('treeitem', { name: 'Women' })).toBeTruthy();
  });

  it('offers the AI alternatives as chips: a leaf is chosen, a branch opens in the tree', () => {
    const onChange = renderPicker({
      suggestions: [
        { categoryId: 'electronics-phones-smartphones', confidence: 0.55 },
        { categoryId: 'electronics-phones', confidence: 0.2 },
        { categoryId: 'not-a-category', confidence: 0.1 },
      ],
    });
    const chips = within(screen.getByRole('group', { name: 'Suggested by the AI' })).getAllByRole('button');
    expect(chips).toHaveLength(2);
    // WCAG 2.5.3: named by what they show; the path and what a press does describe them.
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Smartphones 55%',
        description: 'Choose Electronics › Phones & wearables › Smartphones (AI suggestion, 55% sure)',
      }),
    );
    expect(onChange).toHaveBeenCalledWith({
      categoryId: 'electronics-phones-smartphones',
      categoryPath: ['electronics', 'electronics-phones', 'electronics-phones-smartphones'],
    });
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Phones & wearables 20%',
        description: /^Show Electronics › Phones & wearables in the/,
      }),
    );
    const branch = screen.getByRole('treeitem', { name: 'Phones & wearables' });
    expect(branch.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(branch);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
