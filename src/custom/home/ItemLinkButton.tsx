import AttachFileIcon from '@mui/icons-material/AttachFile';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import type { ItemLink } from './itemLink';

/** The link of a card item: a new tab (noopener, noreferrer) for a URL, the file viewer for a stored file. */
export function ItemLinkButton({ link, externalLabel, fileLabel }: { link: ItemLink; externalLabel: string; fileLabel: string }) {
  if (!link) return null;
  if (link.kind === 'viewer') {
    return (
      <IconButton edge="end" size="small" component={RouterLink} to={link.to} aria-label={fileLabel} title={fileLabel}>
        <AttachFileIcon fontSize="small" />
      </IconButton>
    );
  }
  return (
    <IconButton edge="end" size="small" component="a" href={link.href} target="_blank" rel="noopener noreferrer" aria-label={externalLabel} title={externalLabel}>
      <OpenInNewIcon fontSize="small" />
    </IconButton>
  );
}
