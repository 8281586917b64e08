import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ScorecardEmbed } from './scorecard';

/**
 * The scorecard as Power BI serves it, embedded with Microsoft's own library (powerbi-client), loaded only when a
 * Power BI report is shown: it stays out of the first bundle.
 */
export function PowerBiReport({ embed }: { embed: ScorecardEmbed }) {
  const translate = useTranslate();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    let reset: (() => void) | undefined;
    let gone = false;
    setFailed(false);
    import('powerbi-client')
      .then(({ service, factories, models }) => {
        if (gone) return;
        const powerbi = new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);
        const report = powerbi.embed(element, {
          type: 'report',
          id: embed.reportId,
          embedUrl: embed.embedUrl,
          accessToken: embed.token,
          tokenType: models.TokenType.Embed,
        });
        report.on('error', () => setFailed(true));
        reset = () => powerbi.reset(element);
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      reset?.();
    };
  }, [embed.reportId, embed.embedUrl, embed.token]);

  return (
    <>
      {failed && (
        <Typography role="alert" color="error" sx={{ mb: 1 }}>
          {translate('pages.scorecard.embedFailure')}
        </Typography>
      )}
      <Box ref={host} role="region" aria-label={translate('pages.scorecard.powerBiFrame')} sx={{ height: { xs: 480, md: 720 }, '& iframe': { border: 0 } }} />
    </>
  );
}
