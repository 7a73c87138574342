/**
 * `load` for each key once (asked again after a failure). The promise is marked settled once in,
 * as React's `use` reads it: a render after that does not suspend at all.
 */
export function loadOnce<Key, Value>(load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const loading = new Map<Key, Promise<Value>>();
  return (key) => {
    let loaded = loading.get(key);
    if (!loaded) {
      const promise: Promise<Value> = load(key).then((value) => Object.assign(promise, { status: 'fulfilled', value }).value);
      promise.catch(() => loading.delete(key));
      loading.set(key, (loaded = promise));
    }
    return loaded;
  };
}
