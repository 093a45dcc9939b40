import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import './auth.css';

interface AuthLayoutProps {
  title: ReactNode;
  children: ReactNode;
}

/** The product logo linking home, above the pages outside a workspace. */
export function AuthLayoutHeader() {
  return (
    <header className="auth-page__header">
      <Link to="/" className="auth-logo">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span>LearnHub</span>
      </Link>
    </header>
  );
}

/** The centred card of the sign-in, sign-up and e-mail pages, under the product logo. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <AuthLayoutHeader />
      <main className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        <Suspense fallback={<p className="auth-card__loading">Loading…</p>}>{children}</Suspense>
      </main>
    </div>
  );
}
