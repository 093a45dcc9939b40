import { AuthLayoutHeader } from '../../features/auth';
import { NotFoundMessage } from './NotFoundMessage';

/**
 * An address outside every company workspace that no route matches. Addresses inside a
 * workspace get the same message inside the app's navigation (features/shell/ShellNotFound).
 */
export function Component() {
  return (
    <div className="auth-page">
      <AuthLayoutHeader />
      <main>
        <NotFoundMessage homeTo="/" homeLabel="Go to the home page" />
      </main>
    </div>
  );
}
