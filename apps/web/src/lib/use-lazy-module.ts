import { useEffect, useState } from 'react';

const loadedModules = new Map<() => Promise<unknown>, unknown>();

/**
 * A module a screen needs only once its data is in (it is fetched beside the data, not with the
 * page's code): null until it is there, then at once on every later mount. `load` must be one
 * function per module (declared at module level), the key of what was loaded.
 */
export function useLazyModule<Module>(load: () => Promise<Module>): Module | null {
  const [loaded, setLoaded] = useState<Module | null>(() => (loadedModules.get(load) as Module | undefined) ?? null);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    void load().then((module) => {
      loadedModules.set(load, module);
      if (mounted) setLoaded(module);
    });
    return () => {
      mounted = false;
    };
  }, [load, loaded]);
  return loaded;
}
