import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AddressesDialog } from '../../login/AddressesDialog';
import { useCanAccessNow, useShortcuts } from '../../kit/access/PortalRoutesContext';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { ComunicadosCard } from './ComunicadosCard';
import { ContatosCard } from './ContatosCard';
import { PendenciasCard } from './PendenciasCard';
import { HelpCard, ShortcutCard } from './ShortcutCards';
import { usePendingWarnings } from './usePendingWarnings';

/** Spec part 1, "Start-up": one card per row under 600 px, two from 600 px, three from 1200 px. */
const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

function HomeFooter() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box component="footer" sx={{ mt: 4 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('pages.home.footer.company')}
        </Typography>
        <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
          {translate('pages.home.footer.addresses')}
        </Link>
      </Box>
      <AddressesDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

/** The home screen (spec part 1, Home screen): shortcuts, help, the three information cards, warnings, footer. */
export function HomePage() {
  const translate = useTranslate();
  usePageTitle(translate('app.home.title'));
  // Started in parallel with the cards' own queries; never awaited by them.
  usePendingWarnings();

  const shortcuts = useShortcuts();
  // The '/' line's inside keys.
  const showPendencias = useCanAccessNow({ resource: '/', action: 'gerenciar-pedidos.pendentes' });
  const showComunicados = useCanAccessNow({ resource: '/', action: 'ver-lista-de-comunicados' });
  const showContatos = useCanAccessNow({ resource: '/', action: 'ver-lista-de-contatos' });

  return (
    <Box data-testid="home-screen" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('app.home.welcome')}
      </Typography>

      <Box sx={{ ...cardGrid, mb: 2 }} data-testid="home-shortcuts">
        {shortcuts.map((shortcut) => (
          <ShortcutCard key={shortcut.key} shortcut={shortcut} />
        ))}
        <HelpCard />
      </Box>

      {(showPendencias || showComunicados || showContatos) && (
        <Box sx={cardGrid} data-testid="home-cards">
          {showPendencias && <PendenciasCard />}
          {showComunicados && <ComunicadosCard />}
          {showContatos && <ContatosCard />}
        </Box>
      )}

      <HomeFooter />
    </Box>
  );
}
