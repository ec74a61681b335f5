import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { AUTH_MESSAGES } from '../../../../shared/auth-messages';
import { Button } from '../../../components/ui/button';
import { providersQuery, startGoogleSignIn } from '../api/auth-api';
import { Divider } from './auth-card';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}

/**
 * 'Continue with Google' and the divider before the email form; nothing at all while the server has no
 * Google credentials (a shopper cannot use a provider that is not set up, so it is not offered).
 */
export function GoogleButton({
  returnTo,
  disabled,
  dividerLabel,
}: {
  returnTo: string;
  disabled?: boolean;
  dividerLabel: string;
}) {
  const { data } = useQuery(providersQuery);
  const [busy, setBusy] = useState(false);
  const configured = data?.google === true;
  const start = async () => {
    setBusy(true);
    try {
      await startGoogleSignIn(returnTo);
    } catch (error) {
      setBusy(false);
      toast.error(AUTH_MESSAGES.googleFailedTitle, { description: (error as Error).message });
    }
  };
  if (!configured) return null;
  return (
    <>
      <Button variant="outline" size="lg" className="w-full" disabled={busy || disabled} onClick={() => void start()}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <GoogleMark />}
        Continue with Google
      </Button>
      <Divider label={dividerLabel} />
    </>
  );
}
