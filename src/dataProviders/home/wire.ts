import type { ContactInfoGroup, HomeAnnouncement, HomeContactItem, PendingItem } from '../../custom/home/home';
import type { AnnouncementListItem, ContactInfoRow, HomeContact, PendenciaRow } from '../../types/api';

export type { AnnouncementListItem, ContactInfoRow, HomeContact, PendenciaRow };

export const toPendingItem = (row: PendenciaRow): PendingItem => ({
  purchaseOrderId: row.NR_PC,
  orderNumber: row.NR_PEDIDO,
  deadlineDays: row.QT_DIAS_PRAZO,
  scheduledOn: row.DT_AGENDA,
});

export const toHomeAnnouncement = (row: AnnouncementListItem): HomeAnnouncement => ({
  id: row.ID_CFG,
  title: row.DS_TITULO,
  description: row.TX_DESCRICAO,
  link: row.DS_LINK,
  releasedAt: row.DT_LANCAMENTO,
});

export const toHomeContact = (row: HomeContact): HomeContactItem => ({
  id: row.ID_CONTATO,
  groupId: row.ID_GRUPO,
  group: row.DS_GRUPO,
  description: row.DS_CONTATO,
  title: row.NM_TITULO,
  link: row.DS_DIRETORIO,
});

export const toContactInfoGroup = (row: ContactInfoRow): ContactInfoGroup => ({
  cdGep: row.cdGep,
  nmGep: row.nmGep,
  gerentes: row.gerentes,
  analistas: row.analistas,
});
