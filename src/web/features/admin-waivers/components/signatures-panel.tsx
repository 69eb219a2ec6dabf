import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { signaturesCsvHref, useWaiverSignatures } from '../api';

/** Who signed one version and when: searched and paged on the server, exported as CSV. */
export function SignaturesPanel({ waiverId, version }: { waiverId: string; version: number }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = q.trim();
  const signatures = useWaiverSignatures(waiverId, search, page);
  const timeZone = useLeagueTimeZone();
  const data = signatures.data;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search signatures"
          placeholder="Player or signed name"
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 12rem' }}
        />
        <Button component="a" href={signaturesCsvHref(waiverId, search)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Export CSV
        </Button>
      </Group>
      {signatures.isPending ? <PageLoader /> : null}
      {signatures.error ? (
        <Alert color="red" variant="light" role="alert" title="The signatures could not be loaded">
          {signatures.error.message}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total.toLocaleString()} {data.total === 1 ? 'signature' : 'signatures'} of version {version}
          </Text>
          {data.items.length === 0 ? (
            <EmptyState>{search ? 'No signature matches this search.' : 'Nobody has signed this version yet.'}</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={0}>
              <Table striped verticalSpacing="xs" aria-label={`Signatures of version ${version}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Player</Table.Th>
                    <Table.Th scope="col">Signed as</Table.Th>
                    <Table.Th scope="col">Signed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((s) => (
                    <Table.Tr key={s.player_id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.player_name}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.signed_name}</Table.Td>
                      <Table.Td>{formatDateTime(s.signed_at, { timeZone })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Pager page={data.page} total={data.total} pageSize={data.page_size} onPage={setPage} />
        </>
      ) : null}
    </Stack>
  );
}
