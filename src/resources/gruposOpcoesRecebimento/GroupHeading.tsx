import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../kit/page/usePageTitle';
import type { ReceivingGroup } from './receivingGroups';

/** A group screen's heading: its title, the group's name under it, Voltar to `back`, and the screen's own action. */
export function GroupHeading({ title, groupId, back, action }: { title: string; groupId: number; back: string; action?: ReactNode }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  usePageTitle(title);
  const group = useGetOne<ReceivingGroup & { id: number }>('gruposOpcoesRecebimento', { id: groupId }, { enabled: Number.isFinite(groupId), retry: false });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 2, mb: 2 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(back)}>
        {translate('resources.gruposOpcoesRecebimento.suppliers.back')}
      </Button>
      <Box sx={{ flexGrow: 1 }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {group.data && <Typography color="text.secondary">{group.data.receivingGroupName}</Typography>}
      </Box>
      {action}
    </Box>
  );
}
