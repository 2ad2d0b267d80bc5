import { type LocationSelection, locationSelectionSchema } from '@shared/locations/location.schema';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { storageKeys } from '../storage-keys';

/**
 * Spec §4 Location: set, radius change or clear, stored locally (version 1). Saving to the profile
 * for signed-in users happens in the location picker, which owns the failure message.
 */
const storedSchema = z.object({ version: z.literal(1), selection: locationSelectionSchema.nullable() });

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: LocationSelection | null } = { raw: null, value: null };

export function readLocationSelection(): LocationSelection | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(storageKeys.location);
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.value;
  let value: LocationSelection | null = null;
  try {
    const parsed = storedSchema.safeParse(raw ? JSON.parse(raw) : null);
    value = parsed.success ? parsed.data.selection : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export function setLocationSelection(selection: LocationSelection | null): void {
  try {
    localStorage.setItem(storageKeys.location, JSON.stringify({ version: 1, selection }));
  } catch {
    // Private mode or a full quota: the choice lives until the tab closes.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.location) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocationSelection(): LocationSelection | null {
  return useSyncExternalStore(subscribe, readLocationSelection, () => null);
}
