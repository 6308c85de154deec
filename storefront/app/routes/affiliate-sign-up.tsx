import { AuthForm } from '../components/auth-form';
import { pageMeta } from '../lib/page-meta';

export function meta() {
  return pageMeta('Affiliate sign-up');
}

export default function AffiliateSignUp() {
  return <AuthForm mode="affiliate-sign-up" />;
}
