import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SignInSteps } from './sign-in-steps.tsx';

/**
 * Over a back-office page whose session ended mid-work: sign in again and carry on, with everything
 * typed on the page still there, or leave for the login page. Answered by one of the two, never dismissed.
 */
export function SignInAgainDialog({ email, onSignedIn, onLeave }: { email: string; onSignedIn: () => void; onLeave: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      dismissible={false}
      title="Sign in again"
      footer={<Button variant="secondary" onClick={onLeave}>Go to the login page</Button>}
    >
      <SignInSteps
        intro="Your session has ended. Sign in again to carry on: what you have typed on this page is kept until you save it."
        suggestedEmail={email}
        passwordFirst
        onSignedIn={onSignedIn}
      />
    </Dialog>
  );
}
