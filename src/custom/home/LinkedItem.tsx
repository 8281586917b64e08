import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { ItemTitle } from './HomeCard';
import type { ItemLink } from './itemLink';
import { ItemLinkButton } from './ItemLinkButton';

interface LinkedItemProps {
  title: string;
  isNew: boolean;
  secondary: string;
  /** Full text of the secondary line, shown on hover (the line itself is cut to one row). */
  secondaryTitle: string;
  link: ItemLink;
  externalLabel: string;
  fileLabel: string;
}

/** One row of the Comunicados and Contatos cards: title with its 'Novo' mark, one line of detail, the link button. */
export function LinkedItem({ title, isNew, secondary, secondaryTitle, link, externalLabel, fileLabel }: LinkedItemProps) {
  return (
    <ListItem divider secondaryAction={<ItemLinkButton link={link} externalLabel={externalLabel} fileLabel={fileLabel} />}>
      <ListItemText
        primary={<ItemTitle title={title} isNew={isNew} />}
        secondary={secondary}
        slotProps={{ secondary: { noWrap: true, title: secondaryTitle } }}
      />
    </ListItem>
  );
}
