import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadExport,
  importCards,
  isImportStarted,
  useImportCards,
  type ImportJob,
  type ImportSummary,
} from '../api/import';
import { useSubmitOnce } from '../../../lib/submit-once';
import { saveError, useMessageText } from '../messages';

const ACCEPT = '.apkg,.colpkg,.csv,.tsv,.txt,.xml,.gift';
/** The skipped list shows this many reasons; the rest are counted. */
const SKIPPED_SHOWN = 50;

/**
 * Import cards into the category (Anki, Quizlet/CSV, Moodle XML, GIFT): choosing a file shows what would be
 * created and what is skipped and why; the import itself writes everything or nothing. Export the subtree as
 * an Anki package or a CSV.
 */
export function ImportExportSection({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('admin');
  const messageText = useMessageText();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportSummary | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'apkg' | 'csv' | null>(null);
  const [progress, setProgress] = useState<ImportJob | null>(null);
  const doImport = useImportCards(categoryId, setProgress);
  const once = useSubmitOnce();
  const importing = once.pending || doImport.isPending;

  async function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setError(null);
    if (!chosen) return;
    setPreviewing(true);
    try {
      const answer = await importCards(categoryId, chosen, true);
      if (!isImportStarted(answer)) setPreview(answer);
    } catch (e) {
      setError(messageText(saveError(e)));
    } finally {
      setPreviewing(false);
    }
  }

  function runImport() {
    if (!file || !preview || !('import_key' in preview)) return;
    const importKey = preview.import_key;
    void once.run(async () => {
      try {
        const result = await doImport.mutateAsync({ file, importKey });
        notifications.show({
          message: t('import.done', { count: result.cards }),
          color: 'green',
          autoClose: 4000,
        });
        setFile(null);
        setPreview(null);
      } catch (e) {
        setError(messageText(saveError(e)));
      } finally {
        setProgress(null);
      }
    });
  }

  async function runExport(format: 'apkg' | 'csv') {
    setExporting(format);
    setError(null);
    try {
      await downloadExport(categoryId, format);
    } catch (e) {
      setError(t('export.failed', { detail: saveError(e) }));
    } finally {
      setExporting(null);
    }
  }

  return (
    <Paper withBorder p="md" data-testid="import-export">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('import.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('import.help')}
        </Text>
        <FileInput
          label={t('import.file')}
          placeholder={t('import.choose')}
          accept={ACCEPT}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          leftSection={<IconFileImport size={16} />}
          disabled={importing}
          data-testid="import-file"
        />
        {previewing && <Text size="sm">{t('import.reading')}</Text>}
        {preview && <ImportPreview summary={preview} />}
        {preview && (
          <Group>
            <Button
              leftSection={<IconUpload size={14} />}
              onClick={runImport}
              loading={importing}
              disabled={preview.cards === 0 || importing}
              data-testid="import-confirm"
            >
              {t('import.confirm', { count: preview.cards })}
            </Button>
          </Group>
        )}
        {progress && importing && (
          <Stack gap={4} data-testid="import-progress">
            <Text size="sm">
              {t(`import.phases.${progress.phase}`, { done: progress.done, total: progress.total })}
            </Text>
            <Progress value={progress.percent} aria-label={t('import.progress')} animated />
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="import-error">
            {error}
          </Alert>
        )}
        <Group gap="xs" mt="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} />}
            loading={exporting === 'apkg'}
            onClick={() => void runExport('apkg')}
            data-testid="export-apkg"
          >
            {t('export.apkg')}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} />}
            loading={exporting === 'csv'}
            onClick={() => void runExport('csv')}
            data-testid="export-csv"
          >
            {t('export.csv')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ImportPreview({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation('admin');
  // a reason with a code reads in the teacher's language (the editor's own messages for `validation.*`); a
  // catalogue code of the server's (e.g. `html.too_long`) comes already in the teacher's language
  const skipReason = (s: ImportSummary['skipped'][number]) =>
    s.code && (s.code.startsWith('validation.') || !s.code.includes('.'))
      ? t(s.code.startsWith('validation.') ? s.code : `import.skip.${s.code}`, {
          ...s.params,
          defaultValue: s.reason,
        })
      : s.reason;
  const types = Object.entries(summary.by_type);
  return (
    <Stack gap="xs" data-testid="import-preview" aria-live="polite">
      <Text size="sm" fw={600}>
        {t(`import.formats.${summary.format}`)}: {t('import.willCreate', { count: summary.cards })}
      </Text>
      {types.length > 0 && (
        <Text size="sm">{types.map(([type, n]) => `${t(`cardTypes.${type}`)}: ${n}`).join(' · ')}</Text>
      )}
      {summary.subcategories.length > 0 && (
        <Table withTableBorder withColumnBorders fz="sm" data-testid="import-subcategories">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.subcategory')}</Table.Th>
              <Table.Th>{t('import.cards')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.subcategories.map((s) => (
              <Table.Tr key={s.path}>
                <Table.Td>{s.path || t('import.thisCategory')}</Table.Td>
                <Table.Td>{s.cards}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {summary.pictures_kept > 0 && (
        <Text size="sm" data-testid="import-pictures-kept">
          {t('import.picturesKept', { count: summary.pictures_kept })}
        </Text>
      )}
      {summary.images_left_out > 0 && (
        <Text size="sm" c="orange.8">
          {t('import.imagesLeftOut', { count: summary.images_left_out })}
        </Text>
      )}
      {summary.left_out.length > 0 && (
        <div data-testid="import-left-out">
          <Text size="sm" fw={600}>
            {t('import.leftOut')}
          </Text>
          <List size="sm">
            {summary.left_out.map((l) => (
              <List.Item key={`${l.code}-${l.name}`}>
                {l.code === 'field'
                  ? t('import.leftOutField', { name: l.name, count: l.count })
                  : t(`import.leftOut_${l.code}`, { count: l.count })}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {summary.skipped.length > 0 && (
        <div data-testid="import-skipped">
          <Text size="sm" fw={600}>
            {t('import.skipped', { count: summary.skipped.length })}
          </Text>
          <List size="sm">
            {summary.skipped.slice(0, SKIPPED_SHOWN).map((s, i) => (
              <List.Item key={`${s.source}-${i}`}>
                {s.at ? t(`import.source.${s.at.kind}`, { ref: s.at.ref }) : s.source}: {skipReason(s)}
              </List.Item>
            ))}
          </List>
          {summary.skipped.length > SKIPPED_SHOWN && (
            <Text size="sm">
              {t('import.moreSkipped', { count: summary.skipped.length - SKIPPED_SHOWN })}
            </Text>
          )}
        </div>
      )}
    </Stack>
  );
}
