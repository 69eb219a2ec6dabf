import { Button, Group, Modal, NativeSelect, NumberInput, Radio, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { z } from 'zod/mini';
import type { GameEvent } from '../../../../shared/api/games';
import type { NamedOption } from '../../../../shared/api/page';
import type { RosterPlayer } from '../../../../shared/api/referee';
import type { FieldIssue } from '../../../../shared/api-error';
import {
  correctGameEventInputSchema,
  GAME_MINUTE_MAX,
  gameEventIssues,
  recordGameEventInputSchema,
  type CorrectGameEventInput,
  type RecordGameEventInput,
} from '../../../../shared/schemas/game-events';
import { eventLabel, isControlEvent } from '../../../lib/event-text';

/** What the dialog is for: a new goal, card or note, or a correction of a recorded event. */
export type EventDialogIntent = { mode: 'record'; type: 'goal' | 'yellow_card' | 'red_card' | 'note' } | { mode: 'correct'; event: GameEvent };

export type EventDialogResult = { mode: 'record'; body: Omit<RecordGameEventInput, 'client_key'> } | { mode: 'correct'; body: CorrectGameEventInput };

interface EventDialogProps {
  intent: EventDialogIntent;
  home: NamedOption;
  away: NamedOption;
  homeRoster: RosterPlayer[];
  awayRoster: RosterPlayer[];
  /** The match clock's minute (decision 059), for a new event. */
  suggestedMinute: number;
  onSave: (result: EventDialogResult) => void;
  onClose: () => void;
}

const playerLabel = (p: RosterPlayer) => `${p.jersey_number === null ? p.name : `#${p.jersey_number} ${p.name}`}${p.suspended ? ' (suspended)' : ''}`;

/** The form's starting values, from the event corrected or empty for a new one. */
function initialValues(intent: EventDialogIntent, home: NamedOption, away: NamedOption, suggestedMinute: number) {
  if (intent.mode === 'record')
    return { type: intent.type, team: '', ownGoal: false, player: '', assist: '', minute: suggestedMinute as number | string, note: '' };
  const e = intent.event;
  const other = (teamId: string | null) => (teamId === home.id ? away.id : teamId === away.id ? home.id : '');
  return {
    type: e.type,
    // An own goal is shown as a goal for the other team, scored by a player of this one.
    team: e.type === 'own_goal' ? other(e.team_id) : (e.team_id ?? ''),
    ownGoal: e.type === 'own_goal',
    player: e.player?.id ?? '',
    assist: e.assist?.id ?? '',
    minute: (e.minute ?? '') as number | string,
    note: e.note,
  };
}

/**
 * One dialog for a goal (team, scorer, optional assist; an own goal names the player of the
 * other team), a card (team, player), a note, and the correction of any of them with a reason.
 * Full screen on a phone: big targets, one thing at a time.
 */
export function EventDialog({ intent, home, away, homeRoster, awayRoster, suggestedMinute, onSave, onClose }: EventDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [values, setValues] = useState(() => initialValues(intent, home, away, suggestedMinute));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<typeof values>) => setValues((v) => ({ ...v, ...change }));

  const isGoal = values.type === 'goal' || values.type === 'own_goal';
  const isCard = values.type === 'yellow_card' || values.type === 'red_card';
  const control = isControlEvent(values.type);
  const correcting = intent.mode === 'correct';
  const other = (teamId: string) => (teamId === home.id ? away.id : teamId === away.id ? home.id : '');
  // The team the event belongs to on the wire: an own goal's is the player's, the other one.
  const playerTeam = isGoal && values.ownGoal ? other(values.team) : values.team;
  const rosterOf = (teamId: string) => (teamId === home.id ? homeRoster : teamId === away.id ? awayRoster : []);
  const players = rosterOf(playerTeam);
  const assists = rosterOf(values.team).filter((p) => p.id !== values.player);
  const title = `${correcting ? 'Correct ' : ''}${correcting ? eventLabel(values.type).toLowerCase() : eventLabel(values.type)}`;

  function fields() {
    const minute = values.minute === '' ? null : Number(values.minute);
    if (control) return { minute };
    if (values.type === 'note') return { minute, note: values.note };
    return {
      minute,
      team_id: playerTeam || null,
      player_id: values.player || null,
      assist_player_id: isGoal && !values.ownGoal && values.assist ? values.assist : null,
    };
  }

  function save() {
    const type = isGoal ? (values.ownGoal ? 'own_goal' : 'goal') : values.type;
    const issues: FieldIssue[] = [];
    const check = (schema: z.core.$ZodType, body: unknown) => {
      const result = z.safeParse(schema, body);
      if (!result.success) issues.push(...result.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message })));
      return result.success;
    };
    if (intent.mode === 'record') {
      const body = { type, ...fields() } as Omit<RecordGameEventInput, 'client_key'>;
      if (check(recordGameEventInputSchema, { ...body, client_key: 'checked-here' })) return onSave({ mode: 'record', body });
    } else {
      const body = { ...fields(), reason } as CorrectGameEventInput;
      issues.push(...gameEventIssues({ type, ...fields() }));
      if (check(correctGameEventInputSchema, body) && issues.length === 0) return onSave({ mode: 'correct', body });
    }
    const next: Record<string, string> = {};
    for (const issue of issues) next[issue.path] ??= issue.message;
    setErrors(next);
  }

  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} centered closeButtonProps={{ 'aria-label': 'Cancel' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          {isGoal || isCard ? (
            <Radio.Group
              label={isGoal ? 'Goal for' : 'Team'}
              value={values.team}
              onChange={(team) => set({ team, player: '', assist: '' })}
              error={errors.team_id}
            >
              <SimpleGrid cols={2} mt="xs">
                {[home, away].map((team) => (
                  <Radio.Card key={team.id} value={team.id} p="md" radius="md" mih={56}>
                    <Group wrap="nowrap" gap="sm">
                      <Radio.Indicator />
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {team.name}
                      </Text>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          ) : null}
          {isGoal && !correcting ? (
            <Switch
              size="md"
              label="Own goal (scored by a player of the other team)"
              checked={values.ownGoal}
              onChange={(event) => set({ ownGoal: event.currentTarget.checked, player: '', assist: '' })}
            />
          ) : null}
          {isGoal || isCard ? (
            <NativeSelect
              size="md"
              label={isGoal && !values.ownGoal ? 'Scorer' : 'Player'}
              value={values.player}
              onChange={(event) => set({ player: event.currentTarget.value, assist: values.assist === event.currentTarget.value ? '' : values.assist })}
              disabled={!values.team}
              error={errors.player_id}
              data={[
                { value: '', label: values.team ? 'Choose the player' : 'Choose the team first' },
                ...players.map((p) => ({ value: p.id, label: playerLabel(p) })),
              ]}
            />
          ) : null}
          {isGoal && !values.ownGoal ? (
            <NativeSelect
              size="md"
              label="Assist (optional)"
              value={values.assist}
              onChange={(event) => set({ assist: event.currentTarget.value })}
              disabled={!values.team}
              error={errors.assist_player_id}
              data={[{ value: '', label: 'No assist' }, ...assists.map((p) => ({ value: p.id, label: playerLabel(p) }))]}
            />
          ) : null}
          {values.type === 'note' ? (
            <Textarea
              size="md"
              label="Note"
              autosize
              minRows={2}
              value={values.note}
              onChange={(event) => set({ note: event.currentTarget.value })}
              error={errors.note}
            />
          ) : null}
          <NumberInput
            size="md"
            label="Minute"
            min={0}
            max={GAME_MINUTE_MAX}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            value={values.minute}
            onChange={(minute) => set({ minute })}
            error={errors.minute}
          />
          {correcting ? (
            <Textarea
              size="md"
              label="Reason for the correction"
              autosize
              minRows={2}
              required
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={errors.reason}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" size="md">
              {correcting ? 'Save correction' : `Save ${eventLabel(values.type).toLowerCase()}`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
