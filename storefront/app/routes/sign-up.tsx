import { AuthForm } from '../components/auth-form';
import { authFormAction } from '../lib/auth/auth-form.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/sign-up';

export function meta() {
  return pageMeta('Sign up');
}

/** The form posted before the page's script runs (or without it). */
export async function action({ request, context }: Route.ActionArgs) {
  return authFormAction('sign-up', request, context);
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  return <AuthForm mode="sign-up" failure={actionData} />;
}
