import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Spec part 1, section 9: the lists inside the home cards are 268 px high (scrolling inside). */
export const CARD_LIST_HEIGHT = 268;

export type CardStatus = 'loading' | 'error' | 'ready';

export interface HomeCardProps {
  /** data-testid of the card: home-card-<id>. */
  id: string;
  title: string;
  icon: ReactNode;
  /** New items since the cached list (0 hides the badge). */
  newCount?: number;
  status: CardStatus;
  empty: boolean;
  actions?: ReactNode;
  /** The list (already inside a scrolling box of CARD_LIST_HEIGHT). */
  children?: ReactNode;
}

/** The frame of the home's Pendências, Comunicados and Contatos cards. */
export function HomeCard({ id, title, icon, newCount = 0, status, empty, actions, children }: HomeCardProps) {
  const translate = useTranslate();
  const newLabel = translate('pages.home.cards.newCount', { smart_count: newCount });
  const heading = (
    <Typography id={`home-card-${id}-title`} component="h2" variant="h6">
      {title}
    </Typography>
  );
  return (
    <Card variant="outlined" data-testid={`home-card-${id}`} component="section" aria-labelledby={`home-card-${id}-title`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        avatar={icon}
        title={
          newCount > 0 ? (
            <Badge
              badgeContent={newCount}
              color="error"
              max={99}
              slotProps={{ badge: { 'aria-label': newLabel, title: newLabel } }}
              sx={{ '& .MuiBadge-badge': { right: -14, top: 10 } }}
            >
              {heading}
            </Badge>
          ) : (
            heading
          )
        }
        sx={{ pb: 1 }}
      />
      <Divider />
      <Box sx={{ height: CARD_LIST_HEIGHT, overflowY: 'auto' }} data-testid={`home-card-${id}-list`}>
        {status === 'loading' && (
          <Box sx={{ px: 2, py: 1 }} aria-busy="true" aria-label={translate('pages.home.cards.loading')}>
            {[0, 1, 2, 3].map((line) => (
              <Skeleton key={line} height={44} />
            ))}
          </Box>
        )}
        {status === 'error' && (
          <Typography role="alert" color="error" variant="body2" sx={{ p: 2 }}>
            {translate('pages.home.cards.loadFailure')}
          </Typography>
        )}
        {status === 'ready' && empty && (
          <Typography color="text.secondary" variant="body2" sx={{ p: 2 }}>
            {translate('pages.home.cards.empty')}
          </Typography>
        )}
        {status === 'ready' && !empty && children}
      </Box>
      {actions && (
        <>
          <Divider />
          <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions>
        </>
      )}
    </Card>
  );
}

/**
 * A card item's title with its 'Novo' mark: the title wraps inside its own box, so the mark stays beside its first
 * line instead of falling onto a line of its own.
 */
export function ItemTitle({ title, isNew }: { title: string; isNew: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'flex-start', columnGap: 1 }}>
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'break-word' }}>
        {title}
      </Box>
      {isNew && <Chip label={translate('pages.home.cards.new')} color="secondary" size="small" sx={{ flexShrink: 0, height: 20, fontSize: 12 }} />}
    </Box>
  );
}
