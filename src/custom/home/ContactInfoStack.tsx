import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { ContactInfoRow } from '../../types/api';
import { ContactPeople } from './ContactPeople';

/** The contacts modal on a phone: one block per group (code and name, then its managers and analysts), no columns to cut. */
export function ContactInfoStack({ rows }: { rows: ContactInfoRow[] }) {
  const translate = useTranslate();
  const people = [
    { label: translate('pages.home.contatos.managers'), text: (row: ContactInfoRow) => row.gerentes },
    { label: translate('pages.home.contatos.analysts'), text: (row: ContactInfoRow) => row.analistas },
  ];
  return (
    <Box component="ul" data-testid="contact-info-stack" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={row.cdGep} sx={{ px: 2, py: 1.5, '& + li': { borderTop: 1, borderColor: 'divider' } }}>
          <Typography component="h3" variant="subtitle1">
            {translate('pages.home.contatos.groupHeading', { code: String(row.cdGep), name: row.nmGep })}
          </Typography>
          {people.map(({ label, text }) => (
            <Fragment key={label}>
              <Typography component="h4" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {label}
              </Typography>
              <ContactPeople text={text(row)} />
            </Fragment>
          ))}
        </Box>
      ))}
    </Box>
  );
}
