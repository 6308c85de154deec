import { AuthForm } from '../components/auth-form';
import { authFormAction } from '../lib/auth/auth-form.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/affiliate-sign-up';

export function meta() {
  return pageMeta('Affiliate sign-up');
}

/** The form posted before the page's script runs (or without it). */
export async function action({ request, context }: Route.ActionArgs) {
  return authFormAction('affiliate-sign-up', request, context);
}

export default function AffiliateSignUp({ actionData }: Route.ComponentProps) {
  return <AuthForm mode="affiliate-sign-up" failure={actionData} />;
}
