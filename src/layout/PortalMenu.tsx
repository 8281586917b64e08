import HomeIcon from '@mui/icons-material/Home';
import { Menu, useTranslate } from 'react-admin';

/** The side menu; each area adds its entry, gated by the same route rules as its route. */
export function PortalMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.Item to="/" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
    </Menu>
  );
}
