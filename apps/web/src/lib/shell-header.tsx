import { createContext, useContext, useEffect } from 'react';

const HideShellHeader = createContext<(hidden: boolean) => void>(() => {});

/** Given by the signed-in shell (app/shell/shell-main.tsx): whether its header shows. */
export const ShellHeaderControl = HideShellHeader.Provider;

/** Hides the shell's header while the calling page is shown; leaving restores it. */
export function useHiddenShellHeader(): void {
  const setHidden = useContext(HideShellHeader);
  useEffect(() => {
    setHidden(true);
    return () => setHidden(false);
  }, [setHidden]);
}
