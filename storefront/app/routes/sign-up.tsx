import { AuthForm } from '../components/auth-form';
import { pageMeta } from '../lib/page-meta';

export function meta() {
  return pageMeta('Sign up');
}

export default function SignUp() {
  return <AuthForm mode="sign-up" />;
}
