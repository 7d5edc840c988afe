import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconDownload,
  IconEdit,
  IconExternalLink,
  IconFileText,
  IconLink,
  IconPaperclip,
  IconPlayerPlay,
  IconTrash,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import {
  CONTENT_LEVEL_COLORS,
  CONTENT_LEVELS,
  displayTime,
  isContentProgress,
  lessonLinkState,
  type ContentProgress,
} from '@portal/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { confirmDialog, showWarning } from '../../../lib/popups';
import { publicFileUrl } from '../../../lib/public-files';
import {
  useDeleteLesson,
  useRestoreLesson,
  useRemoveFile,
  useSetContentProgress,
  type Lesson,
  type LessonFile,
} from '../api/lessons';
import classes from './lessons.module.css';
import { MathText } from '../../../lib/math/MathText';

export const DEFAULT_LESSON_IMAGE = publicFileUrl('images/lesson-default.svg');

/** The link rule (learner spec §2): unavailable, a recording to watch, or a live lesson to attend. */
function LessonLink({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessons');
  const state = lessonLinkState(lesson.link, lesson.meeting_id);
  if (state === 'unavailable') {
    return (
      <Group>
        <Button
          disabled
          variant="filled"
          color="gray"
          leftSection={<IconVideoOff size={16} aria-hidden />}
          data-testid="lesson-link"
          data-state={state}
        >
          {t('lesson.notAvailable')}
        </Button>
      </Group>
    );
  }
  if (state === 'recording') {
    return (
      <Group>
        <Button
          component="a"
          href={lesson.link}
          target="_blank"
          rel="noopener noreferrer"
          color="grape"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          data-testid="lesson-link"
          data-state={state}
        >
          {t('lesson.watch')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Button
        component="a"
        href={lesson.link}
        target="_blank"
        rel="noopener noreferrer"
        color="green"
        leftSection={<IconVideo size={16} aria-hidden />}
        data-testid="lesson-link"
        data-state={state}
      >
        {t('lesson.attend')}
      </Button>
      <Text size="sm" data-testid="lesson-meeting">
        {t('lesson.meetingId')}: <b>{lesson.meeting_id}</b> · {t('lesson.password')}: <b>{lesson.password}</b>
      </Text>
    </Group>
  );
}

/** Reading progress of a content file; restores the previous value when saving fails. */
function ProgressSelect({ file }: { file: LessonFile }) {
  const { t } = useTranslation('lessons');
  const content = file.content!;
  const stored = isContentProgress(content.mystack.stack) ? content.mystack.stack : 0;
  const [value, setValue] = useState<ContentProgress>(stored);
  useEffect(() => setValue(stored), [stored]);
  const mutation = useSetContentProgress();
  const change = (next: ContentProgress) => {
    const previous = value;
    setValue(next);
    mutation.mutate(
      { contentId: content.id, value: next },
      {
        onError: (error) => {
          setValue(previous);
          if (isApiError(error) && error.kind === 'http') showWarning(error.message || t('progress.failed'));
        },
      },
    );
  };
  return (
    <NativeSelect
      size="xs"
      w={150}
      aria-label={t('progress.label', { name: file.name })}
      value={String(value)}
      onChange={(e) => change(Number(e.currentTarget.value) as ContentProgress)}
      data-testid="lesson-file-progress"
      styles={{
        input: {
          borderLeft: `6px solid var(--mantine-color-${CONTENT_LEVEL_COLORS[value]}-6)`,
        },
      }}
      data={CONTENT_LEVELS.map((level) => ({ value: String(level), label: t(`progress.${level}`) }))}
    />
  );
}

const FILE_ICONS = { file: IconDownload, link: IconLink, content: IconFileText } as const;

function FileRow({
  file,
  teacherMode,
  onEdit,
}: {
  file: LessonFile;
  teacherMode: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('lessons');
  const remove = useRemoveFile();
  const Icon = FILE_ICONS[file.type] ?? IconPaperclip;
  const confirmRemove = async () => {
    if (await confirmDialog(t('teacher.confirmDeleteFile'))) remove.mutate(file.id);
  };
  const showProgress = file.type === 'content' && file.content && !file.content.no_progress;
  return (
    <div className={classes.fileRow} data-testid="lesson-file" data-type={file.type}>
      <div className={classes.fileHead}>
        <Icon size={18} aria-hidden className={classes.fileIcon} />
        <div className={classes.fileMain}>
          {file.url ? (
            <Anchor
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.fileLink}
              fw={500}
              data-testid="lesson-file-link"
            >
              {file.name} <IconExternalLink size={12} aria-hidden />
              <VisuallyHidden>{t('lesson.opensInNewTab')}</VisuallyHidden>
            </Anchor>
          ) : (
            <Text fw={500} c="dimmed" span>
              {file.name}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {file.type === 'content' && !file.content ? (
              t('lesson.hiddenContent')
            ) : (
              <MathText text={file.description} />
            )}
          </Text>
        </div>
      </div>
      <div className={classes.fileActions}>
        {showProgress && <ProgressSelect file={file} />}
        {teacherMode && (
          <Group gap={4}>
            <Tooltip label={t('teacher.editFile', { name: file.name })}>
              <ActionIcon
                variant="subtle"
                aria-label={t('teacher.editFile', { name: file.name })}
                onClick={onEdit}
                data-testid="lesson-file-edit"
              >
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('teacher.deleteFile', { name: file.name })}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('teacher.deleteFile', { name: file.name })}
                onClick={confirmRemove}
                loading={remove.isPending}
                data-testid="lesson-file-delete"
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </div>
    </div>
  );
}

export function LessonCard({
  lesson,
  teacherMode,
  onEdit,
  onAddFile,
  onEditFile,
}: {
  lesson: Lesson;
  teacherMode: boolean;
  onEdit: () => void;
  onAddFile: () => void;
  onEditFile: (file: LessonFile) => void;
}) {
  const { t } = useTranslation('lessons');
  const remove = useDeleteLesson();
  const restore = useRestoreLesson();
  const [imageFailed, setImageFailed] = useState(false);
  const confirmDelete = async () => {
    if (!(await confirmDialog(t('teacher.confirmDeleteLesson', { title: lesson.title })))) return;
    remove.mutate(lesson.id, {
      // into the trash for 30 days; the snackbar's Undo brings it back (issue 18 §2)
      onSuccess: (res) => {
        const id = `lesson-deleted-${lesson.id}`;
        notifications.show({
          id,
          color: 'green',
          autoClose: 10_000,
          message: (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{t('teacher.lessonDeleted')}</Text>
              {res.trash_id && (
                <Button
                  size="compact-sm"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  data-testid="undo-lesson-delete"
                  onClick={() => {
                    notifications.hide(id);
                    restore.mutate(res.trash_id!);
                  }}
                >
                  {t('teacher.undo')}
                </Button>
              )}
            </Group>
          ),
        });
      },
    });
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      data-testid="lesson"
      data-lesson-id={lesson.id}
    >
      <div className={classes.card}>
        <img
          className={classes.image}
          src={!lesson.image || imageFailed ? DEFAULT_LESSON_IMAGE : lesson.image}
          alt={t('lesson.imageAlt')}
          onError={() => setImageFailed(true)}
          data-testid="lesson-image"
        />
        <Stack gap="xs" miw={0}>
          <div>
            <Title order={3} size="h5" data-testid="lesson-title">
              <MathText text={lesson.title} />
            </Title>
            <Text size="sm" fw={500} data-testid="lesson-time">
              {t('lesson.time', { start: displayTime(lesson.start), end: displayTime(lesson.end) })}
              {lesson.room ? ` · ${t('lesson.room', { room: lesson.room })}` : ''}
            </Text>
          </div>
          {lesson.description && (
            <Text size="sm" className={classes.description} data-testid="lesson-description">
              <MathText text={lesson.description} />
            </Text>
          )}
          <LessonLink lesson={lesson} />
          {lesson.files.length > 0 && (
            <div aria-label={t('lesson.files')} role="group">
              {lesson.files.map((file) => (
                <FileRow
                  key={file.id}
                  file={file}
                  teacherMode={teacherMode}
                  onEdit={() => onEditFile(file)}
                />
              ))}
            </div>
          )}
          {teacherMode && (
            <Group gap="xs" mt={4}>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPaperclip size={14} aria-hidden />}
                onClick={onAddFile}
                data-testid="lesson-add-file"
              >
                {t('teacher.addFile')}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEdit size={14} aria-hidden />}
                onClick={onEdit}
                aria-label={t('teacher.updateLabel', { title: lesson.title })}
                data-testid="lesson-update"
              >
                {t('teacher.update')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={confirmDelete}
                loading={remove.isPending}
                aria-label={t('teacher.deleteLabel', { title: lesson.title })}
                data-testid="lesson-delete"
              >
                {t('teacher.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      </div>
    </Card>
  );
}
