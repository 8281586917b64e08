import CampaignIcon from '@mui/icons-material/Campaign';
import List from '@mui/material/List';
import { useTranslate } from 'react-admin';
import { fetchHomeAnnouncements } from '../../dataProviders/home';
import { formatDate } from '../../i18n/format';
import type { AnnouncementListItem } from '../../types/api';
import { HomeCard } from './HomeCard';
import { itemLink } from './itemLink';
import { LinkedItem } from './LinkedItem';
import { cardStatus, useHomeCard } from './useHomeCard';

const announcementId = (row: AnnouncementListItem): number => row.ID_CFG;

/** Comunicados (ver-lista-de-comunicados): title, release date and link of GET /comunicado/. Server text is text, never HTML. */
export function ComunicadosCard() {
  const translate = useTranslate();
  const query = useHomeCard('comunicados', fetchHomeAnnouncements, announcementId, true);
  const rows = query.data?.rows ?? [];
  const fresh = query.data?.fresh.newIds;

  return (
    <HomeCard
      id="comunicados"
      title={translate('pages.home.comunicados.title')}
      icon={<CampaignIcon color="primary" />}
      newCount={query.data?.fresh.count}
      status={cardStatus(query)}
      empty={rows.length === 0}
    >
      <List dense disablePadding>
        {rows.map((row) => (
          <LinkedItem
            key={row.ID_CFG}
            title={row.DS_TITULO}
            isNew={Boolean(fresh?.has(String(row.ID_CFG)))}
            secondary={`${formatDate(row.DT_LANCAMENTO)} · ${row.TX_DESCRICAO ?? ''}`}
            secondaryTitle={row.TX_DESCRICAO ?? ''}
            link={itemLink(row.DS_LINK, row.ID_CFG, '/comunicados')}
            externalLabel={translate('pages.home.comunicados.openLink', { title: row.DS_TITULO })}
            fileLabel={translate('pages.home.comunicados.openFile', { title: row.DS_TITULO })}
          />
        ))}
      </List>
    </HomeCard>
  );
}
