import { AuthForm } from '../components/auth-form';
import { pageMeta } from '../lib/page-meta';

export function meta() {
  return pageMeta('Log in');
}

export default function Login() {
  return <AuthForm mode="login" />;
}
