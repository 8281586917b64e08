import { useState } from 'react';
import { useInternalView } from '../../kit/access/useInternalView';
import { useSessionUser } from '../../session/SessionUserContext';

export interface ProtocolsPage {
  internalView: boolean;
  /** Whose protocols: the user's own, or the supplier staff picked (undefined until then). */
  supplierId: number | undefined;
  picked: number | undefined;
  pickSupplier: (supplierId: number | undefined) => void;
  /** The chosen day ('yyyy-MM-dd'); undefined shows the dates table. */
  day: string | undefined;
  openDay: (day: string | undefined) => void;
}

/** The page's state: the supplier (staff pick one first) and the day whose items show; a new supplier starts over. */
export function useProtocolsPage(): ProtocolsPage {
  const user = useSessionUser();
  const internalView = useInternalView();
  const [picked, setPicked] = useState<number | undefined>();
  const [day, setDay] = useState<string | undefined>();
  return {
    internalView,
    supplierId: internalView ? picked : Number(user.codigo),
    picked,
    pickSupplier: (next) => {
      setPicked(next);
      setDay(undefined);
    },
    day,
    openDay: setDay,
  };
}
