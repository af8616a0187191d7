import { Badge, Button, Group, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { AdminModal } from '../admin-modal';
import { useAdminFormat, useAdminTexts } from '../admin-language';
import type { BulkRowState } from './run-bulk';
import type { BulkRunner } from './use-bulk-run';

const STATUS_COLOR: Record<BulkRowState['status'], string> = {
  waiting: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  notRun: 'gray',
};

/**
 * The progress of a bulk action and, once it ends, the result of every row. While it runs,
 * Escape (or the Cancel button) cancels: the calls under way finish, no new one starts. It
 * closes only once nothing is running.
 */
export function BulkRunModal<T>({ runner }: { runner: BulkRunner<T> }) {
  const T = useAdminTexts().bulk;
  const shared = useAdminTexts().shared;
  const { formatCount } = useAdminFormat();
  const { run } = runner;
  if (!run) return null;
  const count = (status: BulkRowState['status']) =>
    run.states.filter((s) => s.status === status).length;
  const finished = run.states.length - count('waiting') - count('running');
  const retryable = count('failed') + count('notRun');
  return (
    <AdminModal
      opened
      onClose={run.running ? runner.cancel : runner.close}
      title={run.title}
      size="lg"
      closeOnClickOutside={!run.running}
      withCloseButton={!run.running}
    >
      <Stack>
        <Progress
          value={run.states.length ? (finished / run.states.length) * 100 : 100}
          aria-label={T.run.progress(formatCount(finished), formatCount(run.states.length))}
        />
        <Text role="status" size="sm">
          {run.running
            ? run.cancelling
              ? T.run.cancelling
              : T.run.progress(formatCount(finished), formatCount(run.states.length))
            : T.run.summary(
                formatCount(count('done')),
                formatCount(count('failed')),
                formatCount(count('notRun')),
              )}
        </Text>
        <ScrollArea.Autosize mah={320}>
          <Table aria-label={T.run.results} verticalSpacing={4}>
            <Table.Tbody>
              {run.items.map((item, i) => {
                const state = run.states[i] ?? { status: 'waiting' };
                return (
                  <Table.Tr key={i}>
                    <Table.Td>{run.labelOf(item)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[state.status]} variant="light" tt="none">
                        {T.run.status[state.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {state.status === 'failed' && (
                        <Text size="sm" c="red">
                          {state.reason}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          {run.running ? (
            <Button variant="default" onClick={runner.cancel} disabled={run.cancelling}>
              {T.run.cancel}
            </Button>
          ) : (
            <>
              {retryable > 0 && (
                <Button variant="light" onClick={runner.retry}>
                  {T.run.retry(formatCount(retryable))}
                </Button>
              )}
              <Button onClick={runner.close}>{shared.close}</Button>
            </>
          )}
        </Group>
      </Stack>
    </AdminModal>
  );
}
