import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

/**
 * react-admin's side menu, except when a window is narrowed to a phone's width with the desktop menu open: react-admin
 * kept it open as the phone's drawer, a modal that hid the page from assistive technology and never showed (closing it
 * left the page hidden). The desktop's open state is not carried over: the menu is closed there, and opens as a phone
 * drawer only when asked on the phone.
 */
export function PortalSidebar(props: SidebarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  const [seenPhone, setSeenPhone] = useState(phone);
  const [carried, setCarried] = useState(false);
  // Adjusted while rendering (React renders again before drawing): the drawer never mounts open on the way.
  if (phone !== seenPhone) {
    setSeenPhone(phone);
    setCarried(phone && open);
  } else if (carried && !open) {
    setCarried(false);
  }

  useEffect(() => {
    if (carried) setOpen(false);
  }, [carried, setOpen]);

  return phone ? <Sidebar {...props} open={open && !carried} /> : <Sidebar {...props} />;
}
