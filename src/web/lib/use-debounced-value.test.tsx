// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

function Probe({ value }: { value: string }) {
  return <output>{useDebouncedValue(value, 300)}</output>;
}

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('follows the value only after it has been still for the delay', () => {
    const { rerender } = render(<Probe value="b" />);
    rerender(<Probe value="bu" />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<Probe value="buy" />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('b');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe('buy');
  });
});
