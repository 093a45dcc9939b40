import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

/** /forgot_password (from "Forgot password?" on the sign-in page; `?email=` prefills). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Reset your password">
      <ForgotPasswordForm initialEmail={params.get('email')?.slice(0, 254) ?? ''} />
    </AuthLayout>
  );
}
