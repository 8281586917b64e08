import ContactMailIcon from '@mui/icons-material/ContactMail';
import ContactsIcon from '@mui/icons-material/Contacts';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { toldElsewhere } from '../../dataProviders/core/errors';
import { fetchContactInfo, fetchHomeContacts } from '../../dataProviders/home';
import { enqueueSnackbar } from '../../kit/snackbar/queue';
import { canOpenPath, isMounted } from '../../routes/access';
import { useSessionUser } from '../../session/SessionUserContext';
import type { HomeContact } from '../../types/api';
import { ContactInfoDialog } from './ContactInfoDialog';
import { HomeCard } from './HomeCard';
import { itemLink } from './itemLink';
import { LinkedItem } from './LinkedItem';
import { cardStatus, useHomeCard } from './useHomeCard';

const contactId = (row: HomeContact): number => row.ID_CONTATO;

/**
 * Contact info for the modal, fetched each time it opens (a cached copy shows meanwhile). Each load
 * says how it went: 'Lista de contatos carregada!' or the support text of the error catalogue — at once,
 * as the answer to the user's click, not behind the sticky warnings.
 */
function useContactInfo(open: boolean) {
  const { codigo } = useSessionUser();
  const translate = useTranslate();
  return useQuery({
    queryKey: ['home', 'contactInfo', codigo],
    queryFn: async ({ signal }) => {
      try {
        const rows = await fetchContactInfo(codigo, signal);
        enqueueSnackbar(translate('pages.home.contatos.loaded'), { type: 'success', urgent: true });
        return rows;
      } catch (error) {
        // Closed while loading: nothing to tell. A dead session is told by the HTTP layer.
        if (!signal.aborted && !toldElsewhere(error)) {
          enqueueSnackbar(translate('pages.home.contatos.loadFailure'), { type: 'error', urgent: true });
        }
        throw error;
      }
    },
    enabled: open,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Contatos (ver-lista-de-contatos): GET /contato/, 'Ver contatos' (modal) and 'Fale conosco'. */
export function ContatosCard() {
  const translate = useTranslate();
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const query = useHomeCard('contatos', fetchHomeContacts, contactId, true);
  const info = useContactInfo(open);
  const rows = query.data?.rows ?? [];
  const fresh = query.data?.fresh.newIds;
  const contactUs = canOpenPath('/contact', new Set(user.permissions)) && isMounted('/contact');

  return (
    <>
      <HomeCard
        id="contatos"
        title={translate('pages.home.contatos.title')}
        icon={<ContactsIcon color="primary" />}
        newCount={query.data?.fresh.count}
        status={cardStatus(query)}
        empty={rows.length === 0}
        actions={
          <>
            <Button size="small" onClick={() => setOpen(true)}>
              {translate('pages.home.contatos.showAll')}
            </Button>
            {contactUs && (
              <Button size="small" variant="contained" disableElevation startIcon={<ContactMailIcon />} component={RouterLink} to="/contact">
                {translate('pages.home.contatos.contactUs')}
              </Button>
            )}
          </>
        }
      >
        <List dense disablePadding>
          {rows.map((row) => (
            <LinkedItem
              key={row.ID_CONTATO}
              title={row.NM_TITULO}
              isNew={Boolean(fresh?.has(String(row.ID_CONTATO)))}
              secondary={[row.DS_GRUPO, row.DS_CONTATO].filter(Boolean).join(' · ')}
              secondaryTitle={row.DS_CONTATO ?? ''}
              link={itemLink(row.DS_DIRETORIO, row.ID_CONTATO, '/contatos')}
              externalLabel={translate('pages.home.contatos.openLink', { title: row.NM_TITULO })}
              fileLabel={translate('pages.home.contatos.openFile', { title: row.NM_TITULO })}
            />
          ))}
        </List>
      </HomeCard>
      <ContactInfoDialog open={open} onClose={() => setOpen(false)} rows={info.data} loading={info.isFetching} failed={info.isError} />
    </>
  );
}
