import { createContext } from 'react-router';
import { ANONYMOUS, type Viewer } from '../guards';

/** Who is visiting, for this request; set by the root middleware before any check or loader runs. */
export const viewerContext = createContext<Viewer>(ANONYMOUS);

/**
 * SEAM: the visitor from the request's auth cookie. This is the SDK's job (sdk/src/auth: cookie
 * persistence + claims); until its parser lands every visitor is treated as anonymous.
 */
export function readViewer(_request: Request): Viewer {
  return ANONYMOUS;
}
