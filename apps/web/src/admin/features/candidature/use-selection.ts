import { useCallback, useState } from 'react';

/** Ids ticked on the current page of a list; `scope` changing (page, filters) clears them. */
export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; ids: Set<number> }>({ scope, ids: new Set() });
  const ids = state.scope === scope ? state.ids : new Set<number>();
  const toggle = useCallback(
    (id: number) =>
      setState((current) => {
        const next = new Set(current.scope === scope ? current.ids : []);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { scope, ids: next };
      }),
    [scope],
  );
  const setAll = useCallback((all: number[]) => setState({ scope, ids: new Set(all) }), [scope]);
  return { ids, toggle, setAll, clear: useCallback(() => setAll([]), [setAll]) };
}
