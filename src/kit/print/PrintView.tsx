import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const PRINT_CLASS = 'portal-print-view';

const printStyles = {
  '@media screen': { [`.${PRINT_CLASS}`]: { display: 'none' } },
  '@media print': {
    [`body > *:not(.${PRINT_CLASS})`]: { display: 'none !important' },
    [`.${PRINT_CLASS}`]: { display: 'block', color: '#000', background: '#fff' },
  },
};

/**
 * A document made for paper: `children` are laid out at the end of the page body, hidden on screen, and the
 * browser's print dialog opens with them as the only content (everything else is hidden in print). `onDone` runs
 * once the dialog is closed: window.print() returns only then (Chromium, Firefox and Safari all block on it). Pass a
 * stable `onDone` (useCallback).
 */
export function PrintView({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  // Once per view, also when StrictMode runs the effect twice.
  const printed = useRef(false);

  useEffect(() => {
    // The effect runs after the portal is in the document, so the dialog prints it.
    if (!printed.current) {
      printed.current = true;
      window.print();
    }
    const timer = setTimeout(onDone, 0);
    return () => clearTimeout(timer);
  }, [onDone]);

  return (
    <>
      <GlobalStyles styles={printStyles} />
      {createPortal(<div className={PRINT_CLASS}>{children}</div>, document.body)}
    </>
  );
}
