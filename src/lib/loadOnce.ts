/**
 * `load`, called once per key: callers share the load under way and then its result. A load that
 * fails is forgotten, so the next call tries again (a chunk or a font file that did not arrive).
 */
export function loadOnce<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loads = new Map<K, Promise<T>>();
  return (key) => {
    let loading = loads.get(key);
    if (!loading) {
      loading = load(key);
      loading.catch(() => loads.delete(key));
      loads.set(key, loading);
    }
    return loading;
  };
}
