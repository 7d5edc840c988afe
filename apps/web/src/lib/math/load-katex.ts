import { useEffect, useState } from 'react';

type Renderer = typeof import('./katex-render');

let renderer: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

/** Loads the formula renderer (its JavaScript, CSS and fonts) once; later calls share it. */
export function loadKatex(): Promise<Renderer> {
  loading ??= import('./katex-render').then((module) => (renderer = module));
  return loading;
}

/**
 * The formula renderer when `needed`: loaded on the first screen that shows a formula, at once afterwards.
 * Null while it loads (the source shows meanwhile) or when not needed.
 */
export function useKatex(needed: boolean): Renderer | null {
  const [loaded, setLoaded] = useState<Renderer | null>(renderer);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void loadKatex()
      .then((module) => live && setLoaded(module))
      .catch(() => {
        // offline without a stored copy: the formulas keep showing their source
        loading = null;
      });
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return needed ? loaded : null;
}
