import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAppData } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { profileQuery, useProfile } from './api/profile';
import { ProfileHeader } from './profile-header';
import { ProfileNav } from './profile-nav';
import { ProfileSkeleton } from './profile-skeleton';
import { ContactsSection } from './sections/contacts-section';
import { DocumentsSection } from './sections/documents-section';
import { PasswordSection } from './sections/password-section';
import { PersonalDataSection } from './sections/personal-data-section';
import { SettingsSection } from './sections/settings-section';
import { TransactionsSection } from './sections/transactions-section';
import { ProfileSection } from './ui/profile-section';

/** The sections other capabilities give the profile page; the route hands them over. */
export interface ProfileParts {
  /** Limits, breaks and reminders (player protection). */
  responsibleGaming: ReactNode;
  /** The games played (the games capability). */
  gameHistory: ReactNode;
}

/** The logged-in player's profile, loaded in the browser. */
export function PlayerProfile({ parts }: { parts: ProfileParts }) {
  const { t } = useTranslation();
  const profile = useProfile();
  useProfileFollowsPlayer();
  useScrollToAnchor(profile.isSuccess);

  if (profile.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-4 rounded-3xl bg-surface-1 px-6 py-12 text-center ring-1 ring-line"
      >
        <p className="text-base text-fg">{t('profile.loadFailed')}</p>
        <Button onClick={() => void profile.refetch()}>{t('profile.retry')}</Button>
      </div>
    );
  }
  if (!profile.data) return <ProfileSkeleton />;

  const { main, settings } = profile.data;
  return (
    <div data-testid="profile-page" className="flex w-full flex-col gap-6 lg:gap-8">
      <ProfileHeader main={main} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[240px_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <ProfileNav />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <PersonalDataSection main={main} />
          <ContactsSection main={main} />
          <DocumentsSection />
          <TransactionsSection />
          <ProfileSection id="responsible" title={t('responsible.title')} lead={t('responsible.lead')}>
            {parts.responsibleGaming}
          </ProfileSection>
          <ProfileSection id="games" title={t('games.history.title')} lead={t('games.history.lead')}>
            {parts.gameHistory}
          </ProfileSection>
          <PasswordSection />
          <SettingsSection settings={settings} />
        </div>
      </div>
    </div>
  );
}

/** A contact confirmed in the RegistrationConfirm modal changes the player main data: read the profile again. */
function useProfileFollowsPlayer() {
  const queryClient = useQueryClient();
  const { emailConfirmed, confirmed, email, phone } = useAppData().appMain.player;
  const contacts = JSON.stringify([emailConfirmed, confirmed, email, phone]);
  const seen = useRef(contacts);
  useEffect(() => {
    if (seen.current === contacts) return;
    seen.current = contacts;
    void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  }, [queryClient, contacts]);
}

/** A link to `#documents` arrives before the sections exist: scroll once they do. */
function useScrollToAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
