import { Paper, Stack, Text, Title } from '@mantine/core';
import { OPTIONAL_OPERATIONS, notOffered, useServerOfferings } from '@/api/server-capabilities';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { useServerOfferingsProbe } from '../api/probe-server-offerings';

/**
 * "This server does not offer: …": the optional operations the server answered as missing (the
 * course server lacks statistics, order and user management and the shoppers' order history).
 */
export function ServerOfferings() {
  const S = useAdminTexts().settings.server;
  const { formatList } = useAdminFormat();
  const probe = useServerOfferingsProbe();
  const known = useServerOfferings();
  const missing = notOffered(known);
  const allKnown = OPTIONAL_OPERATIONS.every((operation) => known[operation]);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={S.title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {S.title}
        </Title>
        <Text size="sm" role="status">
          {missing.length > 0
            ? S.notOffered(formatList(missing.map((operation) => S.parts[operation])))
            : probe.isPending
              ? S.checking
              : allKnown
                ? S.allOffered
                : S.unknown}
        </Text>
      </Stack>
    </Paper>
  );
}
