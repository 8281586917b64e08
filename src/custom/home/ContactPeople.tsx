import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { emailBreakParts, parseContactPeople } from './contactPeople';

/** A mailto link on a line of its own; a line too narrow for it breaks only between the parts of emailBreakParts. */
function EmailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`} underline="hover" sx={{ display: 'block', width: 'fit-content', '& > span': { whiteSpace: 'nowrap' } }}>
      {emailBreakParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span>{part}</span>
        </Fragment>
      ))}
    </Link>
  );
}

/** The people of a contact-info cell ('name <email>, …'): each name with its address on the line below. */
export function ContactPeople({ text }: { text: string }) {
  return (
    <>
      {parseContactPeople(text).map((person, index) => (
        <Typography key={`${person.name}-${index}`} variant="body2" component="div" sx={{ mb: 0.5 }}>
          {/* An address given without a name is shown once, as the link. */}
          {person.name !== person.email && person.name}
          {person.email && (
            <>
              {' '}
              <EmailLink email={person.email} />
            </>
          )}
        </Typography>
      ))}
    </>
  );
}
