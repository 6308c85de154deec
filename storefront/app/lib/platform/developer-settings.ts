import { useSyncExternalStore } from 'react';

/** Developer settings (spec §3): client-side only, kept in localStorage. */
export interface DeveloperSettings {
  /** Blurs artwork, for demos and screenshots. */
  censorImages: boolean;
  /** Two-letter country sent instead of the CDN's, or null for the real one. */
  spoofedCountry: string | null;
}

export const DEFAULT_DEVELOPER_SETTINGS: DeveloperSettings = {
  censorImages: false,
  spoofedCountry: null,
};
const STORAGE_KEY = 'reelcart:developer-settings';
const listeners = new Set<() => void>();
let cached: DeveloperSettings | undefined;

export function parseDeveloperSettings(raw: string | null): DeveloperSettings {
  if (!raw) return DEFAULT_DEVELOPER_SETTINGS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULT_DEVELOPER_SETTINGS;
    const country = Reflect.get(value, 'spoofedCountry');
    return {
      censorImages: Reflect.get(value, 'censorImages') === true,
      spoofedCountry: typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null,
    };
  } catch {
    return DEFAULT_DEVELOPER_SETTINGS;
  }
}

export function getDeveloperSettings(): DeveloperSettings {
  if (typeof window === 'undefined') return DEFAULT_DEVELOPER_SETTINGS;
  cached ??= parseDeveloperSettings(window.localStorage.getItem(STORAGE_KEY));
  return cached;
}

export function saveDeveloperSettings(settings: DeveloperSettings): void {
  cached = settings;
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  applyDeveloperSettings(settings);
  for (const listener of listeners) listener();
}

/** Reflects the settings on the document (`data-censor-images` blurs every image via CSS). */
export function applyDeveloperSettings(settings: DeveloperSettings): void {
  document.documentElement.toggleAttribute('data-censor-images', settings.censorImages);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDeveloperSettings(): DeveloperSettings {
  return useSyncExternalStore(subscribe, getDeveloperSettings, () => DEFAULT_DEVELOPER_SETTINGS);
}
