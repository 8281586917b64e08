import CampaignIcon from '@mui/icons-material/Campaign';
import List from '@mui/material/List';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { useIsMounted, usePathTo } from '../../kit/access/PortalRoutesContext';
import type { HomeAnnouncement } from './home';
import { HomeCard } from './HomeCard';
import { itemLink } from './itemLink';
import { LinkedItem } from './LinkedItem';
import { cardStatus, useHomeCard } from './useHomeCard';

const announcementId = (row: HomeAnnouncement): number => row.id;

/** Comunicados (ver-lista-de-comunicados): title, release date and link of GET /comunicado/. Server text is text, never HTML. */
export function ComunicadosCard() {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const isMounted = useIsMounted();
  const query = useHomeCard('comunicados', 'announcements', announcementId, true);
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
            key={row.id}
            title={row.title}
            isNew={Boolean(fresh?.has(String(row.id)))}
            secondary={`${formatDate(row.releasedAt)} · ${row.description ?? ''}`}
            secondaryTitle={row.description ?? ''}
            link={itemLink(row.link, row.id, '/comunicados', { pathTo, isMounted })}
            externalLabel={translate('pages.home.comunicados.openLink', { title: row.title })}
            fileLabel={translate('pages.home.comunicados.openFile', { title: row.title })}
          />
        ))}
      </List>
    </HomeCard>
  );
}
