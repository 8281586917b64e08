import { useSessionUser } from '../../session/SessionUserContext';

/**
 * The retailer's own staff (spec part 3, section 6: the isVisaoTok flag of the session user, not a permission key):
 * what only they may do, such as adding accessory sheets. The one place a screen's code learns it.
 */
export function useInternalStaff(): boolean {
  return useSessionUser().isVisaoTok;
}
