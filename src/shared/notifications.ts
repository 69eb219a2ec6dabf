// The notification service's kinds and channels (issue 22, decision 072). Server and web share
// them: the server decides who hears what on which channel; /profile shows the same names.

/** How a notification can reach a person. SMS is only ever offered for urgent kinds. */
export const NOTIFICATION_CHANNELS = ['push', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface NotificationKindInfo {
  /** A name a person understands, shown on /profile and in the admin's send log. */
  label: string;
  description: string;
  /** The channels a person hears this kind on until they choose otherwise. */
  defaultChannels: readonly NotificationChannel[];
  /** Urgent kinds may also go by SMS (when the person turns it on). */
  urgent: boolean;
  /**
   * E-mail by default only to people no device of whom gets this kind by push (issue 22: a game
   * change goes by "push, and e-mail for those without push"); a person's own choice wins.
   */
  emailOnlyWithoutPush?: boolean;
}

export const NOTIFICATION_KINDS = {
  game_changed: {
    label: 'Game changes',
    description: 'A game of yours is moved, postponed, cancelled or rained out. Unless you choose, e-mail only when no device of yours gets push.',
    defaultChannels: ['push', 'email'],
    urgent: true,
    emailOnlyWithoutPush: true,
  },
  rsvp_reminder: {
    label: 'RSVP reminders',
    description: 'A reminder to say whether you are coming to a game you have not answered for.',
    defaultChannels: ['push', 'email'],
    urgent: false,
  },
  payment_due: {
    label: 'Payments due',
    description: 'A registration fee is due or about to be.',
    defaultChannels: ['push', 'email'],
    urgent: false,
  },
  registration_step: {
    label: 'Registration steps',
    description: 'What happens next with your registration: confirmed, approved, a step left to do.',
    defaultChannels: ['push', 'email'],
    urgent: false,
  },
  waitlist_offer: {
    label: 'Waitlist offers',
    description: 'A roster spot opened and is offered to you.',
    defaultChannels: ['push', 'email'],
    urgent: true,
  },
  waitlist_offer_expiring: {
    label: 'Waitlist offer about to expire',
    description: 'A spot offered to you will pass to the next person soon.',
    defaultChannels: ['push', 'email'],
    urgent: true,
  },
  announcement: {
    label: 'Announcements',
    description: "The league's news and notices.",
    defaultChannels: ['push', 'email'],
    urgent: false,
  },
  chat_message: {
    label: 'Chat messages',
    description:
      'A new message in your team chat. By e-mail: the messages you missed after ten quiet minutes, at most once an hour; unless you choose, only when no device of yours gets push.',
    defaultChannels: ['push', 'email'],
    urgent: false,
    emailOnlyWithoutPush: true,
  },
  draft_on_the_clock: {
    label: 'On the clock in the draft',
    description: 'It is your turn to pick in a draft.',
    defaultChannels: ['push', 'email'],
    urgent: true,
  },
  trade_proposed: {
    label: 'Trade proposals',
    description: 'Another team proposed a trade to yours.',
    defaultChannels: ['push', 'email'],
    urgent: false,
  },
  trade_update: {
    label: 'Trade updates',
    description: 'A trade of your team was accepted, declined, withdrawn, approved or rejected.',
    defaultChannels: ['push', 'email'],
    urgent: false,
  },
  substitute_wanted: {
    label: 'Substitutes wanted',
    description: 'A team needs a substitute for a game you could play.',
    defaultChannels: ['push'],
    urgent: true,
  },
  substitute_found: {
    label: 'Substitute found',
    description: 'A player claimed the substitute spot your team asked for.',
    defaultChannels: ['push', 'email'],
    urgent: false,
  },
} as const satisfies Record<string, NotificationKindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
/** The kinds in the order /profile lists them. */
export const NOTIFICATION_KIND_KEYS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** Whether a channel is offered for a kind at all (SMS: urgent kinds only). */
export function channelOffered(kind: NotificationKind, channel: NotificationChannel): boolean {
  return channel !== 'sms' || NOTIFICATION_KINDS[kind].urgent;
}

/** Whether a person who never chose hears a kind on a channel. */
export function channelOnByDefault(kind: NotificationKind, channel: NotificationChannel): boolean {
  return channelOffered(kind, channel) && (NOTIFICATION_KINDS[kind].defaultChannels as readonly NotificationChannel[]).includes(channel);
}

/**
 * Whether a person hears a kind on a channel: their own choice (`chosen`, undefined where they
 * made none), else the kind's default, which for e-mail may depend on whether a device of theirs
 * gets the kind by push. The one rule: delivery, the preferences page and saving them use it.
 */
export function channelOn(
  kind: NotificationKind,
  channel: NotificationChannel,
  chosen: (channel: NotificationChannel) => boolean | undefined,
  person: { hasPushDevice: boolean },
): boolean {
  if (!channelOffered(kind, channel)) return false;
  return chosen(channel) ?? channelDefault(kind, channel, chosen, person);
}

/** What a channel is when the person has not chosen it (their other choices may matter). */
export function channelDefault(
  kind: NotificationKind,
  channel: NotificationChannel,
  chosen: (channel: NotificationChannel) => boolean | undefined,
  person: { hasPushDevice: boolean },
): boolean {
  if (!channelOffered(kind, channel)) return false;
  const info: NotificationKindInfo = NOTIFICATION_KINDS[kind];
  if (channel === 'email' && info.emailOnlyWithoutPush) {
    return channelOnByDefault(kind, 'email') && !(person.hasPushDevice && channelOn(kind, 'push', chosen, person));
  }
  return channelOnByDefault(kind, channel);
}

/** Quiet hours a person starts with (league time zone): no push or SMS overnight. */
export const DEFAULT_QUIET_HOURS = { enabled: true, start: '22:00', end: '07:00' } as const;

/** A game change to a game starting within this long passes quiet hours (issue 22). */
export const URGENT_PASSES_QUIET_HOURS_MS = 3 * 60 * 60 * 1000;

/** The outcomes the send log records per message and channel. */
export const DELIVERY_OUTCOMES = ['queued', 'held', 'sent', 'failed', 'gone', 'skipped'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];
