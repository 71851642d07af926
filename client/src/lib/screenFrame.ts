import { createContext, useContext, useEffect } from 'react';

/** What a screen tells the frame around it: its own title and where "Back" leads when there is no history. */
export interface ScreenFrame {
  setTitle: (title: string | null) => void;
  setUp: (path: string | null) => void;
}

export const ScreenFrameContext = createContext<ScreenFrame>({ setTitle: () => undefined, setUp: () => undefined });

/**
 * A screen whose heading is its data (home's greeting, "Batch BT…") gives it to the top bar, so the bar and the
 * heading say one name. Other screens' bars show their route's name, which their heading repeats.
 */
export function useScreenTitle(title: string | undefined): void {
  const { setTitle } = useContext(ScreenFrameContext);
  useEffect(() => {
    if (!title) return undefined;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}

/**
 * The screen one level up (a record's list, a tab's activities): the top bar's Back leads there when the screen was
 * opened directly (a deep link, a reload), instead of home. The bar's Back is the screen's one back control.
 */
export function useBackTo(path: string | undefined): void {
  const { setUp } = useContext(ScreenFrameContext);
  useEffect(() => {
    if (!path) return undefined;
    setUp(path);
    return () => setUp(null);
  }, [path, setUp]);
}
