import { NotFoundMessage } from '../../../ui';
import { AuthLayoutHeader } from '../components/AuthLayout';

/**
 * An address outside every company workspace that no route matches, or whose first segment is
 * no company (the hub of an unknown slug, a workspace page of a company the user is not in): the
 * message under the product logo, as on the other pages outside a workspace. Addresses inside a
 * workspace get the same message inside the app's navigation (features/shell/ShellNotFound).
 */
export function NotFoundPage() {
  return (
    <div className="auth-page">
      <AuthLayoutHeader />
      <main>
        <NotFoundMessage homeTo="/" homeLabel="Go to the home page" />
      </main>
    </div>
  );
}

export const Component = NotFoundPage;
