/**
 * A confirmation that survives a redirect (issue 33: "creating a studio gives no confirmation"):
 * the action that redirects after a create or a rename names what it did in the new page's
 * `?done=`; the admin shell shows it as a toast and drops the parameter from the address.
 */
export const DONE_PARAM = 'done';

export function withDone(path: string, message: string): string {
  const [base = path, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(DONE_PARAM, message);
  return `${base}?${params}`;
}

/** The message and the search without it, or null when there is none. */
export function takeDone(search: string): { message: string; rest: string } | null {
  const params = new URLSearchParams(search);
  const message = params.get(DONE_PARAM);
  if (!message) return null;
  params.delete(DONE_PARAM);
  const rest = params.toString();
  return { message: message.slice(0, 200), rest: rest ? `?${rest}` : '' };
}
