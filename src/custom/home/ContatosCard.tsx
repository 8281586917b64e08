import ContactMailIcon from '@mui/icons-material/ContactMail';
import ContactsIcon from '@mui/icons-material/Contacts';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccessNow, useIsMounted, usePathTo } from '../../kit/access/PortalRoutesContext';
import { toldElsewhere } from '../../kit/data/failures';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { enqueueSnackbar } from '../../kit/snackbar/queue';
import { useSessionUser } from '../../session/SessionUserContext';
import { HOME_RESOURCE, type HomeContactItem, type HomeMethods } from './home';
import { ContactInfoDialog } from './ContactInfoDialog';
import { HomeCard } from './HomeCard';
import { itemLink } from './itemLink';
import { LinkedItem } from './LinkedItem';
import { cardStatus, useHomeCard } from './useHomeCard';

const contactId = (row: HomeContactItem): number => row.id;

/**
 * Contact info for the modal, fetched each time it opens (a cached copy shows meanwhile). Each load
 * says how it went: 'Lista de contatos carregada!' or the support text of the error catalogue — at once,
 * as the answer to the user's click, not behind the sticky warnings.
 */
function useContactInfo(open: boolean) {
  const { codigo } = useSessionUser();
  const translate = useTranslate();
  const query = useProviderQuery<HomeMethods, 'contactInfo'>(
    HOME_RESOURCE,
    'contactInfo',
    { personId: codigo },
    { enabled: open, retry: false, staleTime: 0, refetchOnWindowFocus: false },
  );
  const { fetchStatus, status, error, dataUpdatedAt, errorUpdatedAt } = query;
  useEffect(() => {
    // Told once per finished load: success, or a failure the HTTP layer has not told already (a dead session).
    if (fetchStatus !== 'idle') return;
    if (status === 'success' && dataUpdatedAt) enqueueSnackbar(translate('pages.home.contatos.loaded'), { type: 'success', urgent: true });
    if (status === 'error' && errorUpdatedAt && !toldElsewhere(error)) {
      enqueueSnackbar(translate('pages.home.contatos.loadFailure'), { type: 'error', urgent: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one message per load, keyed by its time
  }, [fetchStatus, dataUpdatedAt, errorUpdatedAt]);
  return query;
}

/** Contatos (ver-lista-de-contatos): GET /contato/, 'Ver contatos' (modal) and 'Fale conosco'. */
export function ContatosCard() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const pathTo = usePathTo();
  const isMounted = useIsMounted();
  const query = useHomeCard('contatos', 'contacts', contactId, true);
  const info = useContactInfo(open);
  const rows = query.data?.rows ?? [];
  const fresh = query.data?.fresh.newIds;
  const contactUsPath = pathTo('faleConosco');
  const contactUs = useCanAccessNow({ resource: contactUsPath }) && isMounted(contactUsPath);

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
              <Button size="small" variant="contained" disableElevation startIcon={<ContactMailIcon />} component={RouterLink} to={contactUsPath}>
                {translate('pages.home.contatos.contactUs')}
              </Button>
            )}
          </>
        }
      >
        <List dense disablePadding>
          {rows.map((row) => (
            <LinkedItem
              key={row.id}
              title={row.title}
              isNew={Boolean(fresh?.has(String(row.id)))}
              secondary={[row.group, row.description].filter(Boolean).join(' · ')}
              secondaryTitle={row.description ?? ''}
              link={itemLink(row.link, row.id, '/contatos', { pathTo, isMounted })}
              externalLabel={translate('pages.home.contatos.openLink', { title: row.title })}
              fileLabel={translate('pages.home.contatos.openFile', { title: row.title })}
            />
          ))}
        </List>
      </HomeCard>
      <ContactInfoDialog open={open} onClose={() => setOpen(false)} rows={info.data} loading={info.isFetching} failed={info.isError} />
    </>
  );
}
