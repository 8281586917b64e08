import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCanAccessNow } from '../../kit/access/PortalRoutesContext';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { useSessionUser } from '../../session/SessionUserContext';
import { SCORECARD_RESOURCE, type ScorecardEmbed, type ScorecardMethods, type ScorecardReport } from './scorecard';

export interface Scorecard {
  /** admin-scorecard: a supplier is picked first. */
  choosesSupplier: boolean;
  /** The supplier shown: the user's own, or the one picked (undefined until then). */
  supplierId: number | undefined;
  picked: number | undefined;
  pick: (supplierId: number | undefined) => void;
  loading: boolean;
  /** A failed read, in the screen's words. */
  failure: string | undefined;
  embed: ScorecardEmbed | undefined;
  /** The demo's own report, when the embed points at it. */
  report: ScorecardReport | undefined;
}

/**
 * The scorecard's supplier and report: GET the supplier's embed data, then, when its URL is the demo's own report,
 * that report's figures with the embed token it came with (a Power BI URL is left to Power BI's library).
 */
export function useScorecard(): Scorecard {
  const translate = useTranslate();
  const user = useSessionUser();
  const choosesSupplier = useCanAccessNow({ resource: '/scorecard', action: 'admin-scorecard' });
  const [picked, setPicked] = useState<number | undefined>();
  const supplierId = choosesSupplier ? picked : Number(user.codigo);

  const embed = useProviderQuery<ScorecardMethods, 'embed'>(
    SCORECARD_RESOURCE,
    'embed',
    { supplierId: supplierId ?? 0 },
    { enabled: supplierId !== undefined, retry: false },
  );
  const builtIn = embed.data?.kind === 'builtIn' ? embed.data : undefined;
  const report = useProviderQuery<ScorecardMethods, 'report'>(
    SCORECARD_RESOURCE,
    'report',
    { embedUrl: builtIn?.embedUrl ?? '', token: builtIn?.token ?? '' },
    { enabled: builtIn !== undefined, retry: false },
  );
  const failure = useReadFailure(embed.error ?? report.error, translate('pages.scorecard.loadFailure'));

  return {
    choosesSupplier,
    supplierId,
    picked,
    pick: setPicked,
    loading: supplierId !== undefined && (embed.isPending || (builtIn !== undefined && report.isPending)),
    failure,
    embed: supplierId === undefined ? undefined : embed.data,
    report: builtIn ? report.data : undefined,
  };
}
