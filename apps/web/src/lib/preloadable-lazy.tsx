import { lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy whose module can be asked for ahead of its render, and that renders at once when it
 * is in by then. A lazy component suspends on its first render even when its module is loaded,
 * and React 19 holds each reveal back until 300 ms after the last fallback shown: the nested lazy
 * layers of a start (antd's layer, the shell, the page) each paid that. An instance keeps the
 * form it mounted with, so a later render never swaps it (which would remount what it holds).
 */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
