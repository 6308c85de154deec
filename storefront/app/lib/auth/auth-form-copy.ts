export type AuthFormMode = 'login' | 'sign-up' | 'affiliate-sign-up';

/** What a failed submission hands back to the form (route action or script): message and e-mail. */
export interface AuthFormFailure {
  error: string;
  email: string;
}

export const AUTH_FORM_COPY = {
  login: { title: 'Log in', submit: 'Log in', pending: 'Logging in…', fallback: 'Login failed' },
  'sign-up': {
    title: 'Sign up',
    submit: 'Create account',
    pending: 'Creating account…',
    fallback: 'Registration failed',
  },
  'affiliate-sign-up': {
    title: 'Become an affiliate',
    submit: 'Create affiliate account',
    pending: 'Creating account…',
    fallback: 'Registration failed',
  },
} as const;

/** Where each form goes after success when the URL names no `?redirect=`. */
export const AUTH_FORM_HOME: Record<AuthFormMode, string> = {
  login: '/dashboard',
  'sign-up': '/dashboard',
  'affiliate-sign-up': '/affiliate',
};

export const MISSING_FIELDS = 'Enter your e-mail and password.';
