import { Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/layout/page-loader';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { waiverParagraphs } from '../../../lib/waivers';
import { useActiveWaiver } from '../api';
import { LoadError } from '../../../components/ui/load-error';

export const WAIVER_NAME = 'League Waiver & Release';

interface WaiverTextProps {
  /** The heading level of the waiver's title: 1 on its own page. */
  titleOrder?: 1 | 2 | 3;
  /** Inside a dialog the dialog's title already names the waiver. */
  showTitle?: boolean;
}

/** The active League Waiver & Release: title, version and paragraphs (one source for page and dialog). */
export function WaiverText({ titleOrder = 1, showTitle = true }: WaiverTextProps) {
  const waiver = useActiveWaiver();
  const timeZone = useLeagueTimeZone();
  const title = showTitle ? <Title order={titleOrder}>{waiver.data?.title ?? WAIVER_NAME}</Title> : null;

  if (waiver.isPending) {
    return (
      <Stack gap="sm">
        {title}
        <PageLoader />
      </Stack>
    );
  }
  if (waiver.error) {
    const none = isApiError(waiver.error) && waiver.error.status === 404;
    return (
      <Stack gap="sm">
        {title}
        {none ? (
          <Text>The league has not published its waiver yet.</Text>
        ) : (
          <LoadError title="The waiver could not be loaded" error={waiver.error} onRetry={() => void waiver.refetch()} />
        )}
      </Stack>
    );
  }
  const { version, body, activated_at: activatedAt } = waiver.data;
  return (
    <Stack gap="sm">
      {title}
      <Text size="sm" c="dimmed">
        Version {version}
        {activatedAt ? ` · in effect since ${formatDate(activatedAt, { timeZone })}` : ''}
      </Text>
      {waiverParagraphs(body).map((paragraph, index) => (
        <Text key={index} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
