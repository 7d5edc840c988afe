import { useEffect, useRef } from 'react';
import { publicFileUrl, usePublicJson } from '../lib/public-files';
import { onLogout } from '../lib/session';
import { createStore, useStore } from '../lib/store';

/** One entry of /publicFiles/music/musicFiles.json. `file` is relative to /publicFiles/music/. */
export interface Song {
  name: string;
  file: string;
}

/** The selected song's file, or null for 'off'. Not persisted: browsers only play after a user action. */
export const musicStore = createStore<string | null>(null);

onLogout(() => musicStore.set(null));

export function useSongs() {
  return usePublicJson<Song[]>('music/musicFiles.json');
}

export function useSelectedSong() {
  return useStore(musicStore);
}

export function songUrl(file: string): string {
  return /^(https?:)?\//.test(file) ? file : publicFileUrl(`music/${file}`);
}

/** The one audio element: loops the selected song at volume 1; 'off' pauses and unloads it. */
export function MusicPlayer() {
  const selected = useSelectedSong();
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    if (selected) {
      element.src = songUrl(selected);
      element.loop = true;
      element.volume = 1;
      element.play().catch(() => {
        // autoplay refused or file missing: the select stays, nothing else to do
      });
    } else {
      element.pause();
      element.removeAttribute('src');
      element.load();
    }
  }, [selected]);
  return <audio ref={audio} loop data-testid="music-player" aria-hidden="true" preload="none" />;
}
