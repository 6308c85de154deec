import { describe, expect, it } from 'vitest';
import { matchRedirect, routeRulesFromManifest } from './route-rules.server';

const rules = routeRulesFromManifest({
  routeRules: {
    '/partners': { redirect: { to: '/become-an-affiliate', status: 301 } },
    '/help/**': { redirect: '/faq' },
    '/status': { redirect: { to: 'https://status.example/', status: 302 } },
  },
});

describe('route rules from the build manifest', () => {
  it('redirects exact paths, internal or external', () => {
    expect(matchRedirect('/partners', rules)).toEqual({
      location: '/become-an-affiliate',
      status: 301,
    });
    expect(matchRedirect('/status', rules)).toEqual({
      location: 'https://status.example/',
      status: 302,
    });
  });

  it('matches everything below a /** key', () => {
    expect(matchRedirect('/help', rules)?.location).toBe('/faq');
    expect(matchRedirect('/help/returns', rules)).toEqual({ location: '/faq', status: 307 });
    expect(matchRedirect('/helpdesk', rules)).toBeNull();
  });

  it('ignores malformed manifests', () => {
    expect(routeRulesFromManifest(null)).toEqual({});
    expect(routeRulesFromManifest({ routeRules: 3 })).toEqual({});
    expect(
      routeRulesFromManifest({
        routeRules: { '/a': { redirect: { status: 301 } }, '/b': 'x', '/c': { redirect: 3 } },
      }),
    ).toEqual({});
    expect(
      routeRulesFromManifest({ routeRules: { '/d': { redirect: { to: '/e', status: 299 } } } }),
    ).toEqual({
      '/d': { redirect: { to: '/e' } },
    });
  });
});
