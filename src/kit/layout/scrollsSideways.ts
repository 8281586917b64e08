/**
 * A box whose content scrolls sideways inside it. `contain: inline-size` keeps the content's width out of the
 * page's: react-admin's layout is `min-width: fit-content`, so a wide table would otherwise widen the whole page.
 */
export const SCROLLS_SIDEWAYS = { overflowX: 'auto', contain: 'inline-size' } as const;
