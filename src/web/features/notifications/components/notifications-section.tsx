import { Alert, Button, Fieldset, Group, List, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { NotificationKindPreference, NotificationPreferences, QuietHours } from '../../../../shared/api/notifications';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../../../shared/notifications';
import { updateNotificationPreferencesInputSchema } from '../../../../shared/schemas/notifications';
import { LoadError } from '../../../components/ui/load-error';
import { formatDate } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import {
  useDeletePushSubscription,
  useNotificationPreferences,
  useSavePushSubscription,
  useSendTestNotification,
  useUpdateNotificationPreferences,
} from '../api';
import { currentSubscription, PUSH_MESSAGES, PushDeviceError, pushAvailability, subscribeThisDevice, unsubscribeThisDevice } from '../push-device';

/** The channels as a person reads them. */
export const CHANNEL_LABELS: Record<NotificationChannel, string> = { push: 'Push', email: 'E-mail', sms: 'Text message' };

export const NOTIFICATIONS_SECTION_MESSAGES = {
  deviceOn: 'Notifications are on for this device.',
  deviceOff: 'Notifications are off for this device.',
  saved: 'Your notification settings are saved.',
  testSent: 'Test notification sent. It should arrive in a moment.',
} as const;

/**
 * /profile's Notifications section (issue 22, decision 073): this device on or off for push
 * (the browser's permission, then a subscription with the server's key), a test notification,
 * and what the person hears about on which channel, with quiet hours.
 */
export function NotificationsSection() {
  const preferences = useNotificationPreferences();
  return (
    <Stack gap="lg">
      <Text size="sm">Hear about game changes, reminders and offers when you are not looking at the site. Choose what reaches you, and how.</Text>
      {preferences.isPending ? <Text size="sm">Loading...</Text> : null}
      {preferences.isError ? <LoadError title="Notification settings not loaded" error={preferences.error} onRetry={() => void preferences.refetch()} /> : null}
      {preferences.data ? (
        <>
          <ThisDevice preferences={preferences.data} />
          <PreferencesForm preferences={preferences.data} />
        </>
      ) : null}
    </Stack>
  );
}

type DeviceState = 'checking' | 'on' | 'off';

function ThisDevice({ preferences }: { preferences: NotificationPreferences }) {
  const timeZone = useLeagueTimeZone();
  const [state, setState] = useState<DeviceState>('checking');
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const sendTest = useSendTestNotification();
  const availability = pushAvailability();

  useEffect(() => {
    let active = true;
    void currentSubscription()
      .catch(() => null)
      .then((subscription) => active && setState(subscription ? 'on' : 'off'));
    return () => {
      active = false;
    };
  }, []);

  const turnOn = async () => {
    setProblem(null);
    setWorking(true);
    try {
      const subscription = await subscribeThisDevice(preferences.push_public_key);
      await save.mutateAsync(subscription);
      setState('on');
      toast.success(NOTIFICATIONS_SECTION_MESSAGES.deviceOn);
    } catch (error) {
      // The server's refusal has had its toast (spec §8); the browser's is said here (a
      // refused permission by the notice that notifications are blocked).
      if (error instanceof PushDeviceError && error.message !== PUSH_MESSAGES.denied) setProblem(error.message);
    } finally {
      setWorking(false);
    }
  };

  const turnOff = async () => {
    setProblem(null);
    setWorking(true);
    try {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await remove.mutateAsync(endpoint);
      setState('off');
      toast.success(NOTIFICATIONS_SECTION_MESSAGES.deviceOff);
    } catch {
      // the global toast said what went wrong
    } finally {
      setWorking(false);
    }
  };

  const test = () =>
    sendTest.mutate(undefined, {
      onSuccess: ({ channels }) =>
        toast.success(
          channels.length > 0 ? NOTIFICATIONS_SECTION_MESSAGES.testSent : 'Nothing was sent: turn on a channel below, or notifications on this device.',
        ),
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        This device
      </Title>
      {availability === 'unsupported' ? <Text size="sm">{PUSH_MESSAGES.unsupported}</Text> : null}
      {availability === 'denied' ? (
        <Alert color="yellow" variant="light">
          {PUSH_MESSAGES.denied}
        </Alert>
      ) : null}
      {availability !== 'unsupported' && state !== 'checking' ? (
        <Text size="sm" role="status">
          {state === 'on' ? NOTIFICATIONS_SECTION_MESSAGES.deviceOn : NOTIFICATIONS_SECTION_MESSAGES.deviceOff}
        </Text>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group gap="sm">
        {availability !== 'unsupported' && state === 'off' ? (
          <Button size="md" onClick={() => void turnOn()} loading={working} disabled={availability === 'denied'}>
            Turn on notifications on this device
          </Button>
        ) : null}
        {state === 'on' ? (
          <Button size="md" variant="default" onClick={() => void turnOff()} loading={working}>
            Turn off on this device
          </Button>
        ) : null}
        <Button size="md" variant="light" onClick={test} loading={sendTest.isPending}>
          Send a test notification
        </Button>
      </Group>
      {preferences.devices.length > 0 ? (
        <div>
          <Text size="sm" fw={500} id="notification-devices">
            Devices that get push notifications
          </Text>
          <List aria-labelledby="notification-devices" size="sm">
            {preferences.devices.map((device) => (
              <List.Item key={device.id}>
                {device.label} · since {formatDate(device.created_at, { timeZone })}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}

type Choices = Record<string, Record<NotificationChannel, boolean | null>>;

const choicesOf = (kinds: NotificationKindPreference[]): Choices => Object.fromEntries(kinds.map((kind) => [kind.kind, { ...kind.channels }]));

function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const [choices, setChoices] = useState<Choices>(() => choicesOf(preferences.kinds));
  const [quiet, setQuiet] = useState<QuietHours>(preferences.quiet_hours);
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  // SMS is offered for urgent kinds only, and only to someone with a phone number.
  const channels = NOTIFICATION_CHANNELS.filter((channel) => channel !== 'sms' || preferences.sms_available);

  const toggle = (kind: string, channel: NotificationChannel, on: boolean) =>
    setChoices((current) => ({ ...current, [kind]: { ...(current[kind] as Record<NotificationChannel, boolean | null>), [channel]: on } }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      kinds: preferences.kinds.map((kind) => {
        const chosen = choices[kind.kind] ?? kind.channels;
        return {
          kind: kind.kind,
          channels: { push: Boolean(chosen.push), email: Boolean(chosen.email), sms: kind.channels.sms === null ? null : Boolean(chosen.sms) },
        };
      }),
      quiet_hours: quiet,
    };
    const parsed = updateNotificationPreferencesInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: { start?: string; end?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[1];
        if (issue.path[0] === 'quiet_hours' && (field === 'start' || field === 'end')) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setChoices(choicesOf(saved.kinds));
        setQuiet(saved.quiet_hours);
        toast.success(NOTIFICATIONS_SECTION_MESSAGES.saved);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Title order={3} size="h5">
          What you hear about
        </Title>
        {preferences.kinds.map((kind) => (
          <Fieldset key={kind.kind} legend={kind.label} variant="unstyled">
            <Text size="sm" c="dimmed" mb={4}>
              {kind.description}
            </Text>
            <Group gap="lg" wrap="wrap">
              {channels.map((channel) => {
                const value = choices[kind.kind]?.[channel];
                if (channel === 'sms' && kind.channels.sms === null) return null;
                return (
                  <Switch
                    key={channel}
                    size="md"
                    label={CHANNEL_LABELS[channel]}
                    checked={Boolean(value)}
                    onChange={(event) => toggle(kind.kind, channel, event.currentTarget.checked)}
                  />
                );
              })}
            </Group>
          </Fieldset>
        ))}
        <Fieldset legend="Quiet hours" variant="unstyled">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              No push notifications or text messages overnight ({preferences.time_zone} time), except a change to a game starting within 3 hours. E-mail still
              arrives.
            </Text>
            <Switch size="md" label="Quiet hours" checked={quiet.enabled} onChange={(event) => setQuiet({ ...quiet, enabled: event.currentTarget.checked })} />
            <Group gap="sm" wrap="wrap">
              <TextInput
                type="time"
                label="From"
                value={quiet.start}
                onChange={(event) => setQuiet({ ...quiet, start: event.currentTarget.value })}
                error={errors.start}
                disabled={!quiet.enabled}
                style={{ flex: '1 1 8rem' }}
              />
              <TextInput
                type="time"
                label="Until"
                value={quiet.end}
                onChange={(event) => setQuiet({ ...quiet, end: event.currentTarget.value })}
                error={errors.end}
                disabled={!quiet.enabled}
                style={{ flex: '1 1 8rem' }}
              />
            </Group>
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" size="md" loading={update.isPending}>
            Save notification settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
