import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/**
 * The request's Content-Security-Policy script nonce (docs/decisions/033). The storefront server
 * (server/security.ts, Hono's secureHeaders) makes one per request and puts it in the load context
 * under this key; entry.server passes it to React (streaming scripts), to ServerRouter (hydration
 * data) and, through NonceContext, to the root's own scripts.
 */
export const cspNonceContext = createContext<string>('');

/** The nonce for inline scripts rendered on the server; empty in the browser (not needed there). */
export const NonceContext = createReactContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
