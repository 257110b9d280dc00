import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';

import { Button } from '../../components/ui/button.tsx';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../../domain/paths.ts';
import { useSession, useSignOut } from '../../features/auth/api/auth-queries.ts';
import { useSessionEnded } from '../../lib/query-client.ts';
import { SignInAgainDialog } from '../../features/auth/components/sign-in-again-dialog.tsx';
import { Alert } from '../../components/ui/alert.tsx';

const ADMIN_NAV = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.parts, label: 'Parts' },
  { to: paths.admin.categories, label: 'Categories' },
  { to: paths.admin.vehicles, label: 'Vehicle Management' },
  { to: paths.admin.messages, label: 'Messages' },
  { to: paths.admin.orders, label: 'Order Requests' },
  { to: paths.admin.settings, label: 'Shop settings' },
  { to: paths.admin.activity, label: 'Activity' },
  { to: paths.admin.security, label: 'Sign-in security' },
] as const;

/**
 * The admin shell: only for a signed-in administrator; anyone else goes to the login, page remembered.
 * A session that ends mid-work is signed into again over the page (SignInAgainDialog), so nothing typed on it is lost.
 */
export function AdminLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const ended = useSessionEnded();
  const signOut = useSignOut();
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const navOpen = navOpenOn === location.pathname;

  if (session.isPending) {
    return <p className="mx-auto max-w-7xl px-4 py-16 text-center text-stone-600" role="status">Checking your session…</p>;
  }
  if (session.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-lg font-semibold text-red-800">Failed to check session</p>
        <Button className="mt-4" onClick={() => session.refetch()}>Try again</Button>
      </div>
    );
  }
  // Signed out (or the session ended): to the login, which brings the administrator back to this page.
  const loginHere = `${paths.admin.login}?${new URLSearchParams({ from: location.pathname + location.search })}`;
  if (!session.data && !ended.data) return <Navigate to={loginHere} replace />;
  const email = session.data?.user.email ?? ended.data?.email;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-stone-900 px-4 py-3 text-white">
        <button
          type="button"
          className="rounded-md p-2 hover:bg-stone-800 lg:hidden"
          aria-expanded={navOpen}
          aria-controls="admin-nav"
          aria-label={navOpen ? 'Close admin menu' : 'Open admin menu'}
          onClick={() => setNavOpenOn(navOpen ? null : location.pathname)}
        >
          {navOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <p className="font-display text-xl font-bold">Admin Dashboard</p>
        <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
          <Link to={paths.home} className="underline underline-offset-2 hover:text-stone-200">Back to Site</Link>
          <span className="text-stone-300"><span className="sr-only">Signed in as </span>{email}</span>
          <button
            type="button"
            className="rounded-md border border-stone-600 px-3 py-1.5 font-semibold hover:bg-stone-800 disabled:opacity-60"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(loginHere, { replace: true }) })}
          >
            Logout
          </button>
        </div>
      </div>
      {signOut.isError ? <Alert className="mt-3">Logout failed</Alert> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[14rem_1fr]">
        <nav id="admin-nav" aria-label="Admin" className={`${navOpen ? 'block' : 'hidden'} lg:block`}>
          <ul className="space-y-1 rounded-lg border border-stone-200 bg-white p-2 shadow-sm">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => `block rounded-md px-3 py-2.5 font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-100'}`}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
      {!session.data && ended.data ? (
        <SignInAgainDialog
          email={ended.data.email}
          // What failed while signed out is asked for again; what was typed stays in the page's forms.
          onSignedIn={() => queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' })}
          onLeave={() => navigate(loginHere)}
        />
      ) : null}
    </div>
  );
}
