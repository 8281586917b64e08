import { useCallback, useMemo, useState } from 'react';
import type { Feature, FeatureChange } from './accessTypes';

export interface FeatureSelection {
  /** Whether a feature shows as on: its pending value, else the server's. */
  isOn: (feature: Feature) => boolean;
  isPending: (id: string) => boolean;
  toggle: (feature: Feature) => void;
  /** The pending toggles, as the calls to make. */
  changes: FeatureChange[];
  /** 'Cancelar toda seleção!': back to the server's values. */
  discard: () => void;
  /** The server took these changes: they are no longer pending. */
  settle: (ids: readonly string[]) => void;
}

/**
 * The feature table's toggles, collected as pending changes (spec part 1, section 4): a toggle back to the server's
 * value is no change at all.
 */
export function useFeatureSelection(): FeatureSelection {
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(() => new Map());

  const toggle = useCallback((feature: Feature) => {
    setPending((current) => {
      const server = feature.value === 'on';
      const shown = current.get(feature.id_md5) ?? server;
      const next = new Map(current);
      if (!shown === server) next.delete(feature.id_md5);
      else next.set(feature.id_md5, !shown);
      return next;
    });
  }, []);

  const settle = useCallback((ids: readonly string[]) => {
    setPending((current) => {
      const next = new Map(current);
      ids.forEach((id) => next.delete(id));
      return next;
    });
  }, []);

  const discard = useCallback(() => setPending(new Map()), []);

  return useMemo(
    () => ({
      isOn: (feature: Feature) => pending.get(feature.id_md5) ?? feature.value === 'on',
      isPending: (id: string) => pending.has(id),
      toggle,
      changes: [...pending].map(([id_md5, on]) => ({ id_md5, on })),
      discard,
      settle,
    }),
    [pending, toggle, discard, settle],
  );
}
