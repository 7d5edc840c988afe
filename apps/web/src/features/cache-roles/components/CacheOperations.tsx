import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api';
import { cleanContent, fetchJob, startJob, updateChapters } from '../api/cache';
import {
  CACHE_OPERATIONS,
  JOB_OF,
  operationLabel,
  runJob,
  type CacheOperation,
  type OperationPhase,
} from '../state';

interface OpStatus {
  phase: OperationPhase;
  percent: number | null;
  done?: number;
  total?: number;
  message?: string;
}

const COLOR: Record<OperationPhase, string> = {
  idle: 'gray',
  running: 'blue',
  finished: 'green',
  error: 'red',
};

/** Update chapters, update content, clean all, clean content (admin spec §2, §4), with their states. */
export function CacheOperations() {
  const { t } = useTranslation('cacheRoles');
  const [status, setStatus] = useState<Record<CacheOperation, OpStatus>>(
    () =>
      Object.fromEntries(CACHE_OPERATIONS.map((op) => [op, { phase: 'idle', percent: null }])) as Record<
        CacheOperation,
        OpStatus
      >,
  );
  const set = (op: CacheOperation, s: OpStatus) => setStatus((all) => ({ ...all, [op]: s }));

  async function run(op: CacheOperation) {
    set(op, { phase: 'running', percent: JOB_OF[op] ? 0 : null });
    try {
      const job = JOB_OF[op];
      if (job) {
        const final = await runJob(
          () => startJob(job),
          fetchJob,
          (j) => set(op, { phase: 'running', percent: j.percent, done: j.done, total: j.total }),
        );
        set(op, {
          phase: 'finished',
          percent: 100,
          done: final.done,
          total: final.total,
          message: final.message ?? undefined,
        });
      } else {
        await (op === 'updateChapters' ? updateChapters() : cleanContent());
        set(op, { phase: 'finished', percent: null });
      }
    } catch (error) {
      set(op, { phase: 'error', percent: null, message: errorText(error) });
    }
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="cache-operations">
      {CACHE_OPERATIONS.map((op) => {
        const s = status[op];
        const label = operationLabel(op, s.phase);
        return (
          <Paper key={op} withBorder p="sm" radius="md">
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {t(`ops.${op}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`opHelp.${op}`)}
              </Text>
            </Stack>
            <Group gap="xs" mt="xs" wrap="nowrap">
              <Badge
                color={COLOR[s.phase]}
                variant="light"
                data-testid={`cache-op-${op}-state`}
                data-state={label}
                aria-live="polite"
              >
                {t(`state.${label}`)}
              </Badge>
              <Button
                size="xs"
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                onClick={() => void run(op)}
                loading={s.phase === 'running'}
                data-testid={`cache-op-${op}`}
                aria-label={`${t(`ops.${op}`)}: ${t('run')}`}
              >
                {t('run')}
              </Button>
            </Group>
            {s.phase === 'running' && (
              <Stack gap={2} mt="xs">
                <Progress
                  value={s.percent ?? 100}
                  striped
                  animated
                  aria-label={t(`ops.${op}`)}
                  data-testid={`cache-op-${op}-progress`}
                />
                {s.total ? (
                  <Text size="xs" c="dimmed">
                    {t('progress', { done: s.done ?? 0, total: s.total, percent: s.percent ?? 0 })}
                  </Text>
                ) : null}
              </Stack>
            )}
            {s.phase === 'finished' && s.total ? (
              <Text size="xs" c="dimmed" mt={4} data-testid={`cache-op-${op}-message`}>
                {t('progressDone', { done: s.done ?? 0, total: s.total })}
              </Text>
            ) : null}
            {s.phase === 'error' && s.message ? (
              <Text
                size="xs"
                c={s.phase === 'error' ? 'red.7' : 'dimmed'}
                mt={4}
                data-testid={`cache-op-${op}-message`}
              >
                {s.message}
              </Text>
            ) : null}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
