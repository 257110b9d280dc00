import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { safeAdminRedirect } from '../../../../domain/auth.schema.ts';
import { useLoginHint, useSession } from '../../../features/auth/api/auth-queries.ts';
import { SignInSteps } from '../../../features/auth/components/sign-in-steps.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export default function LoginRoute() {
  usePageTitle('Admin Login');
  const [params] = useSearchParams();
  const destination = safeAdminRedirect(params.get('from'));
  const navigate = useNavigate();
  const session = useSession();
  const hint = useLoginHint();

  if (session.data) return <Navigate to={destination} replace />;

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="font-display text-3xl font-bold text-stone-900">Admin Login</h1>
        <SignInSteps intro="Please sign in to access the admin dashboard" suggestedEmail={hint.data?.email} onSignedIn={() => navigate(destination, { replace: true })} />
      </div>
    </div>
  );
}
