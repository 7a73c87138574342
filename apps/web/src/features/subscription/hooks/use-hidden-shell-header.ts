import { useEffect } from 'react';

const flowClass = 'subscription-flow-open';
let hiders = 0;

/**
 * Hides the shell's header while the calling flow is shown (spec 3 section 2); leaving restores it.
 * A class on the body that the flow's stylesheet reads (subscription.css): the shell carries no
 * code for it.
 */
export function useHiddenShellHeader(): void {
  useEffect(() => {
    hiders += 1;
    document.body.classList.add(flowClass);
    return () => {
      hiders -= 1;
      if (hiders === 0) document.body.classList.remove(flowClass);
    };
  }, []);
}
