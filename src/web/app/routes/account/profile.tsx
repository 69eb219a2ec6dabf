import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AREA_ROLES, roleAllowed } from '../../../../shared/roles';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { useAuth } from '../../../features/auth/auth-context';
import { CalendarSection } from '../../../features/calendar';
import { NotificationsSection } from '../../../features/notifications';
import { ChangePasswordForm } from '../../../features/auth/components/profile/change-password-form';
import { NameForm } from '../../../features/auth/components/profile/name-form';
import { PhoneNumberSection } from '../../../features/auth/components/profile/phone-number-section';
import { SignOutEverywhere } from '../../../features/auth/components/profile/sign-out-everywhere';
import { hasRealEmail } from '../../../lib/identity';
import { PlayerPassSection } from '../../../features/check-in';
import { PlayerDetailsSection } from '../../../features/profile/components/player-details-section';
import { MyRegistrations } from '../../../features/registration/components/my-registrations';
import { useDocumentTitle } from '../../../features/settings/use-document-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';

/** /profile: the way to My schedule, the account (name, e-mail, sign-in phone, password, sessions), the player details and registrations. */
export default function ProfileRoute() {
  useDocumentTitle('Profile');
  const { user, role } = useAuth();
  // "Pay what is due" on the home page comes to #profile-registrations.
  useScrollToHash(Boolean(user));
  if (!user) return null; // the guard only renders this page for a signed-in user

  const emailIsReal = hasRealEmail(user.email);
  return (
    <Stack maw={640} mx="auto" gap="lg">
      <PageHeader title="Profile" description={`Role: ${role || 'none'}`} />
      {/* The account menu is the spec's exact list, so My schedule is one tap from here and
          from the home page's next-game panel instead (decision 040). */}
      {roleAllowed(role, AREA_ROLES.playerArea) ? (
        <SectionCard id="profile-games" title="Your games">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Your team's games, with Going, Maybe or Not going for each.</Text>
            <Button component={Link} to="/player/my-schedule" variant="light" size="md">
              My schedule
            </Button>
          </Stack>
        </SectionCard>
      ) : null}
      <SectionCard id="profile-account" title="Account">
        <Stack gap="md">
          <NameForm name={user.name} />
          <div>
            <Text size="sm" fw={500}>
              Email
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>{emailIsReal ? user.email : 'No email address: you sign in with your phone.'}</Text>
          </div>
          {/* The one place for the account's sign-in number (decision 049); the contact phone
              under Player details is a different number, for league staff. */}
          <PhoneNumberSection user={user} />
        </Stack>
      </SectionCard>
      <SectionCard id="profile-player" title="Player details">
        <PlayerDetailsSection account={{ name: user.name, phoneNumber: user.phoneNumber ?? null }} />
      </SectionCard>
      <SectionCard id="profile-pass" title="Player pass">
        <PlayerPassSection />
      </SectionCard>
      <SectionCard id="profile-registrations" title="Registrations">
        <MyRegistrations />
      </SectionCard>
      <SectionCard id="profile-notifications" title="Notifications">
        <NotificationsSection />
      </SectionCard>
      <SectionCard id="profile-calendar" title="Calendar">
        <CalendarSection />
      </SectionCard>
      {/* Phone-only accounts have no password to change. */}
      {emailIsReal ? (
        <SectionCard id="profile-password" title="Change password">
          <ChangePasswordForm />
        </SectionCard>
      ) : null}
      <SectionCard id="profile-sessions" title="Sign out everywhere">
        <SignOutEverywhere />
      </SectionCard>
    </Stack>
  );
}
