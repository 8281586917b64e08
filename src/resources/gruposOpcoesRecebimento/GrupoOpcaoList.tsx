import EditIcon from '@mui/icons-material/Edit';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { AddButton } from '../../kit/list/AddButton';
import { ListEmpty } from '../../kit/list/ListEmpty';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import type { ReceivingGroup } from './receivingGroups';

const TEXT = 'resources.gruposOpcoesRecebimento';
/** Spec part 2, sections 2.5 and 9: the group list shows 7 rows. */
const ROWS = [7, 15, 25];

type GroupRecord = ReceivingGroup & { id: number };

function GroupActions({ group }: { group: ReceivingGroup }) {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const name = { name: group.receivingGroupName };
  const links = [
    { to: pathTo('confOpcoesRecebimento', { id: group.receivingGroupId }), label: translate(`${TEXT}.list.conditions`, name), icon: <SettingsIcon fontSize="small" /> },
    { to: pathTo('fornecedoresGrupo', { id: group.receivingGroupId }), label: translate(`${TEXT}.list.suppliers`, name), icon: <GroupAddIcon fontSize="small" /> },
    { to: pathTo('gruposOpcoesRecebimento.edit', { id: group.receivingGroupId }), label: translate(`${TEXT}.list.edit`, name), icon: <EditIcon fontSize="small" /> },
  ];
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {links.map((link) => (
        <Tooltip key={link.to} title={link.label}>
          <IconButton component={RouterLink} to={link.to} aria-label={link.label} size="small">
            {link.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}

/** /grupoOpcoesRecebimento (grupos-opcoes-de-recebimento): the groups, 7 per page, with their three row actions and 'Adicionar'. */
export function GrupoOpcaoList() {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const title = translate(`${TEXT}.title`);
  usePageTitle(translate(`${TEXT}.screenTitle`));
  const empty = <ListEmpty title={translate(`${TEXT}.list.emptyTitle`)} text={translate(`${TEXT}.list.emptyText`)} />;
  return (
    <PortalList
      resource="gruposOpcoesRecebimento"
      title={title}
      sort={{ field: 'receivingGroupName', order: 'ASC' }}
      rowsPerPageOptions={ROWS}
      empty={empty}
      extraActions={<AddButton to={pathTo('gruposOpcoesRecebimento.create')} label={translate(`${TEXT}.list.add`)} />}
    >
      <PortalTable<GroupRecord> rowClick={false} empty={empty} hiddenColumns={['receivingGroupId']} data-testid="grupos-opcoes-table">
        <PortalTable.Col<GroupRecord> source="receivingGroupId" />
        <PortalTable.Col<GroupRecord> source="receivingGroupName" />
        <PortalTable.Col<GroupRecord> label={`${TEXT}.list.actions`} disableSort render={(group) => <GroupActions group={group} />} />
      </PortalTable>
    </PortalList>
  );
}
