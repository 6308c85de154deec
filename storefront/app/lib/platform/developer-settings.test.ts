import { describe, expect, it } from 'vitest';
import {
  applyDeveloperSettings,
  DEFAULT_DEVELOPER_SETTINGS,
  getDeveloperSettings,
  parseDeveloperSettings,
  saveDeveloperSettings,
} from './developer-settings';

describe('developer settings', () => {
  it('reads only well-formed values', () => {
    expect(parseDeveloperSettings(null)).toEqual(DEFAULT_DEVELOPER_SETTINGS);
    expect(parseDeveloperSettings('{oops')).toEqual(DEFAULT_DEVELOPER_SETTINGS);
    expect(parseDeveloperSettings('{"censorImages":true,"spoofedCountry":"DE"}')).toEqual({
      censorImages: true,
      spoofedCountry: 'DE',
    });
    expect(parseDeveloperSettings('{"censorImages":"yes","spoofedCountry":"Germany"}')).toEqual(
      DEFAULT_DEVELOPER_SETTINGS,
    );
  });

  it('saves to localStorage and marks the document for censoring', () => {
    saveDeveloperSettings({ censorImages: true, spoofedCountry: 'FR' });
    expect(getDeveloperSettings()).toEqual({ censorImages: true, spoofedCountry: 'FR' });
    expect(JSON.parse(localStorage.getItem('reelcart:developer-settings') ?? '')).toEqual({
      censorImages: true,
      spoofedCountry: 'FR',
    });
    expect(document.documentElement.hasAttribute('data-censor-images')).toBe(true);
    applyDeveloperSettings(DEFAULT_DEVELOPER_SETTINGS);
    expect(document.documentElement.hasAttribute('data-censor-images')).toBe(false);
  });
});
