import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawler';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)';

describe('isCrawler', () => {
  it('recognises crawlers and link-preview bots', () => {
    expect(isCrawler('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)')).toBe(true);
    expect(isCrawler('facebookexternalhit/1.1')).toBe(true);
    expect(isCrawler('curl/8.5.0')).toBe(true);
  });

  it('treats browsers, headless Chromium included, as people', () => {
    expect(isCrawler(`${CHROME} Chrome/156.0.0.0 Safari/537.36`)).toBe(false);
    expect(isCrawler(`${CHROME} HeadlessChrome/156.0.0.0 Safari/537.36`)).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });
});
