import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { VisibleShortcut } from '../../kit/access/PortalRoutesContext';

export function ShortcutCard({ shortcut }: { shortcut: VisibleShortcut }) {
  const translate = useTranslate();
  const Icon = shortcut.icon;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`home-shortcut-${shortcut.key}`}>
      <CardActionArea component={RouterLink} to={shortcut.route} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Icon color="primary" sx={{ fontSize: 36 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate(`pages.home.shortcuts.${shortcut.key}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`pages.home.shortcuts.${shortcut.key}Text`)}
            </Typography>
          </Box>
          <ArrowForwardIcon color="action" aria-hidden />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Help card: one mailto: link for doubts, one for problems with the portal. */
export function HelpCard() {
  const translate = useTranslate();
  const lines = [
    { label: translate('pages.home.help.doubts'), email: translate('pages.home.help.doubtsEmail') },
    { label: translate('pages.home.help.problems'), email: translate('pages.home.help.problemsEmail') },
  ];
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="home-help" component="section" aria-labelledby="home-help-title">
      <CardContent sx={{ display: 'flex', gap: 2 }}>
        <HelpOutlineIcon color="primary" sx={{ fontSize: 36 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="home-help-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('pages.home.help.title')}
          </Typography>
          {lines.map(({ label, email }) => (
            <Typography key={email} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {label}:
              <Link href={`mailto:${email}`} underline="hover" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {email}
              </Link>
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
