// @vitest-environment jsdom
import type { AttributeValues } from '@shared/listings/attribute-rules';
import type { ListingCheckIssue } from '@shared/listings/listing-editor.schema';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../../lib/i18n';
import { AttributeForm, type AttributeFormProps } from './attribute-form';

const headphones = 'electronics-audio-headphones';
const jackets = 'fashion-women-jackets';

/** The form with its values kept like the editor keeps them; `onValues` sees every change. */
function Harness({
  initial,
  onValues,
  ...props
}: Partial<AttributeFormProps> & { initial: AttributeValues; onValues?: (values: AttributeValues) => void }) {
  const [values, setValues] = useState(initial);
  return (
    <AttributeForm
      categoryId={headphones}
      serverIssues={[]}
      showAllErrors={false}
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        onValues?.(next);
      }}
    />
  );
}

function renderForm(props: Parameters<typeof Harness>[0]) {
  return render(
    <I18nextProvider i18n={i18next}>
      <Harness {...props} />
    </I18nextProvider>,
  );
}

/** The message ids a control points at, resolved to their text. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('<AttributeForm />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['listing-fields', 'ui']);
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('shows the Bluetooth version only while Bluetooth is on, and drops its value when switched off', async () => {
    await i18next.changeLanguage('en');
    const onValues = vi.fn();
    renderForm({ initial: { brand: 'Sony', connectivity: ['bluetooth'] }, onValues });
    expect(screen.queryByLabelText(/Bluetooth version/)).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Bluetooth' }));
    expect(onValues).toHaveBeenLastCalledWith({
      brand: 'Sony',
      connectivity: ['bluetooth'],
      bluetooth: true,
    });
    const version = screen.getByLabelText(/Bluetooth version/);
    // Asked for, but not required: sellers rarely know it (ADR 048).
    expect(version.getAttribute('aria-required')).toBeNull();

    cleanup();
    const onLaterValues = vi.fn();
    renderForm({
      initial: { brand: 'Sony', connectivity: ['bluetooth'], bluetooth: true, bluetoothVersion: '5.3' },
      onValues: onLaterValues,
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Bluetooth' }));
    expect(onLaterValues).toHaveBeenLastCalledWith({
      brand: 'Sony',
      connectivity: ['bluetooth'],
      bluetooth: false,
    });
    expect(screen.queryByLabelText(/Bluetooth version/)).toBeNull();
  });

  it('does not hold publishing up for an unknown Bluetooth version, even when every error is shown', () => {
    renderForm({
      initial: { brand: 'Sony', connectivity: ['bluetooth'], bluetooth: true },
      showAllErrors: true,
    });
    const version = screen.getByLabelText(/Bluetooth version/);
    expect(version.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(version)).not.toContain('Select the Bluetooth version.');
  });

  it('marks required fields and shows their errors once touched, or all at once', () => {
    renderForm({ initial: {} });
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
    const brand = screen.getByLabelText(/^Brand/);
    expect(brand.getAttribute('aria-required')).toBe('true');
    expect(screen.queryByText('This field is required.')).toBeNull();
    fireEvent.blur(brand);
    expect(brand.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(brand)).toBe('This field is required.');
    // Only the touched field speaks up.
    expect(screen.queryByText('Select at least one connectivity option.')).toBeNull();

    cleanup();
    renderForm({ initial: {}, showAllErrors: true });
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Select at least one connectivity option.')).toBeTruthy();
  });

  it('checks the brand as it is typed: too short, unsupported characters, counterfeit', () => {
    renderForm({ initial: { connectivity: ['aux'] } });
    const brand = screen.getByLabelText(/^Brand/);
    fireEvent.change(brand, { target: { value: 'S' } });
    fireEvent.blur(brand);
    expect(descriptionOf(brand)).toBe('Brand must be at least 2 characters.');
    fireEvent.change(brand, { target: { value: 'Sony<3' } });
    expect(descriptionOf(brand)).toBe('Brand contains unsupported characters.');
    fireEvent.change(brand, { target: { value: 'Sony Replica' } });
    expect(descriptionOf(brand)).toBe('Counterfeit or replica items are not allowed.');
    fireEvent.change(brand, { target: { value: 'Sony' } });
    expect(brand.getAttribute('aria-invalid')).toBeNull();
    expect(brand.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the server’s unknown-brand warning at the brand without marking it invalid', () => {
    const warning: ListingCheckIssue = {
      field: 'attributes.brand',
      code: 'unknown_brand',
      severity: 'warning',
      message: 'Unknown brand.',
      params: {},
    };
    renderForm({ initial: { brand: 'Sonny', connectivity: ['aux'] }, serverIssues: [warning] });
    const brand = screen.getByLabelText(/^Brand/);
    expect(brand.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(brand)).toBe('Warning: We do not know this brand. Check the spelling.');
  });

  it('groups connectivity options in a fieldset and needs at least one', () => {
    const onValues = vi.fn();
    renderForm({ initial: { brand: 'Sony' }, onValues, showAllErrors: true });
    const group = screen.getByRole('group', { name: /Connectivity/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(descriptionOf(group)).toBe('Select at least one connectivity option.');
    fireEvent.click(within(group).getByRole('checkbox', { name: 'AUX (3.5 mm)' }));
    expect(onValues).toHaveBeenLastCalledWith({ brand: 'Sony', connectivity: ['aux'] });
    expect(screen.queryByText('Select at least one connectivity option.')).toBeNull();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'AUX (3.5 mm)' }));
    expect(onValues).toHaveBeenLastCalledWith({ brand: 'Sony' });
  });

  it('uses German labels and messages, and the unit of number fields', async () => {
    await i18next.changeLanguage('de');
    renderForm({ categoryId: jackets, initial: {}, showAllErrors: true });
    expect(screen.getByLabelText(/^Marke/)).toBeTruthy();
    const size = screen.getByLabelText(/^Größe/);
    expect(descriptionOf(size)).toBe('Dieses Feld ist ein Pflichtfeld.');
    cleanup();
    renderForm({ categoryId: 'electronics-phones-smartphones', initial: {} });
    const battery = screen.getByLabelText('Akkukapazität');
    fireEvent.change(battery, { target: { value: '89' } });
    expect((battery as HTMLInputElement).value).toBe('89');
    expect(screen.getByText('%')).toBeTruthy();
  });

  it('explains an empty form', () => {
    renderForm({ categoryId: '', initial: {} });
    expect(screen.getByText('Choose a category first; its details appear here.')).toBeTruthy();
  });
});
