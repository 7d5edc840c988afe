import { NativeSelect } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { musicStore, useSelectedSong, useSongs } from '../music';

/** Off, or a song from /publicFiles/music/musicFiles.json (played looping by MusicPlayer). */
export function MusicSelect() {
  const { t } = useTranslation();
  const songs = useSongs();
  const selected = useSelectedSong();
  return (
    <NativeSelect
      label={t('menu.music')}
      leftSection={<IconMusic size={16} aria-hidden />}
      value={selected ?? ''}
      onChange={(event) => musicStore.set(event.currentTarget.value || null)}
      data={[
        { value: '', label: t('menu.musicOff') },
        ...(songs.data ?? []).map((song) => ({ value: song.file, label: song.name })),
      ]}
      data-testid="music-select"
    />
  );
}
