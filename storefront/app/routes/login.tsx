import { AuthForm } from '../components/auth-form';
import { authFormAction } from '../lib/auth/auth-form.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/login';

export function meta() {
  return pageMeta('Log in');
}

/** The form posted before the page's script runs (or without it). */
export async function action({ request, context }: Route.ActionArgs) {
  return authFormAction('login', request, context);
}

export default function Login({ actionData }: Route.ComponentProps) {
  return <AuthForm mode="login" failure={actionData} />;
}
