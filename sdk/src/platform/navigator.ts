/** Where the SDK sends the user when the session ends (spec §4: to /login). */
export interface Navigator {
  redirect(path: string): void;
}

/** Navigates the browser. Pass the location explicitly; nothing is read at import time. */
export function createBrowserNavigator(location: Pick<Location, 'assign'>): Navigator {
  return { redirect: (path) => location.assign(path) };
}

/**
 * Records redirects instead of performing them: for tests, and on the server, where a loader
 * turns `lastRedirect` into a redirect response.
 */
export interface RecordingNavigator extends Navigator {
  readonly redirects: readonly string[];
  readonly lastRedirect: string | null;
}

export function createRecordingNavigator(): RecordingNavigator {
  const redirects: string[] = [];
  return {
    redirect: (path) => {
      redirects.push(path);
    },
    redirects,
    get lastRedirect() {
      return redirects.at(-1) ?? null;
    },
  };
}

/** The login page of spec §4. */
export const LOGIN_PATH = '/login';
