import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { type Cue, playCue } from './synth';

interface Sound {
  enabled: boolean;
  toggle(): void;
  play(cue: Cue): void;
}

const SoundContext = createContext<Sound | null>(null);

/**
 * The games are silent until the player turns sound on: the audio context is made by that tap, which is also
 * what browsers require before a page may make sound.
 */
export function SoundProvider({ children }: { children: React.ReactNode }) {
  const [enabled, setEnabled] = useState(false);
  const context = useRef<AudioContext | null>(null);
  const toggle = useCallback(() => {
    if (!enabled && typeof AudioContext !== 'undefined') {
      context.current ??= new AudioContext();
      void context.current.resume().catch(() => undefined);
    }
    setEnabled(!enabled);
  }, [enabled]);
  const play = useCallback(
    (cue: Cue) => {
      const audio = context.current;
      if (enabled && audio?.state === 'running') playCue(audio, cue);
    },
    [enabled],
  );
  const value = useMemo(() => ({ enabled, toggle, play }), [enabled, toggle, play]);
  return <SoundContext.Provider value={value}>{children}</SoundContext.Provider>;
}

export function useSound(): Sound {
  const value = useContext(SoundContext);
  if (!value) throw new Error('useSound outside SoundProvider');
  return value;
}
