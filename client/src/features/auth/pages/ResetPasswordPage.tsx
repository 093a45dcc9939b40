import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

/** /reset_password?token=… — the link in the reset mail. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Choose a new password">
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthLayout>
  );
}
