import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { profileQuery } from '../api/account-api';
import { AccountShell, Panel } from '../components/account-shell';
import { ChangePasswordForm } from '../components/change-password-form';
import { NoticePreferencesForm } from '../components/notice-preferences-form';
import { ProfileForm } from '../components/profile-form';

export default function ProfilePage() {
  usePageMeta({ title: 'Profile', description: 'Your Desi Grocer profile.' });
  const { data: profile, isError } = useQuery(profileQuery);
  return (
    <AccountShell title="Profile">
      {isError ? (
        <p role="alert" className="text-red-700">
          We could not load your profile. Please try again.
        </p>
      ) : !profile ? (
        <Spinner />
      ) : (
        <div className="grid gap-6">
          <Panel title="Personal details" id="personal-details">
            <ProfileForm profile={profile} />
          </Panel>
          <Panel title="Change password" id="change-password">
            {profile.hasPassword ? (
              <ChangePasswordForm />
            ) : (
              <p className="text-sm text-muted">
                You sign in with Google, so there is no password to change. To add one, use{' '}
                <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
                  Forgot password
                </Link>
                .
              </p>
            )}
          </Panel>
          <Panel title="Live notices" id="live-notices">
            <NoticePreferencesForm />
          </Panel>
        </div>
      )}
    </AccountShell>
  );
}
